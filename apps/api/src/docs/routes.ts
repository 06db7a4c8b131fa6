import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { CallRegistry } from '../registry/call-registry';
import { buildOpenApi } from './openapi';

export const DOCS_PREFIX = '/api/docs';

/**
 * `GET /api/docs/openapi.json`, the OpenAPI 3.1 document generated from the call registry, and the readable reference
 * at `GET /api/docs`: Swagger UI (@fastify/swagger-ui) fed that same document (@fastify/swagger in static mode). Every
 * asset of the page is served from the package here (`/api/docs/static/…`), with no inline script and no CDN, so
 * it works offline and under the service's Content-Security-Policy (decision 0025).
 */
export function registerDocs(app: FastifyInstance, registry: CallRegistry): void {
  const openApi = buildOpenApi(registry);
  app.get(`${DOCS_PREFIX}/openapi.json`, async () => openApi);
  app.register(async (docs) => {
    await docs.register(fastifySwagger, { mode: 'static', specification: { document: openApi as never } });
    await docs.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      // No call to the public validator service: the page makes requests to this service only.
      validatorUrl: false,
      uiConfig: { docExpansion: 'list', defaultModelsExpandDepth: 0, displayOperationId: false, tryItOutEnabled: false },
      theme: { title: '接口文档 · 羽毛球运动水平等级评定' },
    });
  });
}
