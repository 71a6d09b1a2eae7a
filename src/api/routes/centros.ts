import { createRoute, z } from '@hono/zod-openapi';
import { getCentro, listCentros, removeCentro, saveCentro } from '../../domain/centros/centros.ts';
import { centroSchema } from '../../domain/centros/schema.ts';
import { acceptSpellings } from '../../domain/validation/grafias.ts';
import { centrosApi as t } from '../../i18n/centros.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import {
  AuditoriaSchema,
  createdRoute,
  deletedRoute,
  deniedReplies,
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

const TAG = 'Solicitantes';
const denied = deniedReplies('Sin el permiso GEST_CENTROS o GEST_SOLICITUDES');
const writeErrors = writeReplies({
  403: 'Sin el permiso GEST_CENTROS (escritura)',
  404: 'El solicitante no existe',
  409: 'CIF en uso, o el solicitante tiene solicitudes',
});
const CentroParams = idParams('centroId');
/** The centre form; `CIF` as the spec spells it, or `cif`. */
const CentroBody = acceptSpellings(centroSchema).openapi('CentroDatos');

const Centro = z
  .object({
    Id: z.number().int(),
    Nombre: z.string(),
    Direccion: z.string().nullable(),
    CodigoPostal: z.string(),
    CIF: z.string().nullable(),
    Provincia: RefSchema.nullable(),
    Municipio: RefSchema.nullable(),
    Localidad: RefSchema.nullable(),
    FechaAlta: z.string(),
    Auditoria: AuditoriaSchema,
  })
  .openapi('Centro');
const CentroDetalle = Centro.extend({ NumeroSolicitudes: z.number().int() });

const fechaQuery = (description: string) =>
  z
    .string()
    .max(10)
    .optional()
    .openapi({ description: `${description} (yyyy-mm-dd o dd/mm/yyyy)` });
const CentrosQuery = listQuery.extend({
  texto: textQuery('Nombre, CIF, código postal o dirección'),
  fechaDesde: fechaQuery('Dados de alta desde este día'),
  fechaHasta: fechaQuery('Dados de alta hasta este día, incluido'),
  provinciaId: idQuery('De esta provincia'),
});

/** Applicant centres, the spec's solicitantes. */
export const centrosRoutes = createRouter()
  .openapi(
    listRoute({
      tag: TAG,
      path: '/centros',
      summary: 'Solicitantes (los más recientes primero)',
      query: CentrosQuery,
      record: Centro.partial(),
      denied,
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listCentros(ctx(c), {
        query: toListQuery(q),
        filtros: { texto: q.texto, fechaDesde: q.fechaDesde, fechaHasta: q.fechaHasta, provinciaId: q.provinciaId },
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/centros/{centroId}',
      summary: 'Un solicitante y su número de solicitudes',
      params: CentroParams,
      description: 'El solicitante',
      record: CentroDetalle,
      errors: readOneReplies(denied, 'No existe'),
    }),
    async (c) => c.json(await getCentro(ctx(c), c.req.valid('param').centroId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/centros',
      summary: 'Da de alta un solicitante',
      body: CentroBody,
      description: 'Creado',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await saveCentro(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.creado }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/centros/{centroId}',
      tags: [TAG],
      summary: 'Modifica un solicitante',
      request: { params: CentroParams, ...jsonBody(CentroBody) },
      responses: {
        200: { description: 'Guardado', ...jsonContent(CentroDetalle.extend({ message: z.string() })) },
        ...writeErrors,
      },
    }),
    async (c) => {
      const record = await saveCentro(ctx(c), c.req.valid('param').centroId, c.req.valid('json'));
      return c.json({ message: t.guardado, ...record }, 200);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/centros/{centroId}',
      summary: 'Elimina un solicitante sin solicitudes',
      params: CentroParams,
      description: 'Eliminado',
      errors: writeErrors,
    }),
    async (c) => {
      await removeCentro(ctx(c), c.req.valid('param').centroId);
      return c.body(null, 204);
    },
  );
