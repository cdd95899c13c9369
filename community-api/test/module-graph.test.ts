import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Lint keeps each layer of the API off the ones above it (docs/architecture.md, decision 116); what a
// pattern on one import cannot see is a loop between two modules, read here from every module's imports.
const MODULES = resolve(dirname(fileURLToPath(import.meta.url)), '../src/modules');
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g;

function sourcesOf(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Which modules each module imports. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourcesOf(MODULES)) {
    const from = relative(MODULES, file).split('/')[0] ?? '';
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = relative(MODULES, resolve(dirname(file), specifier ?? '')).split('/');
      const to = target[0];
      if (to && to !== '..' && to !== from && target.length > 1) uses.add(to);
    }
  }
  return graph;
}

/** Every loop of the graph, each as the path that closes it. */
function loopsOf(graph: Map<string, Set<string>>): string[][] {
  const loops: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      loops.push([...path.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return loops;
}

describe('the modules of the API', () => {
  it('use each other without a loop', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(loopsOf(graph)).toEqual([]);
  });

  it('would see a loop between two modules', () => {
    const graph = new Map([
      ['catalogue', new Set(['ratings'])],
      ['ratings', new Set(['catalogue'])],
    ]);
    expect(loopsOf(graph)).toEqual([['catalogue', 'ratings', 'catalogue']]);
  });
});
