import { createRoute, z } from '@hono/zod-openapi';
import { getFormulario, listFormularios, removeFormulario, saveFormulario } from '../../domain/catalogo/formularios.ts';
import { importFormulario } from '../../domain/catalogo/formularios-importar.ts';
import {
  formularioImportSchema,
  formularioSchema,
  ordenarSchema,
  preguntaCreateSchema,
  preguntaUpdateSchema,
  respuestaCreateSchema,
  respuestaUpdateSchema,
} from '../../domain/catalogo/formularios-schema.ts';
import { getPregunta, ordenarPreguntas, removePregunta, savePregunta } from '../../domain/catalogo/preguntas.ts';
import { getRespuesta, ordenarRespuestas, removeRespuesta, saveRespuesta } from '../../domain/catalogo/respuestas.ts';
import { catalogoPruebas as t } from '../../i18n/catalogo-pruebas.ts';
import { errores } from '../../i18n/errores.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import {
  AuditoriaSchema,
  catalogoReadDenied,
  catalogoWriteReplies,
  createdRoute,
  deletedRoute,
  errorReply,
  idParams,
  jsonBody,
  jsonContent,
  listRoute,
  MessageOnlySchema,
  updatedRoute,
} from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Formularios';

const FormularioParams = idParams('formularioId');
const PreguntaParams = idParams('preguntaId');
const RespuestaParams = idParams('respuestaId');

export const Respuesta = z
  .object({
    Id: z.number().int(),
    Enunciado: z.string().nullable(),
    Correcta: z.boolean(),
    Esencial: z.boolean(),
    Orden: z.number().int(),
  })
  .openapi('Respuesta');
export const Pregunta = z
  .object({
    Id: z.number().int(),
    Enunciado: z.string(),
    Tipo: z.object({ Clave: z.string(), Nombre: z.string() }),
    Esencial: z.boolean(),
    Minimo: z.number().int().nullable(),
    Maximo: z.number().int().nullable(),
    Orden: z.number().int(),
    Aclaraciones: z.string().nullable(),
    Respuestas: z.array(Respuesta),
  })
  .openapi('Pregunta');
const Formulario = z
  .object({
    Id: z.number().int(),
    Titulo: z.string(),
    Aclaraciones: z.string().nullable(),
    Minimo: z.number().int(),
    Preguntas: z.array(Pregunta),
    Auditoria: AuditoriaSchema,
  })
  .openapi('Formulario');
const FormularioFila = z
  .object({
    Id: z.number().int(),
    Titulo: z.string(),
    Aclaraciones: z.string().nullable(),
    Minimo: z.number().int(),
    NumeroPreguntas: z.number().int(),
    NumeroPruebas: z.number().int(),
    Auditoria: AuditoriaSchema,
  })
  .partial()
  .openapi('FormularioFila');

// The read of one record answers 400 'Parámetros no válidos', as the list does.
const readErrors = { 400: errorReply('Parámetros no válidos'), ...catalogoReadDenied };
const writeErrors = catalogoWriteReplies({
  404: 'No existe',
  409: 'Formulario congelado (lo usa una prueba de un manual publicado) o en uso',
});
const ordenar = jsonBody(ordenarSchema.openapi('Ordenacion'));

