import { SPA_CSP_DIRECTIVES } from '@starshelf/contract';
import helmet from 'helmet';

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
