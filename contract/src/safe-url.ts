export const SAFE_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

// Browsers ignore ASCII control characters and whitespace inside a scheme ("java\tscript:"),
// so they are removed before the scheme is read.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Whether a link target may be rendered: one of the safe schemes, or a relative URL.
 * Everything else (javascript:, data:, vbscript:, file:, ...) is refused.
 */
export function isSafeUrl(url: string): boolean {
  const compact = url.replace(IGNORED_BY_BROWSERS, '');
  if (compact === '') return false;
  const scheme = SCHEME.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  return (SAFE_URL_SCHEMES as readonly string[]).includes(scheme);
}

// [label](target "title") and ![alt](target): the target in angle brackets, or up to a space, with
// one level of balanced parentheses (`javascript:alert(1)` is one target).
const INLINE_LINK = /!?\[([^\]]*)\]\(\s*(<[^>\n]*>|(?:[^\s()]|\([^\s()]*\))*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?\s*\)/g;
const AUTOLINK = /<([a-z][a-z0-9+.-]*:[^\s<>]*)>/gi;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+).*$/gm;
const unbracketed = (target: string) => target.replace(/^<(.*)>$/, '$1');

/**
 * Markdown whose links and images lead only where the site's renderer lets them (isSafeUrl): a link
 * or image to another target keeps its words (label or alt text) and loses the target; an autolink
 * keeps its text; a reference definition to one goes. Everything else is left as written.
 */
export function withoutUnsafeLinks(markdown: string): string {
  return markdown
    .replace(INLINE_LINK, (whole, label: string, target: string) => (isSafeUrl(unbracketed(target)) ? whole : label))
    .replace(AUTOLINK, (whole, target: string) => (isSafeUrl(target) ? whole : target))
    .replace(REFERENCE_DEFINITION, (whole, target: string) => (isSafeUrl(unbracketed(target)) ? whole : ''));
}
