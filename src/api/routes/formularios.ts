import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  createFormulario,
  deleteFormulario,
  getFormulario,
  listFormularios,
  updateFormulario,
} from '../../domain/catalogo/formularios.ts';
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
import { createPregunta, deletePregunta, ordenarPreguntas, updatePregunta } from '../../domain/catalogo/preguntas.ts';
import { createRespuesta, deleteRespuesta, ordenarRespuestas, updateRespuesta } from '../../domain/catalogo/respuestas.ts';
import type { DomainContext } from '../../domain/context.ts';
import { catalogoPruebas as t } from '../../i18n/catalogo-pruebas.ts';
import { errores } from '../../i18n/errores.ts';
import { errorSchema, listEnvelope, listQuery, listResponseSchema, queryInt, toListQuery } from '../lists.ts';
import { createRouter } from '../router.ts';
import type { ApiEnv } from '../types.ts';

const TAG = 'Formularios';
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(errorSchema) });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } });

const ctx = (c: Context<ApiEnv>): DomainContext => ({
  db: c.var.db,
  actor: c.var.actor,
  instancia: c.var.instancia,
  clock: c.var.clock,
});

const pathId = (name: string) => queryInt({ min: 1 }).openapi({ param: { name, in: 'path' }, type: 'integer' });
const FormularioParams = z.object({ formularioId: pathId('formularioId') });
const PreguntaParams = z.object({ preguntaId: pathId('preguntaId') });
const RespuestaParams = z.object({ respuestaId: pathId('respuestaId') });

const Audit = z.object({ Fecha: z.string(), Id: z.number().int().nullable(), Nombre: z.string().nullable() });
const Auditoria = z.object({ Alta: Audit, Modificacion: Audit.nullable() });
const Respuesta = z
  .object({
    Id: z.number().int(),
    Enunciado: z.string().nullable(),
    Correcta: z.boolean(),
    Esencial: z.boolean(),
    Orden: z.number().int(),
  })
  .openapi('Respuesta');
const Pregunta = z
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
    Auditoria,
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
    Auditoria,
  })
  .partial()
  .openapi('FormularioFila');
const Created = z.object({ Id: z.number().int(), message: z.string() });
const Message = z.object({ message: z.string() });

const readErrors = {
  400: error('Parámetros no válidos'),
  401: error('Sin sesión'),
  403: error('Sin permiso de lectura del catálogo'),
};
const writeErrors = {
  400: error('Petición mal formada'),
  401: error('Sin sesión'),
  403: error('Sin el permiso MANUALES (escritura)'),
  404: error('No existe'),
  409: error('Formulario congelado (lo usa una prueba de un manual publicado) o en uso'),
  422: error('Datos no válidos'),
};
const ordenar = body(ordenarSchema.openapi('Ordenacion'));

