import { Router } from 'express';
import { buildOpenApiDocument } from '../../http/openapi.js';

export function docsRoutes(publicUrl: string): Router {
  const router = Router();
  // Built on first request: a schema the generator cannot describe then fails that call, not start-up.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  router.get('/docs', (_req, res) => {
    document ??= buildOpenApiDocument(publicUrl);
    res.json(document);
  });
  return router;
}
