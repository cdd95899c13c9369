import helmet from 'helmet';

/**
 * The Content-Security-Policy for the SPA: no inline or foreign script, no plugins, no framing.
 * Exported so the gateway serving the SPA's HTML can send the same policy.
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
} as const;

export function securityHeaders(isProduction: boolean) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...SPA_CSP_DIRECTIVES, upgradeInsecureRequests: isProduction ? [] : null } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    // HSTS over plain http on localhost would only confuse browsers during development.
    strictTransportSecurity: isProduction,
  });
}
