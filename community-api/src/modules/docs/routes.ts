import { buildOpenApiDocument } from '../../http/openapi.js';
import { route, type Route } from '../../http/route.js';

/** GET /api/docs, described from `routes()`: every declared route, this one included. */
export function docsRoutes(publicUrl: string, routes: () => readonly Route[]): Route[] {
  // Built on first request: a schema the generator cannot describe then fails that call, not start-up.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  return [
    route({
      method: 'GET',
      path: '/docs',
      access: 'public',
      summary: 'This OpenAPI description',
      answers: 'openapi-document',
      handler: (_input, _req, res) => {
        document ??= buildOpenApiDocument(routes(), publicUrl);
        res.json(document);
      },
    }),
  ];
}
