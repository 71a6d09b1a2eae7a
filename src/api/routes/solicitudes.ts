import { createRoute, z } from '@hono/zod-openapi';
import { ESTADOS_SOLICITUD } from '../../db/schema/solicitudes.ts';
import { getSolicitud } from '../../domain/solicitudes/detalle.ts';
import { removeSolicitud, saveSolicitud } from '../../domain/solicitudes/edicion.ts';
import { listSolicitudes } from '../../domain/solicitudes/listado.ts';
import {
  createObservacion,
  removeObservacion,
  type TipoObservacion,
  updateObservacion,
} from '../../domain/solicitudes/observaciones.ts';
import { aceptarSolicitud, rechazarSolicitud } from '../../domain/solicitudes/resolucion.ts';
import { observacionSchema, resolucionSchema, solicitudSchema } from '../../domain/solicitudes/schema.ts';
import { acceptSpellings } from '../../domain/validation/grafias.ts';
import { solicitudesApi as t } from '../../i18n/solicitudes.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { deliverSoon } from '../../platform/mail/sender.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import { observacionRoutes } from '../observaciones.ts';
import {
  AuditoriaSchema,
  deletedRoute,
  deniedReplies,
  idParams,
  idQuery,
  jsonBody,
  jsonContent,
  listRoute,
  procesoTextoQuery,
  RefSchema,
  readOneReplies,
  updatedRoute,
  writeReplies,
} from '../openapi-helpers.ts';
import { domainContext as ctx, waitUntilOf } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Solicitudes';
const denied = deniedReplies('Sin el permiso GEST_SOLICITUDES');
const writeErrors = writeReplies({
  403: 'Sin el permiso GEST_SOLICITUDES (escritura)',
  404: 'La solicitud no existe',
  409: 'La solicitud no está pendiente, o sus no conformidades impiden la operación',
});
const SolicitudParams = idParams('solicitudId');

const SolicitudResumen = z
  .object({
    Id: z.number().int(),
    Referencia: z.string(),
    Fecha: z.string(),
    Solicitante: z.object({ Id: z.number().int(), Nombre: z.string(), CIF: z.string().nullable() }),
    Demo: z.boolean(),
    Ambito: RefSchema.nullable(),
    Provincia: RefSchema.nullable(),
    Municipio: RefSchema.nullable(),
    Estado: z.object({ Clave: z.enum(ESTADOS_SOLICITUD), Nombre: z.string() }),
    Proceso: z.object({ Id: z.number().int(), Codigo: z.string(), Nombre: z.string() }),
    Proyecto: z.object({ Id: z.number().int(), Codigo: z.string() }).nullable(),
  })
  .openapi('SolicitudResumen');
const Persona = z.object({ Id: z.number().int(), NombreCompleto: z.string() });
const Observacion = z.object({ Id: z.number().int(), Observacion: z.string(), Auditoria: AuditoriaSchema });
const Solicitud = SolicitudResumen.extend({
  CentroId: z.number().int(),
  Localidad: RefSchema.nullable(),
  Direccion: z.string().nullable(),
  CodigoPostal: z.string().nullable(),
  CIF: z.string().nullable(),
  FechaInicio: z.string().nullable(),
  FechaLimite: z.string().nullable(),
  FechaVisita: z.string().nullable(),
  Matricula: z.string().nullable(),
  Observaciones: z.string().nullable().openapi({ description: 'El campo observaciones de la solicitud' }),
  NICA: z.string().nullable(),
  FechaResolucion: z.string().nullable(),
  Tutor: Persona.nullable(),
  Administrativo: Persona.nullable(),
  Perfiles: z.array(z.looseObject({ Id: z.number().int(), Nombre: z.string(), Apellido1: z.string(), Cargo: z.string() })),
  Ficheros: z.array(
    z.object({
      Id: z.number().int(),
      NombreFisico: z.string(),
      Kb: z.number().int(),
      TipoFichero: z.object({ Clave: z.string(), Nombre: z.string() }),
    }),
  ),
  ListaObservaciones: z.array(Observacion),
  NoConformidades: z.array(Observacion),
  Auditoria: AuditoriaSchema,
}).openapi('Solicitud');
const SolicitudGuardada = Solicitud.extend({ message: z.string() });

const fechaQuery = (description: string) =>
  z
    .string()
    .max(10)
    .optional()
    .openapi({ description: `${description} (yyyy-mm-dd o dd/mm/yyyy)` });
const SolicitudesQuery = listQuery.extend({
  texto: textQuery('Nombre del centro, CIF o referencia'),
  fechaDesde: fechaQuery('Registradas desde este día'),
  fechaHasta: fechaQuery('Registradas hasta este día, incluido'),
  provinciaId: idQuery('De esta provincia'),
  estadoClave: z.enum(ESTADOS_SOLICITUD, { error: 'Estado no válido' }).optional().openapi({ description: 'PTE, ACE o NO_ACE' }),
  procesoId: idQuery('De este proceso'),
  procesoTexto: procesoTextoQuery(),
  ambitoId: idQuery('De este ámbito'),
});

const resolucionRoute = (accion: 'aceptar' | 'rechazar', summary: string) =>
  createRoute({
    method: 'put',
    path: `/solicitudes/{solicitudId}/${accion}`,
    tags: [TAG],
    summary,
    request: { params: SolicitudParams, ...jsonBody(resolucionSchema.openapi('SolicitudResolucion')) },
    responses: { 200: { description: 'Resuelta', ...jsonContent(SolicitudGuardada) }, ...writeErrors },
  });

