import {
  $isLinkNode,
  convertLexicalToMarkdown,
  convertMarkdownToLexical,
  type SanitizedServerEditorConfig,
} from '@payloadcms/richtext-lexical';

export type EditorState = ReturnType<typeof convertMarkdownToLexical>;
type Transformer = SanitizedServerEditorConfig['features']['markdownTransformers'][number];
type JsonNode = { type?: string; text?: string; id?: unknown; children?: JsonNode[]; fields?: { url?: unknown } };

// Private-use characters stand for brackets typed as text while the exporter escapes the rest.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const NEVER = /(?!)/;

/**
 * Lexical's exporter escapes `\ * _ ` ~` in text but not `[` and `]`, so a typed "[and Days]"
 * would come back as link syntax; the site's texts escape both (seed/src/compose/markdown.ts).
 */
const escapedBrackets: Transformer = {
  type: 'text-match',
  dependencies: [],
  export: (node, _children, exportFormat) => {
    if (node.getType() !== 'text') return null;
    const text = node.getTextContent();
    if (!/[[\]]/.test(text)) return null;
    const marked = exportFormat(node as Parameters<typeof exportFormat>[0], text.replace(/\[/g, OPEN).replace(/\]/g, CLOSE));
    return marked.replaceAll(OPEN, '\\[').replaceAll(CLOSE, '\\]');
  },
  importRegExp: NEVER,
  regExp: NEVER,
  replace: () => undefined,
};

/**
 * Lexical's link exporter rewrites every target outside its own list (irc:, xmpp:, ...) to
 * "https://"; the site allows its own list (docs/rules.md §1), which the field's validation
 * enforces, so the target is written as stored.
 */
const linkAsStored: Transformer = {
  type: 'text-match',
  dependencies: [],
  export: (node, exportChildren) => {
    if (!$isLinkNode(node)) return null;
    const url = node.getFields().url ?? '';
    return `[${exportChildren(node)}](${url})`;
  },
  importRegExp: NEVER,
  regExp: NEVER,
  replace: () => undefined,
};

function withSiteTransformers(editorConfig: SanitizedServerEditorConfig): SanitizedServerEditorConfig {
  const markdownTransformers = [escapedBrackets, linkAsStored, ...editorConfig.features.markdownTransformers];
  return { ...editorConfig, features: { ...editorConfig.features, markdownTransformers } };
}

/** Lexical's importer unescapes `\* \_ \` \~`; the backslash and the brackets are unescaped here. */
function unescapeText(node: JsonNode): void {
  if (node.type === 'text' && typeof node.text === 'string') node.text = node.text.replace(/\\([\\[\]])/g, '$1');
  node.children?.forEach(unescapeText);
}

/**
 * The importer gives each link node a random id; the editor needs them unique within the text only.
 * Numbered in document order instead, the same markdown reads as the same state every time, so two
 * reads of a document (the page cache, the API's ETags, a comparison) agree.
 */
function numberNodeIds(root: JsonNode): void {
  let next = 0;
  const visit = (node: JsonNode): void => {
    if (typeof node.id === 'string') {
      next += 1;
      node.id = next.toString(16).padStart(24, '0');
    }
    node.children?.forEach(visit);
  };
  visit(root);
}

/** The editor state of a stored markdown text (decision 124). */
export function markdownToEditorState(editorConfig: SanitizedServerEditorConfig, markdown: string): EditorState {
  const state = convertMarkdownToLexical({ editorConfig: withSiteTransformers(editorConfig), markdown });
  unescapeText(state.root as JsonNode);
  numberNodeIds(state.root as JsonNode);
  return state;
}

/** The markdown the site reads for an editor state: the inverse of markdownToEditorState. */
export function editorStateToMarkdown(editorConfig: SanitizedServerEditorConfig, state: EditorState): string {
  return convertLexicalToMarkdown({ data: state, editorConfig: withSiteTransformers(editorConfig) });
}

/** Every link target in an editor state, for the scheme check on save. */
export function linkTargets(state: unknown): string[] {
  const targets: string[] = [];
  const visit = (node: JsonNode | undefined): void => {
    if (!node || typeof node !== 'object') return;
    if ((node.type === 'link' || node.type === 'autolink') && typeof node.fields?.url === 'string') targets.push(node.fields.url);
    node.children?.forEach(visit);
  };
  visit((state as { root?: JsonNode } | null)?.root);
  return targets;
}
