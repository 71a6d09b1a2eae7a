import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createAcreditacion, deleteAcreditacion, updateAcreditacion } from '../../domain/acreditaciones/escritura.ts';
import { getAcreditacion, listAcreditaciones } from '../../domain/acreditaciones/lectura.ts';
import {
  createObservacion,
  deleteObservacion,
  listObservaciones,
  updateObservacion,
} from '../../domain/acreditaciones/observaciones.ts';
import { proyectosElegibles } from '../../domain/acreditaciones/opciones.ts';
import { acreditacionObservacionSchema, acreditacionSchema, ESTADOS_ACREDITACION } from '../../domain/acreditaciones/schema.ts';
import { acreditacionesApi as t } from '../../i18n/acreditaciones-gestion.ts';
import { getStorage } from '../../platform/storage/index.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import {
  AuditoriaSchema,
  CreatedSchema,
  deniedReplies,
  errorReply,
  idParams,
  idQuery,
  jsonBody,
  jsonContent,
  listRoute,
  RefSchema,
  readOneReplies,
  writeReplies,
} from '../openapi-helpers.ts';
import { domainContext as ctx } from '../request-context.ts';
import { createRouter } from '../router.ts';
import type { ApiEnv } from '../types.ts';

const TAG = 'Acreditaciones';
const denied = deniedReplies('Sin el permiso GEST_CERT_ACRED');
const writeErrors = writeReplies({
  403: 'Sin el permiso GEST_CERT_ACRED (escritura)',
  404: 'La acreditación no existe',
  409: 'Código en uso, o la acreditación ha cambiado desde que se leyó',
});
const Params = idParams('acreditacionId');
const ObsParams = idParams('acreditacionObservacionId');
const Body = acreditacionSchema.openapi('AcreditacionDatos');
const ObsBody = acreditacionObservacionSchema.openapi('AcreditacionObservacionDatos');

const FicheroRef = z.object({ Id: z.number().int(), NombreFisico: z.string(), Kb: z.number().int() });
const Acreditacion = z
  .object({
    Id: z.number().int(),
    Codigo: z.string(),
    Proyecto: z.object({ Id: z.number().int(), Codigo: z.string(), FaseClave: z.string() }),
    Centro: RefSchema,
    FechaPublicacion: z.string().nullable(),
    FechaVigencia: z.string().nullable(),
    FechaRevocacion: z.string().nullable(),
    FechaSuspension: z.string().nullable(),
    EstadoClave: z.string(),
    Situacion: z.string().openapi({ description: 'VIGENTE, CADUCADA, SUSPENDIDA, REVOCADA o NO_PUBLICADA (hoy)' }),
    CSV: z.string().openapi({ description: 'Código seguro de verificación' }),
    Nivel: z.object({ Clave: z.string(), Nombre: z.string().nullable() }).nullable(),
    FicheroPublico: FicheroRef.nullable(),
    FicheroPrivado: FicheroRef.nullable(),
    Version: z.string(),
    Auditoria: AuditoriaSchema,
  })
  .openapi('Acreditacion');
const Observacion = z.object({ Id: z.number().int(), Observacion: z.string(), Auditoria: AuditoriaSchema });
const ProyectoElegible = z.object({ Id: z.number().int(), Codigo: z.string(), FaseClave: z.string(), Centro: z.string() });

const fechaQuery = (description: string) =>
  z
    .string()
    .max(10)
    .optional()
    .openapi({ description: `${description} (yyyy-mm-dd o dd/mm/yyyy)` });
const AcreditacionesQuery = listQuery.extend({
  texto: textQuery('Código, código del proyecto, centro o código de verificación'),
  fechaDesde: fechaQuery('Publicadas desde este día'),
  fechaHasta: fechaQuery('Publicadas hasta este día, incluido'),
  estado: z.enum(ESTADOS_ACREDITACION, { error: t.estadoNoValido }).optional(),
  centroId: idQuery('Del centro'),
});
const ElegiblesQuery = z.object({
  texto: textQuery('Código del proyecto o nombre del centro'),
  incluir: idQuery('Un proyecto que se ofrece aunque ya no admita acreditación (el de la acreditación editada)'),
});

const ficherosCtx = (c: Context<ApiEnv>) => ({ ...ctx(c), storage: getStorage(c.env) });