/** Forms, their questions and answers, and the form clone (data-and-calls §7.7). */
export const formulariosRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/formularios',
      tags: [TAG],
      summary: 'Lista de formularios (campos=Id,Titulo para selectores)',
      request: {
        query: listQuery.extend({ texto: z.string().max(200).optional().openapi({ description: 'Título o aclaraciones' }) }),
      },
      responses: { 200: { description: 'Lista', ...json(listResponseSchema(FormularioFila)) }, ...readErrors },
    }),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(listEnvelope(await listFormularios(ctx(c), { query: toListQuery(q), texto: q.texto })), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/formularios/{formularioId}',
      tags: [TAG],
      summary: 'Un formulario con sus preguntas y respuestas (sin su Id, sirve para importar)',
      request: { params: FormularioParams },
      responses: { 200: { description: 'El formulario', ...json(Formulario) }, ...readErrors, 404: error('No existe') },
    }),
    async (c) => c.json(await getFormulario(ctx(c), c.req.valid('param').formularioId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/formularios',
      tags: [TAG],
      summary: 'Crea un formulario',
      request: body(formularioSchema.openapi('FormularioDatos')),
      responses: { 201: { description: 'Creado', ...json(Created) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await createFormulario(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.formularioCreado }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/formularios/importar',
      tags: [TAG],
      summary: 'Clona: crea un formulario nuevo desde el JSON de GET /formularios/{id} sin su Id',
      request: body(formularioImportSchema.openapi('FormularioImportacion')),
      responses: { 201: { description: 'Creado', ...json(Created) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await importFormulario(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.formularioClonado }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/formularios/{formularioId}',
      tags: [TAG],
      summary: 'Modifica un formulario',
      request: { params: FormularioParams, ...body(formularioSchema) },
      responses: { 200: { description: 'Guardado', ...json(Formulario.extend({ message: z.string() })) }, ...writeErrors },
    }),
    async (c) => {
      const { formularioId } = c.req.valid('param');
      await updateFormulario(ctx(c), formularioId, c.req.valid('json'));
      return c.json({ message: errores.exito, ...(await getFormulario(ctx(c), formularioId)) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/formularios/{formularioId}',
      tags: [TAG],
      summary: 'Elimina un formulario que ninguna prueba usa (con sus preguntas y respuestas)',
      request: { params: FormularioParams },
      responses: { 204: { description: 'Eliminado' }, ...writeErrors },
    }),
    async (c) => {
      await deleteFormulario(ctx(c), c.req.valid('param').formularioId);
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
      responses: { 200: { description: 'Ordenado', ...json(Message) }, ...writeErrors },
    }),
    async (c) => {
      await ordenarPreguntas(ctx(c), c.req.valid('param').formularioId, c.req.valid('json').ids);
      return c.json({ message: errores.exito }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/preguntas',
      tags: [TAG],
      summary: 'Crea una pregunta de un formulario',
      request: body(preguntaCreateSchema.openapi('PreguntaNueva')),
      responses: { 201: { description: 'Creada', ...json(Created) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await createPregunta(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.preguntaCreada }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/preguntas/{preguntaId}',
      tags: [TAG],
      summary: 'Modifica una pregunta (sin orden conserva el suyo)',
      request: { params: PreguntaParams, ...body(preguntaUpdateSchema.openapi('PreguntaDatos')) },
      responses: { 200: { description: 'Guardada', ...json(Message) }, ...writeErrors },
    }),
    async (c) => {
      await updatePregunta(ctx(c), c.req.valid('param').preguntaId, c.req.valid('json'));
      return c.json({ message: errores.exito }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/preguntas/{preguntaId}',
      tags: [TAG],
      summary: 'Elimina una pregunta y sus respuestas',
      request: { params: PreguntaParams },
      responses: { 204: { description: 'Eliminada' }, ...writeErrors },
    }),
    async (c) => {
      await deletePregunta(ctx(c), c.req.valid('param').preguntaId);
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
      responses: { 200: { description: 'Ordenado', ...json(Message) }, ...writeErrors },
    }),
    async (c) => {
      await ordenarRespuestas(ctx(c), c.req.valid('param').preguntaId, c.req.valid('json').ids);
      return c.json({ message: errores.exito }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/respuestas',
      tags: [TAG],
      summary: 'Crea una respuesta (solo preguntas de tipo con respuestas)',
      request: body(respuestaCreateSchema.openapi('RespuestaNueva')),
      responses: { 201: { description: 'Creada', ...json(Created) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await createRespuesta(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.respuestaCreada }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/respuestas/{respuestaId}',
      tags: [TAG],
      summary: 'Modifica una respuesta (sin orden conserva el suyo)',
      request: { params: RespuestaParams, ...body(respuestaUpdateSchema.openapi('RespuestaDatos')) },
      responses: { 200: { description: 'Guardada', ...json(Message) }, ...writeErrors },
    }),
    async (c) => {
      await updateRespuesta(ctx(c), c.req.valid('param').respuestaId, c.req.valid('json'));
      return c.json({ message: errores.exito }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/respuestas/{respuestaId}',
      tags: [TAG],
      summary: 'Elimina una respuesta',
      request: { params: RespuestaParams },
      responses: { 204: { description: 'Eliminada' }, ...writeErrors },
    }),
    async (c) => {
      await deleteRespuesta(ctx(c), c.req.valid('param').respuestaId);
      return c.body(null, 204);
    },
  );
