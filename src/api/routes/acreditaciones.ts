import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { removeAcreditacion, saveAcreditacion } from '../../domain/acreditaciones/escritura.ts';
import { getAcreditacion, listAcreditaciones } from '../../domain/acreditaciones/lectura.ts';
import {
  createObservacion,
  listObservaciones,
  removeObservacion,
  updateObservacion,
} from '../../domain/acreditaciones/observaciones.ts';
import { proyectosElegibles } from '../../domain/acreditaciones/opciones.ts';
import { acreditacionObservacionSchema, acreditacionSchema, ESTADOS_ACREDITACION } from '../../domain/acreditaciones/schema.ts';
import { acreditacionesApi as t } from '../../i18n/acreditaciones-gestion.ts';
import { getStorage } from '../../platform/storage/index.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import { observacionRoutes } from '../observaciones.ts';
import {
  AuditoriaSchema,
  createdRoute,
  deletedRoute,
  deniedReplies,
  errorReply,
  getOneRoute,
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
const base = createRouter()
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
    getOneRoute({
      tag: TAG,
      path: '/acreditaciones/{acreditacionId}',
      summary: 'Una acreditación',
      params: Params,
      description: 'La acreditación',
      record: Acreditacion,
      errors: readOneReplies(denied, 'No existe'),
    }),
    async (c) => c.json(await getAcreditacion(ctx(c), c.req.valid('param').acreditacionId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/acreditaciones',
      summary: 'Crea una acreditación para un proyecto que la admite (con su código seguro de verificación)',
      body: Body,
      description: 'Creada',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await saveAcreditacion(ctx(c), c.req.valid('json'));
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
      const r = await saveAcreditacion(ctx(c), c.req.valid('param').acreditacionId, c.req.valid('json'));
      return c.json({ message: t.guardada, ...r }, 200);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/acreditaciones/{acreditacionId}',
      summary: 'Elimina una acreditación con sus ficheros y observaciones',
      params: Params,
      description: 'Eliminada',
      errors: writeErrors,
    }),
    async (c) => {
      await removeAcreditacion(ficherosCtx(c), c.req.valid('param').acreditacionId);
      return c.body(null, 204);
    },
  );

export const acreditacionesRoutes = observacionRoutes(base, {
  tag: TAG,
  list: {
    summary: 'Las observaciones de una acreditación',
    record: Observacion,
    errors: readOneReplies(denied, 'No existe'),
    run: (c, p) => listObservaciones(c, p.acreditacionId as number),
  },
  create: {
    path: '/acreditaciones/{acreditacionId}/observaciones',
    params: Params,
    summary: 'Añade una observación',
    body: ObsBody,
    message: t.observacionCreada,
    run: (c, p, input) => createObservacion(c, p.acreditacionId as number, input),
  },
  item: {
    path: '/acreditaciones/observaciones/{acreditacionObservacionId}',
    param: 'acreditacionObservacionId',
    summaries: { update: 'Modifica una observación', remove: 'Elimina una observación' },
    body: ObsBody,
    saved: { message: t.guardada },
    update: updateObservacion,
    remove: removeObservacion,
  },
  errors: writeErrors,
});
