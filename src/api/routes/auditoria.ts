import { z } from '@hono/zod-openapi';
import { ACCIONES } from '../../domain/auditoria/acciones.ts';
import { listAuditoria } from '../../domain/auditoria/busqueda.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import { deniedReplies, idQuery, listRoute } from '../openapi-helpers.ts';
import { domainContext as ctx } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Auditoría';

const Cambio = z.object({ Campo: z.string(), Antes: z.unknown(), Despues: z.unknown() }).openapi('CambioAuditoria');
const Entrada = z
  .object({
    Id: z.number().int(),
    Fecha: z.string(),
    Usuario: z.object({ Id: z.number().int().nullable(), Nombre: z.string().nullable() }),
    Accion: z.enum(ACCIONES),
    Entidad: z.string(),
    EntidadId: z.union([z.number().int(), z.string()]).nullable(),
    Cambios: z.array(Cambio),
    Direccion: z.string().nullable(),
    RequestId: z.string().nullable(),
  })
  .openapi('EntradaAuditoria');

const fechaQuery = (description: string) =>
  z
    .string()
    .max(10)
    .optional()
    .openapi({ description: `${description} (yyyy-mm-dd o dd/mm/yyyy)` });

const AuditoriaQuery = listQuery.extend({
  entidad: textQuery('Entidad: centro, solicitud, usuario, manual, proceso, ruta…'),
  entidadId: textQuery('Id (o clave) del registro'),
  usuarioId: idQuery('Entradas de este usuario'),
  accion: z.enum(ACCIONES).optional().openapi({ description: 'Acción' }),
  fechaDesde: fechaQuery('Desde este día'),
  fechaHasta: fechaQuery('Hasta este día, incluido'),
});

/** The audit log (ADR 0015): read-only, for holders of AUDITORIA. */
export const auditoriaRoutes = createRouter().openapi(
  listRoute({
    tag: TAG,
    path: '/auditoria',
    summary: 'Auditoría: cambios y accesos denegados (los más recientes primero)',
    query: AuditoriaQuery,
    record: Entrada.partial(),
    denied: deniedReplies('Sin el permiso AUDITORIA'),
  }),
  async (c) => {
    const q = c.req.valid('query');
    const page = await listAuditoria(ctx(c), {
      query: toListQuery(q),
      filtros: {
        entidad: q.entidad,
        entidadId: q.entidadId,
        usuarioId: q.usuarioId,
        accion: q.accion,
        fechaDesde: q.fechaDesde,
        fechaHasta: q.fechaHasta,
      },
    });
    return c.json(listEnvelope(page), 200);
  },
);
