import type { FastifyInstance } from 'fastify';
import type { CallRegistry } from '../registry/call-registry';
import { buildOpenApi } from './openapi';
import { renderReferencePage } from './reference-page';

/** `GET /api/docs/openapi.json` and the readable reference at `GET /api/docs`, both built once from the registry. */
export function registerDocs(app: FastifyInstance, registry: CallRegistry): void {
  const openApi = buildOpenApi(registry);
  const page = renderReferencePage(registry);
  app.get('/api/docs/openapi.json', async () => openApi);
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
}