/** Forms, their questions and answers, and the form clone. */
export const formulariosRoutes = createRouter()
  .openapi(
    listRoute({
      tag: TAG,
      path: '/formularios',
      summary: 'Lista de formularios (campos=Id,Titulo para selectores)',
      query: listQuery.extend({ texto: textQuery('Título o aclaraciones') }),
      record: FormularioFila,
      denied: catalogoReadDenied,
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(listEnvelope(await listFormularios(domainContext(c), { query: toListQuery(q), texto: q.texto })), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/formularios/{formularioId}',
      tags: [TAG],
      summary: 'Un formulario con sus preguntas y respuestas (sin su Id, sirve para importar)',
      request: { params: FormularioParams },
      responses: {
        200: { description: 'El formulario', ...jsonContent(Formulario) },
        ...readErrors,
        404: errorReply('No existe'),
      },
    }),
    async (c) => c.json(await getFormulario(domainContext(c), c.req.valid('param').formularioId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/formularios',
      summary: 'Crea un formulario',
      body: formularioSchema.openapi('FormularioDatos'),
      description: 'Creado',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await saveFormulario(domainContext(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.formularioCreado }, 201);
    },
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/formularios/importar',
      summary: 'Clona: crea un formulario nuevo desde el JSON de GET /formularios/{id} sin su Id',
      body: formularioImportSchema.openapi('FormularioImportacion'),
      description: 'Creado',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await importFormulario(domainContext(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.formularioClonado }, 201);
    },
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/formularios/{formularioId}',
      summary: 'Modifica un formulario',
      params: FormularioParams,
      body: formularioSchema,
      description: 'Guardado',
      record: Formulario.extend({ message: z.string() }),
      errors: writeErrors,
    }),
    async (c) => {
      const { formularioId } = c.req.valid('param');
      await saveFormulario(domainContext(c), formularioId, c.req.valid('json'));
      return c.json({ message: errores.exito, ...(await getFormulario(domainContext(c), formularioId)) }, 200);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/formularios/{formularioId}',
      summary: 'Elimina un formulario que ninguna prueba usa (con sus preguntas y respuestas)',
      params: FormularioParams,
      description: 'Eliminado',
      errors: writeErrors,
    }),
    async (c) => {
      await removeFormulario(domainContext(c), c.req.valid('param').formularioId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/formularios/{formularioId}/preguntas/ordenar',
      tags: [TAG],
      summary: 'Ordena las preguntas: todos sus ids en el orden nuevo',
      request: { params: FormularioParams, ...ordenar },
      responses: { 200: { description: 'Ordenado', ...jsonContent(MessageOnlySchema) }, ...writeErrors },
    }),
    async (c) => {
      await ordenarPreguntas(domainContext(c), c.req.valid('param').formularioId, c.req.valid('json').ids);
      return c.json({ message: errores.exito }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/preguntas/{preguntaId}',
      tags: [TAG],
      summary: 'Una pregunta con sus respuestas y el Id de su formulario',
      request: { params: PreguntaParams },
      responses: {
        200: { description: 'La pregunta', ...jsonContent(Pregunta.extend({ FormularioId: z.number().int() })) },
        ...readErrors,
        404: errorReply('No existe'),
      },
    }),
    async (c) => c.json(await getPregunta(domainContext(c), c.req.valid('param').preguntaId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/preguntas',
      summary: 'Crea una pregunta de un formulario',
      body: preguntaCreateSchema.openapi('PreguntaNueva'),
      description: 'Creada',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await savePregunta(domainContext(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.preguntaCreada }, 201);
    },
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/preguntas/{preguntaId}',
      summary: 'Modifica una pregunta (sin orden conserva el suyo)',
      params: PreguntaParams,
      body: preguntaUpdateSchema.openapi('PreguntaDatos'),
      description: 'Guardada',
      record: MessageOnlySchema,
      errors: writeErrors,
    }),
    async (c) => {
      await savePregunta(domainContext(c), c.req.valid('param').preguntaId, c.req.valid('json'));
      return c.json({ message: errores.exito }, 200);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/preguntas/{preguntaId}',
      summary: 'Elimina una pregunta y sus respuestas',
      params: PreguntaParams,
      description: 'Eliminada',
      errors: writeErrors,
    }),
    async (c) => {
      await removePregunta(domainContext(c), c.req.valid('param').preguntaId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/preguntas/{preguntaId}/respuestas/ordenar',
      tags: [TAG],
      summary: 'Ordena las respuestas: todos sus ids en el orden nuevo',
      request: { params: PreguntaParams, ...ordenar },
      responses: { 200: { description: 'Ordenado', ...jsonContent(MessageOnlySchema) }, ...writeErrors },
    }),
    async (c) => {
      await ordenarRespuestas(domainContext(c), c.req.valid('param').preguntaId, c.req.valid('json').ids);
      return c.json({ message: errores.exito }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/respuestas/{respuestaId}',
      tags: [TAG],
      summary: 'Una respuesta y el Id de su pregunta',
      request: { params: RespuestaParams },
      responses: {
        200: { description: 'La respuesta', ...jsonContent(Respuesta.extend({ PreguntaId: z.number().int() })) },
        ...readErrors,
        404: errorReply('No existe'),
      },
    }),
    async (c) => c.json(await getRespuesta(domainContext(c), c.req.valid('param').respuestaId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/respuestas',
      summary: 'Crea una respuesta (solo preguntas de tipo con respuestas)',
      body: respuestaCreateSchema.openapi('RespuestaNueva'),
      description: 'Creada',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await saveRespuesta(domainContext(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.respuestaCreada }, 201);
    },
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/respuestas/{respuestaId}',
      summary: 'Modifica una respuesta (sin orden conserva el suyo)',
      params: RespuestaParams,
      body: respuestaUpdateSchema.openapi('RespuestaDatos'),
      description: 'Guardada',
      record: MessageOnlySchema,
      errors: writeErrors,
    }),
    async (c) => {
      await saveRespuesta(domainContext(c), c.req.valid('param').respuestaId, c.req.valid('json'));
      return c.json({ message: errores.exito }, 200);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/respuestas/{respuestaId}',
      summary: 'Elimina una respuesta',
      params: RespuestaParams,
      description: 'Eliminada',
      errors: writeErrors,
    }),
    async (c) => {
      await removeRespuesta(domainContext(c), c.req.valid('param').respuestaId);
      return c.body(null, 204);
    },
  );