/** Accreditations management (GEST_CERT_ACRED). Fixed sub-paths come before {acreditacionId}. */
export const acreditacionesRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/acreditaciones/proyectosElegibles',
      tags: [TAG],
      summary: 'Proyectos que admiten acreditación (en curso en FIN-INI, AUT-SEG, EVA-SEG, AUT-SEG-EST, EVA-SEG-EST o FIN-SEG)',
      request: { query: ElegiblesQuery },
      responses: {
        200: { description: 'Proyectos', ...jsonContent(z.object({ Registros: z.array(ProyectoElegible) })) },
        400: errorReply('Parámetros no válidos'),
        ...denied,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json({ Registros: await proyectosElegibles(ctx(c), { texto: q.texto, incluir: q.incluir }) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/acreditaciones/observaciones/{acreditacionObservacionId}',
      tags: [TAG],
      summary: 'Modifica una observación',
      request: { params: ObsParams, ...jsonBody(ObsBody) },
      responses: {
        200: {
          description: 'Guardada',
          ...jsonContent(z.object({ Id: z.number().int(), Observacion: z.string(), message: z.string() })),
        },
        ...writeErrors,
      },
    }),
    async (c) => {
      const r = await updateObservacion(ctx(c), c.req.valid('param').acreditacionObservacionId, c.req.valid('json'));
      return c.json({ ...r, message: t.guardada }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/acreditaciones/observaciones/{acreditacionObservacionId}',
      tags: [TAG],
      summary: 'Elimina una observación',
      request: { params: ObsParams },
      responses: { 204: { description: 'Eliminada' }, ...writeErrors },
    }),
    async (c) => {
      await deleteObservacion(ctx(c), c.req.valid('param').acreditacionObservacionId);
      return c.body(null, 204);
    },
  )
  .openapi(
    listRoute({
      tag: TAG,
      path: '/acreditaciones',
      summary: 'Acreditaciones (las de publicación más reciente primero)',
      query: AcreditacionesQuery,
      record: Acreditacion.partial(),
      denied,
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listAcreditaciones(ctx(c), {
        query: toListQuery(q),
        filtros: { texto: q.texto, fechaDesde: q.fechaDesde, fechaHasta: q.fechaHasta, estado: q.estado, centroId: q.centroId },
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/acreditaciones/{acreditacionId}',
      tags: [TAG],
      summary: 'Una acreditación',
      request: { params: Params },
      responses: {
        200: { description: 'La acreditación', ...jsonContent(Acreditacion) },
        ...readOneReplies(denied, 'No existe'),
      },
    }),
    async (c) => c.json(await getAcreditacion(ctx(c), c.req.valid('param').acreditacionId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/acreditaciones',
      tags: [TAG],
      summary: 'Crea una acreditación para un proyecto que la admite (con su código seguro de verificación)',
      request: jsonBody(Body),
      responses: { 201: { description: 'Creada', ...jsonContent(CreatedSchema) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await createAcreditacion(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.creada }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/acreditaciones/{acreditacionId}',
      tags: [TAG],
      summary: 'Modifica una acreditación (envíe la Version leída)',
      request: { params: Params, ...jsonBody(Body) },
      responses: {
        200: { description: 'Guardada', ...jsonContent(Acreditacion.extend({ message: z.string() })) },
        ...writeErrors,
      },
    }),
    async (c) => {
      const r = await updateAcreditacion(ctx(c), c.req.valid('param').acreditacionId, c.req.valid('json'));
      return c.json({ message: t.guardada, ...r }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/acreditaciones/{acreditacionId}',
      tags: [TAG],
      summary: 'Elimina una acreditación con sus ficheros y observaciones',
      request: { params: Params },
      responses: { 204: { description: 'Eliminada' }, ...writeErrors },
    }),
    async (c) => {
      await deleteAcreditacion(ficherosCtx(c), c.req.valid('param').acreditacionId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/acreditaciones/{acreditacionId}/observaciones',
      tags: [TAG],
      summary: 'Las observaciones de una acreditación',
      request: { params: Params },
      responses: {
        200: { description: 'Observaciones', ...jsonContent(z.object({ Registros: z.array(Observacion) })) },
        ...readOneReplies(denied, 'No existe'),
      },
    }),
    async (c) => c.json({ Registros: await listObservaciones(ctx(c), c.req.valid('param').acreditacionId) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/acreditaciones/{acreditacionId}/observaciones',
      tags: [TAG],
      summary: 'Añade una observación',
      request: { params: Params, ...jsonBody(ObsBody) },
      responses: { 201: { description: 'Creada', ...jsonContent(CreatedSchema) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await createObservacion(ctx(c), c.req.valid('param').acreditacionId, c.req.valid('json'));
      return c.json({ Id: id, message: t.observacionCreada }, 201);
    },
  );
