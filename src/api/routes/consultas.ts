import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { ORIGENES_CONSULTA } from '../../db/schema/consultas.ts';
import {
  createObservacionConsulta,
  listObservacionesConsulta,
  reasignarEtiquetasConsulta,
  removeConsulta,
  removeObservacionConsulta,
  updateObservacionConsulta,
} from '../../domain/consultas/edicion.ts';
import { saveConsulta } from '../../domain/consultas/guardar.ts';
import { getConsulta } from '../../domain/consultas/lectura.ts';
import { requireContactoDentroDelLimite } from '../../domain/consultas/limite.ts';
import { listConsultas, SIN } from '../../domain/consultas/listado.ts';
import { getMarcaContacto } from '../../domain/consultas/marca.ts';
import { listResponsablesConsulta } from '../../domain/consultas/responsables.ts';
import {
  consultaAltaSchema,
  consultaEtiquetasSchema,
  consultaObservacionSchema,
  consultaUpdateSchema,
  ESTADOS_CONSULTA,
} from '../../domain/consultas/schema.ts';
import { consultasApi as t } from '../../i18n/consultas.ts';
import { errores } from '../../i18n/errores.ts';
import { clientAddress } from '../client-address.ts';
import { listEnvelope, listQuery, queryInt, textQuery, toListQuery } from '../lists.ts';
import { observacionRoutes } from '../observaciones.ts';
import {
  AuditoriaSchema,
  deletedRoute,
  deniedReplies,
  EtiquetaRefSchema,
  errorReply,
  getOneRoute,
  idParams,
  idQuery,
  jsonBody,
  jsonContent,
  listRoute,
  readOneReplies,
  reassignRoute,
  responsableTextoQuery,
  updatedRoute,
  writeReplies,
} from '../openapi-helpers.ts';
import { domainContext as ctx } from '../request-context.ts';
import { createRouter } from '../router.ts';
import type { ApiEnv } from '../types.ts';

// Enquiries (consultas): the contact form's submission (public) and staff's list, record,
// changes, tags and observations (GEST_CONSULTAS; src/domain/consultas).

const TAG = 'Consultas';
const denied = deniedReplies('Sin GEST_CONSULTAS');
const writeErrors = writeReplies({
  403: 'Sin GEST_CONSULTAS (escritura)',
  404: 'La consulta no existe',
  409: 'La consulta cambió mientras se guardaba',
});
const Params = idParams('consultaId');

const Persona = z.object({ Id: z.number().int(), NombreCompleto: z.string() });
export const Consulta = z
  .object({
    Id: z.number().int(),
    Referencia: z.string().openapi({ example: 'CON-2026-7KD3MQ' }),
    FechaAlta: z.string(),
    Nombre: z.string(),
    TipoDocumentoIdentidadClave: z.string(),
    DocumentoIdentidad: z.string(),
    DireccionEmail: z.string(),
    Telefono: z.string(),
    Texto: z.string(),
    Origen: z.enum(ORIGENES_CONSULTA),
    Estado: z.object({ Clave: z.string(), Nombre: z.string(), Color: z.string() }).nullable(),
    FechaResolucion: z.string().nullable(),
    Respuesta: z.string().nullable(),
    Responsable: Persona.nullable(),
    Etiquetas: z.array(EtiquetaRefSchema),
    Auditoria: AuditoriaSchema,
  })
  .openapi('Consulta');
const Observacion = z
  .object({ Id: z.number().int(), Observacion: z.string(), Auditoria: AuditoriaSchema })
  .openapi('ConsultaObservacion');

const ConsultasQuery = listQuery.extend({
  texto: textQuery('Referencia, nombre, correo, documento o texto de la consulta'),
  fechaDesde: z.string().max(10).optional().openapi({ description: 'Recibida desde (dd/mm/aaaa o aaaa-mm-dd)' }),
  fechaHasta: z.string().max(10).optional().openapi({ description: 'Recibida hasta (dd/mm/aaaa o aaaa-mm-dd)' }),
  estadoClave: z
    .enum([...ESTADOS_CONSULTA, SIN], { error: t.estadoNoValido })
    .optional()
    .openapi({ description: 'pendiente, resuelta o sin (sin estado)' }),
  usuarioResponsableId: z
    .union([z.literal(SIN), queryInt({ min: 1 })])
    .optional()
    .openapi({ description: 'Id del responsable, o sin (sin responsable)', type: 'string' }),
  responsableTexto: responsableTextoQuery(),
  etiquetaId: idQuery('Con esta etiqueta (tipo CON)'),
});

/** 429 (Retry-After) for an address over its enquiries, before the body is read or checked. */
const limite: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await requireContactoDentroDelLimite(ctx(c), clientAddress(c));
  await next();
};

const ConsultaCreada = z.object({ Id: z.number().int(), Referencia: z.string(), message: z.string() }).openapi('ConsultaCreada');

