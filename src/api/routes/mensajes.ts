import { createRoute, z } from '@hono/zod-openapi';
import { etiquetasSchema } from '../../domain/catalogo/estandares-schema.ts';
import { getAvisosMensajes, saveAvisosMensajes } from '../../domain/mensajes/avisos.ts';
import { saveMensaje } from '../../domain/mensajes/envio.ts';
import { reasignarEtiquetasMensaje } from '../../domain/mensajes/etiquetas.ts';
import { getHilo, getNoLeidos, listHilos } from '../../domain/mensajes/lectura.ts';
import { listLecturas, marcarHiloLeido } from '../../domain/mensajes/lecturas.ts';
import { getMensaje } from '../../domain/mensajes/mensaje.ts';
import { avisosSchema, mensajeSchema } from '../../domain/mensajes/schema.ts';
import { errores } from '../../i18n/errores.ts';
import { mensajesApi as t } from '../../i18n/mensajes.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { deliverSoon } from '../../platform/mail/sender.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import {
  booleanQuery,
  CreatedSchema,
  deniedReplies,
  EtiquetaRefSchema,
  getOneRoute,
  idParams,
  idQuery,
  jsonBody,
  jsonContent,
  listRoute,
  MessageOnlySchema,
  readOneReplies,
  reassignRoute,
  writeReplies,
} from '../openapi-helpers.ts';
import { domainContext as ctx, waitUntilOf } from '../request-context.ts';
import { createRouter } from '../router.ts';

// Messages between a project's centre team and the agency (ADR 0057). The spec's calls are
// POST mensajes and POST mensajes/{id}/etiquetas/reasignar; the reads (the inbox, a thread,
// who read a message, the unread count), marking a thread read and the mail preference are
// this product's own, in the same style. Rules in access/rules-mensajes.ts; the domain decides
// within each project (src/domain/mensajes/acceso.ts).

const TAG = 'Mensajes';
const denied = deniedReplies('Sin COMUNIC en el proyecto ni GEST_COMUNIC');
const HiloParams = idParams('hiloId');
const MensajeParams = idParams('mensajeId');

const HiloResumen = z
  .object({
    Id: z.number().int(),
    Asunto: z.string(),
    Proyecto: z.object({ Id: z.number().int(), Codigo: z.string() }),
    Centro: z.object({ Id: z.number().int(), Nombre: z.string() }),
    Estandar: z.object({ Id: z.number().int(), Codigo: z.string() }).nullable(),
    UltimoEn: z.string(),
    Mensajes: z.number().int(),
    NoLeidos: z.number().int(),
  })
  .openapi('HiloResumen');

const Mensaje = z.object({
  Id: z.number().int(),
  MensajePadreId: z.number().int().nullable(),
  Asunto: z.string(),
  Cuerpo: z.string(),
  TipoClave: z.string().nullable(),
  Lado: z.enum(['CEN', 'AGE']),
  Autor: z.object({ Id: z.number().int().nullable(), Nombre: z.string() }),
  Fecha: z.string(),
  Nuevo: z.boolean(),
  Lecturas: z.number().int(),
  Etiquetas: z.array(EtiquetaRefSchema),
  Adjuntos: z.array(z.object({ Id: z.number().int(), NombreFisico: z.string(), Kb: z.number().int() })),
  Propio: z.boolean(),
});

const Hilo = z
  .object({
    Id: z.number().int(),
    Asunto: z.string(),
    Proyecto: z.object({ Id: z.number().int(), Codigo: z.string(), Centro: z.string() }),
    Estandar: z.object({ Id: z.number().int(), Codigo: z.string(), Descripcion: z.string() }).nullable(),
    Mensajes: z.array(Mensaje),
    Lado: z.enum(['CEN', 'AGE']),
    Escribe: z.boolean(),
  })
  .openapi('Hilo');

const Lectura = z.object({
  Usuario: z.object({ Id: z.number().int(), NombreCompleto: z.string() }),
  Fecha: z.string(),
});

const HilosQuery = listQuery.extend({
  proyectoId: idQuery('Hilos de este proyecto (el equipo del centro debe indicarlo)'),
  centroId: idQuery('Hilos de los proyectos de este centro'),
  estandarId: idQuery('Preguntas sobre este estándar'),
  etiquetaId: idQuery('Hilos con algún mensaje con esta etiqueta (tipo MEN)'),
  noLeidos: booleanQuery('Solo hilos con mensajes sin leer', t.noLeidosNoValido),
  texto: textQuery('Asunto, código del proyecto o nombre del centro'),
});

const NoLeidosQuery = z.object({ proyectoId: idQuery('Solo los de este proyecto') });

