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
