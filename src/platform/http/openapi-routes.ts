import type { Hono } from 'hono';
import type { ApiOperation } from './api-operation.ts';
import type { AppEnv } from './app-env.ts';
import { apiReferencePage } from './api-reference-page.ts';
import { openApiDocument, type OpenApiInfo } from './openapi-document.ts';

/**
 * `GET /api/openapi.json` (the token API's OpenAPI 3.1 document) and `GET /api/reference` (the same,
 * rendered). Both public: they describe the calls, not anyone's data. Built once, on the first ask.
 */
export const openApiRoutes = (operations: readonly ApiOperation[], info: OpenApiInfo) => (app: Hono<AppEnv>) => {
  let document: ReturnType<typeof openApiDocument> | undefined;
  let page: string | undefined;
  const documentOnce = () => (document ??= openApiDocument(operations, info));

  app.get('/api/openapi.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(documentOnce());
  });

  app.get('/api/reference', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html((page ??= apiReferencePage(documentOnce())));
  });
};
