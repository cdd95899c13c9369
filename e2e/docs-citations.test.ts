// The repository's sources cite its own documents: docs/architecture.md, docs/rules.md, docs/api.md,
// docs/style.md and docs/decisions/ (docs/style.md §7). This test reads the tracked files and fails on
// a citation of a document that is not in the repository, a docs/ path or decision number that does
// not exist, and a comment that names an issue number instead of explaining the code.
// It needs no running stack: git ls-files and the files themselves.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
// Every workspace the root package.json names (a new one is read without touching this file), scripts/ and .ci/.
const WORKSPACES = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
const SOURCE_FOLDERS = [...WORKSPACES.map((workspace) => workspace.split('/')[0]!), 'scripts', '.ci'];
const SOURCE_NAME = /\.(ts|tsx|js|mjs|cjs|mts|cts|ya?ml|sh)$|(^|\/)Dockerfile[^/]*$/;

/** Tracked sources: scripts, configuration and shell under the workspaces, scripts/, .ci/ and the root. */
function trackedSources(): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  return files.filter((file) => {
    const [top] = file.split('/');
    const isAtRoot = !file.includes('/');
    if (!isAtRoot && !SOURCE_FOLDERS.includes(top!)) return false;
    return SOURCE_NAME.test(file) || top === '.ci';
  });
}

// The product documents kept outside the repository, named without writing their names here:
// `NAME.md`, and the short forms `NAME §5` and `NAME/...` of the ones cited by section.
const OUTSIDE_NAMES = ['SPEC', 'API', 'DESIGN', 'STYLE', 'STACK-NOTES'];
const OUTSIDE_DOCUMENTS = new RegExp(`\\b(${OUTSIDE_NAMES.join('|')})\\.md\\b|\\b(${OUTSIDE_NAMES.filter((name) => name !== 'API').join('|')})(?=\\s*§|/|\\))`);

const usesHashComments = (file: string) => /\.(ya?ml|sh)$/.test(file) || basename(file).startsWith('Dockerfile') || file.startsWith('.ci/');

/** The comments of a file, one entry per line they are on, with their line numbers. */
function commentsOf(file: string, text: string): Array<{ line: number; text: string }> {
  const comments: Array<{ line: number; text: string }> = [];
  const lines = text.split('\n');
  if (usesHashComments(file)) {
    lines.forEach((line, index) => {
      const match = /(?:^|\s)#(?!!)(.*)$/.exec(line);
      if (match) comments.push({ line: index + 1, text: match[1]! });
    });
    return comments;
  }
  let inBlock = false;
  lines.forEach((line, index) => {
    let rest = line;
    if (inBlock) {
      const end = rest.indexOf('*/');
      comments.push({ line: index + 1, text: end === -1 ? rest : rest.slice(0, end) });
      if (end === -1) return;
      inBlock = false;
      rest = rest.slice(end + 2);
    }
    const block = rest.indexOf('/*');
    const lineComment = /(?:^|[^:\\'"`])\/\/(.*)$/.exec(rest);
    if (block !== -1 && (!lineComment || block < lineComment.index)) {
      const end = rest.indexOf('*/', block + 2);
      comments.push({ line: index + 1, text: end === -1 ? rest.slice(block + 2) : rest.slice(block + 2, end) });
      inBlock = end === -1;
    } else if (lineComment) {
      comments.push({ line: index + 1, text: lineComment[1]! });
    }
  });
  return comments;
}

// "issue 15", "Issue 5:", "issues 6 and 16", "#15", "(#15)". Quoted text such as a title's "(Dune, #1)"
// and React's numbered errors ("React's #418") are not references to issues.
const ISSUE_WORD = /\bissues?\s+#?\d+/i;
const ISSUE_HASH = /(?:^|[\s([,;])#\d+\b/;
const withoutQuotes = (text: string) => text.replace(/"[^"]*"|“[^”]*”|`[^`]*`/g, '""').replace(/\bReact(?:'s| error) #\d+/g, 'React');

const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]*[\w]\.[a-z]+/g;
const DECISION_NUMBER = /\bdecisions?\s+\[?(\d{3})\b/gi;

const decisionNumbers = new Set(readdirSync(join(ROOT, 'docs', 'decisions')).map((name) => name.slice(0, 3)));

type Finding = { file: string; line: number; what: string };

function findingsOf(file: string): Finding[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const findings: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    const cited = OUTSIDE_DOCUMENTS.exec(line);
    if (cited) findings.push({ file, line: index + 1, what: `cites ${cited[0]}, which is not in the repository (see docs/)` });
    for (const [path] of line.matchAll(DOCS_PATH)) {
      if (!existsSync(join(ROOT, path))) findings.push({ file, line: index + 1, what: `cites ${path}, which does not exist` });
    }
  });
  for (const comment of commentsOf(file, text)) {
    const plain = withoutQuotes(comment.text);
    const issue = ISSUE_WORD.exec(plain) ?? ISSUE_HASH.exec(plain);
    if (issue) findings.push({ file, line: comment.line, what: `names an issue (${issue[0].trim()}) instead of explaining the code` });
    for (const [, number] of plain.matchAll(DECISION_NUMBER)) {
      if (!decisionNumbers.has(number!)) findings.push({ file, line: comment.line, what: `cites decision ${number}, which is not in docs/decisions/` });
    }
  }
  return findings;
}

describe('citations in the sources', () => {
  const files = trackedSources();

  it('reads the tracked sources of every workspace, scripts/ and .ci/', () => {
    expect(files).toEqual(expect.arrayContaining(['contract/src/index.ts', 'scripts/start.ts', '.ci/run', 'Dockerfile', 'docker-compose.yml']));
  });

  it('cite only documents in the repository, name no issue numbers, and point at docs/ files that exist', () => {
    // This file holds the examples its own checks are tried on below.
    const findings = files
      .filter((file) => file !== 'e2e/docs-citations.test.ts')
      .flatMap(findingsOf)
      .map(({ file, line, what }) => `${file}:${line} ${what}`);
    expect(findings).toEqual([]);
  });
});

describe('the citation checks themselves', () => {
  it('find an issue number in a comment, not in quoted text or code', () => {
    const check = (source: string) => commentsOf('x.ts', source).some((comment) => ISSUE_WORD.test(withoutQuotes(comment.text)) || ISSUE_HASH.test(withoutQuotes(comment.text)));
    expect(check('// Issue 5: hand-tuned reads')).toBe(true);
    expect(check('const a = 1; // see #15')).toBe(true);
    expect(check('/**\n * the budgets of issues 6 and 16\n */')).toBe(true);
    expect(check('// Goodreads titles carry the series: "The Hunger Games (The Hunger Games, #1)".')).toBe(false);
    expect(check("const title = 'Dune (Dune, #1)';")).toBe(false);
    expect(check("const url = 'http://example.com/#15';")).toBe(false);
    expect(check("// a hydration mismatch (React's #418)")).toBe(false);
  });

  it('find the outside documents in their long and short forms, and not the API in general', () => {
    for (const name of OUTSIDE_NAMES) expect(OUTSIDE_DOCUMENTS.test(`see ${name}.md`)).toBe(true);
    expect(OUTSIDE_DOCUMENTS.test(`the defaults of ${OUTSIDE_NAMES[0]} §5`)).toBe(true);
    expect(OUTSIDE_DOCUMENTS.test(`(${OUTSIDE_NAMES[4]})`)).toBe(true);
    expect(OUTSIDE_DOCUMENTS.test('the API §5, the community API, docs/api.md')).toBe(false);
  });
});