export const mensajesRoutes = createRouter()
  .openapi(
    listRoute({
      tag: TAG,
      path: '/mensajes',
      summary: 'Hilos de mensajes: los de un proyecto, o la bandeja de la agencia (filtros proyecto, centro, etiqueta, sin leer)',
      query: HilosQuery,
      record: HiloResumen,
      denied: { ...denied, 404: { description: 'El proyecto no existe' } },
    }),
    async (c) => {
      const { proyectoId, centroId, estandarId, etiquetaId, noLeidos, texto, ...q } = c.req.valid('query');
      const page = await listHilos(ctx(c), { proyectoId, centroId, estandarId, etiquetaId, noLeidos, texto }, toListQuery(q));
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/mensajes',
      tags: [TAG],
      summary: 'Envía un mensaje al proyecto: un hilo nuevo, o una respuesta (mensajePadreId)',
      request: jsonBody(mensajeSchema.openapi('MensajeDatos')),
      responses: {
        201: { description: 'Enviado', ...jsonContent(CreatedSchema.extend({ HiloId: z.number().int() })) },
        ...writeReplies({ 404: 'El proyecto no existe', 409: 'No aplica' }),
      },
    }),
    async (c) => {
      const enviado = await saveMensaje(ctx(c), c.req.valid('json'), publicOrigin(c.env));
      deliverSoon({ db: c.var.db, clock: c.var.clock, env: c.env, waitUntil: waitUntilOf(c) });
      return c.json({ Id: enviado.Id, HiloId: enviado.HiloId, message: t.enviado }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/mensajes/noLeidos',
      tags: [TAG],
      summary: 'Cuántos mensajes tiene sin leer quien llama (en un proyecto o en toda la instancia)',
      request: { query: NoLeidosQuery },
      responses: { 200: { description: 'Recuento', ...jsonContent(z.object({ Total: z.number().int() })) }, 401: denied[401] },
    }),
    async (c) => c.json({ Total: await getNoLeidos(ctx(c), { proyectoId: c.req.valid('query').proyectoId }) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/mensajes/avisos',
      tags: [TAG],
      summary: 'Si quien llama recibe un correo con cada mensaje nuevo',
      responses: { 200: { description: 'Preferencia', ...jsonContent(z.object({ Correo: z.boolean() })) }, 401: denied[401] },
    }),
    async (c) => c.json(await getAvisosMensajes(ctx(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/mensajes/avisos',
      tags: [TAG],
      summary: 'Activa o desactiva, para quien llama, el correo de cada mensaje nuevo',
      request: jsonBody(avisosSchema.openapi('MensajeAvisos')),
      responses: {
        200: { description: 'Guardado', ...jsonContent(MessageOnlySchema.extend({ Correo: z.boolean() })) },
        401: denied[401],
        422: { description: 'Datos no válidos' },
      },
    }),
    async (c) => c.json({ message: t.avisosGuardados, ...(await saveAvisosMensajes(ctx(c), c.req.valid('json').correo)) }, 200),
  )
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/mensajes/hilos/{hiloId}',
      summary: 'Un hilo con sus mensajes',
      params: HiloParams,
      description: 'Hilo',
      record: Hilo,
      errors: readOneReplies(denied, 'La conversación no existe'),
    }),
    async (c) => c.json(await getHilo(ctx(c), c.req.valid('param').hiloId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/mensajes/hilos/{hiloId}/leido',
      tags: [TAG],
      summary: 'Marca como leídos, para quien llama, los mensajes del hilo',
      request: { params: HiloParams },
      responses: {
        200: { description: 'Leído', ...jsonContent(MessageOnlySchema.extend({ Leidos: z.number().int() })) },
        ...readOneReplies(denied, 'La conversación no existe'),
      },
    }),
    async (c) => c.json({ message: t.leido, Leidos: await marcarHiloLeido(ctx(c), c.req.valid('param').hiloId) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/mensajes/{mensajeId}/lecturas',
      tags: [TAG],
      summary: 'Quién ha leído el mensaje y cuándo',
      request: { params: MensajeParams },
      responses: {
        200: { description: 'Lecturas', ...jsonContent(z.object({ Registros: z.array(Lectura) })) },
        ...readOneReplies(denied, 'El mensaje no existe'),
      },
    }),
    async (c) => c.json({ Registros: await listLecturas(ctx(c), c.req.valid('param').mensajeId) }, 200),
  )
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/mensajes/{mensajeId}/etiquetas/reasignar',
      summary: 'Sustituye las etiquetas (tipo MEN) del mensaje; etiquetas u objetoEtiquetas',
      params: MensajeParams,
      body: etiquetasSchema.openapi('MensajeEtiquetas'),
      field: 'Etiquetas',
      item: EtiquetaRefSchema,
      description: 'Guardado',
      errors: writeReplies({ 403: 'Sin GEST_COMUNIC (escritura)', 404: 'El mensaje no existe', 409: 'No aplica' }),
    }),
    async (c) => {
      const list = await reasignarEtiquetasMensaje(ctx(c), c.req.valid('param').mensajeId, c.req.valid('json').etiquetas);
      return c.json({ message: errores.exito, Etiquetas: list }, 200);
    },
  )
  // After the fixed sub-paths (noLeidos, avisos), so they are not taken for an id.
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/mensajes/{mensajeId}',
      summary: 'Un mensaje, como lo muestra su hilo, con el Id de su hilo y de su proyecto',
      params: MensajeParams,
      description: 'Mensaje',
      record: Mensaje.extend({ HiloId: z.number().int(), ProyectoId: z.number().int() }).openapi('MensajeRegistro'),
      errors: readOneReplies(denied, 'El mensaje no existe'),
    }),
    async (c) => c.json(await getMensaje(ctx(c), c.req.valid('param').mensajeId), 200),
  );
