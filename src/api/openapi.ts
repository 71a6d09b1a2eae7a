import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from './types.ts';

const OPENAPI_INFO = {
  title: 'Acredita API',
  version: '0.1.0',
  description:
    'API REST de Acredita. Cabecera X-Instancia para elegir la instancia (por defecto soludable). ' +
    'Listas: Registros, NumeroRegistros, RegistrosMostrados, Pagina, RegistrosPorPagina; parámetros pagina, ' +
    'registrosPorPagina, campos y orden. Errores: { status, message, errors }.',
};

/** Serves the OpenAPI 3.1 document built from the routes' zod schemas. */
export function registerOpenApi(api: OpenAPIHono<ApiEnv>) {
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: OPENAPI_INFO,
    servers: [{ url: '/api' }],
  });
}
