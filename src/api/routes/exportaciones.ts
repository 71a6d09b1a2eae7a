import { createRoute, z } from '@hono/zod-openapi';
import { exportarLista } from '../../domain/exportes/exportar.ts';
import { EXPORTABLES, type ListaExportable } from '../../domain/exportes/listas.ts';
import { deniedReplies, errorReply } from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Exportaciones';

const PAGINAS: Record<ListaExportable, string> = {
  solicitudes: '/solicitudes',
  solicitantes: '/solicitantes',
  proyectos: '/proyectos',
  usuarios: '/usuarios',
  procesos: '/procesos',
  estandares: '/estandares',
  actuaciones: '/actuaciones',
  consultas: '/consultas',
};

const archivo = { schema: { type: 'string' as const, format: 'binary' } };

/** GET exportaciones/{lista}: one route per management list (each with its list page's rule). */
export const exportacionesRoutes = Object.keys(EXPORTABLES).reduce((router, nombre) => {
  const lista = nombre as ListaExportable;
  return router.openapi(
    createRoute({
      method: 'get',
      path: `/exportaciones/${lista}`,
      tags: [TAG],
      summary: `La lista ${PAGINAS[lista]} con sus filtros, como XLSX o CSV`,
      description:
        `Acepta los mismos parámetros de filtro que la página ${PAGINAS[lista]} (su cadena de consulta) y devuelve ` +
        'todas las filas que cumplen los filtros, no solo una página. CSV: separado por punto y coma, UTF-8 con BOM.',
      request: {
        query: z.object({ formato: z.enum(['xlsx', 'csv']).openapi({ description: 'xlsx o csv' }) }).passthrough(),
      },
      responses: {
        200: {
          description: 'El fichero',
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': archivo,
            'text/csv': archivo,
          },
        },
        400: errorReply('Formato o parámetros no válidos'),
        ...deniedReplies('Sin permiso para la lista'),
      },
    }),
    async (c) => {
      const query = new URL(c.req.url).search.replace(/^\?/, '');
      const e = await exportarLista(domainContext(c), lista, c.req.valid('query').formato, query);
      return c.body(e.cuerpo as ReadableStream, 200, {
        'Content-Type': e.tipo,
        'Content-Disposition': `attachment; filename="${e.nombre}"`,
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );
}, createRouter());
