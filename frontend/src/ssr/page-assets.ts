/** The part of Vite's build manifest the preloads are worked out from. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The chunk of `key` and everything it imports statically, as /assets/... paths. */
function chunkClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([`/${chunk.file}`]);
  for (const imported of chunk.imports ?? []) for (const file of chunkClosure(manifest, imported, seen)) files.add(file);
  return files;
}

/**
 * The chunks a page's first render needs beyond what the entry script loads anyway (its route
 * module, the language's strings): preloaded, they arrive with the entry instead of after it.
 */
export function preloadsFor(manifest: ViteManifest, keys: readonly string[]): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the Vite manifest names no entry');
  const alreadyLoaded = chunkClosure(manifest, entryKey);
  const files = new Set<string>();
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`the Vite manifest has no chunk for ${key}`);
    for (const file of chunkClosure(manifest, key)) if (!alreadyLoaded.has(file)) files.add(file);
  }
  return [...files];
}

/** The chunk of a language's strings; English ships with the entry. */
export function languageChunk(language: string): string[] {
  return language === 'en' ? [] : [`src/i18n/${language}.json`];
}