/** Staff's requests management; the public submission lives elsewhere. */
const base = createRouter()
  .openapi(
    listRoute({
      tag: TAG,
      path: '/solicitudes',
      summary: 'Solicitudes (las más recientes primero)',
      query: SolicitudesQuery,
      record: SolicitudResumen.partial(),
      denied,
    }),
    async (c) => {
      const { texto, fechaDesde, fechaHasta, provinciaId, estadoClave, procesoId, procesoTexto, ambitoId, ...q } =
        c.req.valid('query');
      const page = await listSolicitudes(ctx(c), {
        query: toListQuery(q),
        filtros: { texto, fechaDesde, fechaHasta, provinciaId, estadoClave, procesoId, procesoTexto, ambitoId },
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/solicitudes/{solicitudId}',
      tags: [TAG],
      summary: 'Una solicitud con sus personas, ficheros, observaciones y no conformidades',
      request: { params: SolicitudParams },
      responses: { 200: { description: 'La solicitud', ...jsonContent(Solicitud) }, ...readOneReplies(denied, 'No existe') },
    }),
    async (c) => c.json(await getSolicitud(ctx(c), c.req.valid('param').solicitudId), 200),
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/solicitudes/{solicitudId}',
      summary: 'Modifica una solicitud pendiente',
      params: SolicitudParams,
      body: acceptSpellings(solicitudSchema).openapi('SolicitudDatos', {
        description:
          'Los campos del formulario de solicitud. NICA (o nica): una lista de clases del Anexo I, una sola clase o el ' +
          'texto "3, 41". solicitante: el Id de un solicitante registrado (o el objeto Solicitante de una lectura), al que ' +
          'pasa la solicitud; su CIF debe ser el de la solicitud; un texto es el nombre con el que se registra el ' +
          'solicitante. perfiles, si se envía, sustituye a las personas de la solicitud (comprobadas contra los perfiles ' +
          'de su proceso). notificar: true envía a las personas de la solicitud con correo el aviso de la modificación. ' +
          'Todo se guarda a la vez.',
      }),
      description: 'Guardada',
      record: SolicitudGuardada,
      errors: writeErrors,
    }),
    async (c) => {
      const record = await saveSolicitud(ctx(c), c.req.valid('param').solicitudId, c.req.valid('json'));
      // The notice (with `notificar`) goes out now; the scheduled job retries what fails.
      deliverSoon({ db: c.var.db, clock: c.var.clock, env: c.env, waitUntil: waitUntilOf(c) });
      return c.json({ message: t.guardado, ...record }, 200);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/solicitudes/{solicitudId}',
      summary: 'Elimina una solicitud pendiente',
      params: SolicitudParams,
      description: 'Eliminada',
      errors: writeErrors,
    }),
    async (c) => {
      await removeSolicitud(ctx(c), c.req.valid('param').solicitudId);
      return c.body(null, 204);
    },
  )
  .openapi(resolucionRoute('aceptar', 'Acepta la solicitud: crea el proyecto y su primera autoevaluación'), async (c) => {
    const record = await aceptarSolicitud(ctx(c), c.req.valid('param').solicitudId, c.req.valid('json'), {
      origin: publicOrigin(c.env),
    });
    // The invitations (and the notice) go out now; the scheduled job retries what fails.
    deliverSoon({ db: c.var.db, clock: c.var.clock, env: c.env, waitUntil: waitUntilOf(c) });
    return c.json({ message: t.aceptada, ...record }, 200);
  })
  .openapi(resolucionRoute('rechazar', 'Rechaza la solicitud (solo con no conformidades)'), async (c) => {
    const record = await rechazarSolicitud(ctx(c), c.req.valid('param').solicitudId, c.req.valid('json'));
    return c.json({ message: t.rechazada, ...record }, 200);
  });

/** Observations and non-conformities: the same three calls under two path names. */
function observacionesDeTipo(router: typeof base, tipo: TipoObservacion) {
  const lista = tipo === 'NC' ? 'noConformidades' : 'observaciones';
  const param = tipo === 'NC' ? 'noConformidadId' : 'observacionId';
  const nombre = tipo === 'NC' ? 'no conformidad' : 'observación';
  const body = observacionSchema;
  return observacionRoutes(router, {
    tag: TAG,
    create: {
      path: `/solicitudes/{solicitudId}/${lista}`,
      params: SolicitudParams,
      summary: `Añade una ${nombre} a una solicitud pendiente`,
      body,
      message: tipo === 'NC' ? t.noConformidadCreada : t.observacionCreada,
      run: (c, p, input) => createObservacion(c, p.solicitudId as number, tipo, input),
    },
    item: {
      path: `/solicitudes/${lista}/{${param}}`,
      param,
      summaries: { update: `Modifica una ${nombre}`, remove: `Elimina una ${nombre}` },
      body,
      saved: { message: t.guardado, first: true },
      update: (c, id, input) => updateObservacion(c, id, tipo, input),
      remove: (c, id) => removeObservacion(c, id, tipo),
    },
    errors: writeReplies({
      403: 'Sin el permiso GEST_SOLICITUDES (escritura)',
      404: `La ${nombre} no existe`,
      409: 'La solicitud no está pendiente',
    }),
  });
}

export const solicitudesRoutes = observacionesDeTipo(observacionesDeTipo(base, 'OBS'), 'NC');