const base = createRouter()
  .openapi(
    listRoute({
      tag: TAG,
      path: '/consultas',
      summary: 'Consultas con los filtros del listado, las más recientes primero',
      query: ConsultasQuery,
      record: Consulta.partial(),
      denied,
    }),
    async (c) => {
      const { texto, fechaDesde, fechaHasta, estadoClave, usuarioResponsableId, responsableTexto, etiquetaId, ...q } =
        c.req.valid('query');
      const page = await listConsultas(ctx(c), {
        query: toListQuery(q),
        filtros: { texto, fechaDesde, fechaHasta, estadoClave, usuarioResponsableId, responsableTexto, etiquetaId },
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/consultas/responsables',
      tags: [TAG],
      summary: 'Usuarios que pueden ser responsables de una consulta (con GEST_CONSULTAS)',
      responses: {
        200: { description: 'Usuarios', ...jsonContent(z.object({ Registros: z.array(Persona) })) },
        ...denied,
      },
    }),
    async (c) => c.json({ Registros: await listResponsablesConsulta(ctx(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/consultas/marca',
      tags: [TAG],
      summary: 'Marca firmada del formulario de contacto (envíese como marca con la consulta)',
      description:
        'Pública. La hora de emisión firmada por el servidor: una consulta enviada con ella antes de unos segundos, ' +
        'o pasado un día, se rechaza (422).',
      responses: { 200: { description: 'La marca', ...jsonContent(z.object({ marca: z.string() })) } },
    }),
    async (c) => c.json({ marca: await getMarcaContacto(ctx(c)) }, 200),
  )
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/consultas/{consultaId}',
      summary: 'Una consulta con sus observaciones',
      params: Params,
      description: 'La consulta',
      record: Consulta.extend({ Observaciones: z.array(Observacion) }),
      errors: readOneReplies(denied, 'La consulta no existe'),
    }),
    async (c) => c.json(await getConsulta(ctx(c), c.req.valid('param').consultaId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/consultas',
      tags: [TAG],
      summary: 'Envía una consulta (formulario de contacto) o la registra el personal',
      description:
        'Pública a través del formulario de contacto: exige aceptaPrivacidad, sitioWeb vacío (campo oculto) y la marca ' +
        'de GET consultas/marca con al menos unos segundos y como mucho un día; como máximo 10 por hora desde una ' +
        'dirección (429 con Retry-After); la consulta queda pendiente. El personal con GEST_CONSULTAS (escritura) la ' +
        'registra sin marca con el formulario completo: origen (correo, telefono, presencial; por defecto gestion), ' +
        'estadoClave, usuarioResponsableId, fechaResolucion y respuesta, con las reglas de PUT. La consulta y el correo ' +
        'de acuse con su referencia (y el de la respuesta si se registra resuelta) se guardan a la vez.',
      middleware: [limite] as const,
      request: jsonBody(consultaAltaSchema.openapi('ConsultaAlta')),
      responses: {
        201: { description: 'Consulta registrada con su referencia', ...jsonContent(ConsultaCreada) },
        400: errorReply('Cuerpo mal formado'),
        422: errorReply('Datos no válidos, privacidad sin aceptar, formulario caducado o enviado demasiado rápido'),
        429: errorReply('Demasiadas consultas desde esta conexión en la última hora (Retry-After)'),
      },
    }),
    async (c) => {
      const created = await saveConsulta(ctx(c), c.req.valid('json'), { direccion: clientAddress(c) });
      const message = created.origen === 'contacto' ? t.enviada(created.Referencia) : t.creada(created.Referencia);
      return c.json({ Id: created.Id, Referencia: created.Referencia, message }, 201);
    },
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/consultas/{consultaId}',
      summary: 'Modifica una consulta: estado, responsable, resolución y respuesta (que se envía por correo)',
      params: Params,
      body: consultaUpdateSchema.openapi('ConsultaDatos'),
      description: 'Guardada',
      record: Consulta.extend({ message: z.string() }),
      errors: writeErrors,
    }),
    async (c) => {
      const record = await saveConsulta(ctx(c), c.req.valid('param').consultaId, c.req.valid('json'));
      return c.json({ ...record, message: t.guardada }, 200);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/consultas/{consultaId}',
      summary: 'Elimina una consulta con sus etiquetas y observaciones',
      params: Params,
      description: 'Eliminada',
      errors: writeErrors,
    }),
    async (c) => {
      await removeConsulta(ctx(c), c.req.valid('param').consultaId);
      return c.body(null, 204);
    },
  )
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/consultas/{consultaId}/etiquetas/reasignar',
      summary: 'Sustituye las etiquetas (tipo CON) de la consulta; etiquetas u objetoEtiquetas',
      params: Params,
      body: consultaEtiquetasSchema.openapi('ConsultaEtiquetas'),
      field: 'Etiquetas',
      item: EtiquetaRefSchema,
      description: 'Guardado',
      errors: writeErrors,
    }),
    async (c) => {
      const list = await reasignarEtiquetasConsulta(ctx(c), c.req.valid('param').consultaId, c.req.valid('json').etiquetas);
      return c.json({ message: errores.exito, Etiquetas: list }, 200);
    },
  );

export const consultasRoutes = observacionRoutes(base, {
  tag: TAG,
  list: {
    summary: 'Observaciones de la consulta',
    record: Observacion,
    errors: readOneReplies(denied, 'La consulta no existe'),
    run: (c, p) => listObservacionesConsulta(c, p.consultaId as number),
  },
  create: {
    path: '/consultas/{consultaId}/observaciones',
    params: Params,
    summary: 'Añade una observación a la consulta',
    body: consultaObservacionSchema.openapi('ConsultaObservacionDatos'),
    message: errores.exito,
    run: (c, p, input) => createObservacionConsulta(c, p.consultaId as number, input),
  },
  item: {
    path: '/consultas/observaciones/{observacionId}',
    param: 'observacionId',
    summaries: { update: 'Modifica una observación de una consulta', remove: 'Elimina una observación de una consulta' },
    body: consultaObservacionSchema,
    update: updateObservacionConsulta,
    remove: removeObservacionConsulta,
  },
  errors: writeErrors,
  deleteDescribes400: true,
});
