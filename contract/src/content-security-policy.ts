/**
 * The Content-Security-Policy of the site (helmet directive names): no inline or foreign script,
 * no plugins, no framing. The API sends it on its answers and the gateway on the SPA's files.
 */
export const SPA_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  // Covers from the CMS and imported data may live on other https hosts.
  imgSrc: ["'self'", 'data:', 'https:'],
  // React and Tailwind set style attributes; styles cannot run code.
  styleSrc: ["'self'", "'unsafe-inline'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
} as const satisfies Record<string, readonly string[]>;
