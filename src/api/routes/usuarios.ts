import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { DomainContext } from '../../domain/context.ts';
import { listEtiquetasUsuario, reassignEtiquetas } from '../../domain/usuarios/etiquetas.ts';
import { getUsuario, listUsuarios } from '../../domain/usuarios/list.ts';
import { assignPerfil, listPerfiles, removePerfil } from '../../domain/usuarios/perfiles.ts';
import { createUsuario, patchUsuario, updateUsuario } from '../../domain/usuarios/save.ts';
import {
  etiquetasReassignSchema,
  perfilAssignSchema,
  usuarioCreateSchema,
  usuarioPatchSchema,
  usuarioUpdateSchema,
} from '../../domain/usuarios/schema.ts';
import { errores } from '../../i18n/errores.ts';
import { usuarios as t } from '../../i18n/usuarios.ts';
import { errorSchema, listEnvelope, listQuery, listResponseSchema, lookupQuery, queryInt, toListQuery } from '../lists.ts';
import { createRouter } from '../router.ts';
import type { ApiEnv } from '../types.ts';

const TAG = 'Usuarios';
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json(errorSchema) });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...json(schema) } });
const denied = { 401: error('Sin sesión'), 403: error('Sin el permiso PERSONAS') };

const ctx = (c: Context<ApiEnv>): DomainContext => ({
  db: c.var.db,
  actor: c.var.actor,
  instancia: c.var.instancia,
  clock: c.var.clock,
});

const pathId = (name: string) => queryInt({ min: 1 }).openapi({ param: { name, in: 'path' }, type: 'integer' });
const UsuarioParams = z.object({ usuarioId: pathId('usuarioId') });
const PerfilParams = UsuarioParams.extend({ perfilId: pathId('perfilId') });
const PerfilProyectoParams = PerfilParams.extend({ proyectoId: pathId('proyectoId') });

const booleanQuery = (description: string) =>
  z
    .enum(['true', 'false'], { error: t.activoNoValido })
    .transform((v) => v === 'true')
    .optional()
    .openapi({ description, type: 'string', enum: ['true', 'false'] });

const UsuariosQuery = listQuery.extend({
  texto: z.string().max(200).optional().openapi({ description: 'Nombre, apellidos, email, usuario o documento' }),
  activo: booleanQuery('Solo activos (true) o inactivos (false)'),
  etiquetaId: queryInt({ min: 1 }).optional().openapi({ description: 'Con esta etiqueta' }),
  PermisoClave: z.string().max(40).optional().openapi({ description: 'Con un perfil que concede este permiso' }),
  permisoClave: z.string().max(40).optional().openapi({ description: 'Igual que PermisoClave' }),
  perfilClave: z.string().max(40).optional().openapi({ description: 'Con el perfil de esta clave (GEST_SOLIC, GEST_PROY…)' }),
});

const PerfilesQuery = lookupQuery.extend({
  general: booleanQuery('Perfiles para todo el sistema (true) o por proyecto (false)'),
  tipoClave: z.string().max(20).optional().openapi({ description: 'Tipo de perfil: SOL, EVA, GES' }),
});

const Etiqueta = z.object({ Id: z.number().int(), Nombre: z.string(), Color: z.string() }).openapi('EtiquetaRef');
const Audit = z.object({ Fecha: z.string(), Id: z.number().int().nullable(), Nombre: z.string().nullable() });
const Usuario = z
  .object({
    Id: z.number().int(),
    Nombre: z.string(),
    Apellido1: z.string(),
    Apellido2: z.string().nullable(),
    NombreCompleto: z.string(),
    TipoDocumentoIdentidadClave: z.string(),
    DocumentoIdentidad: z.string().nullable(),
    Email: z.string(),
    UserName: z.string(),
    Activo: z.boolean(),
    EsPersona: z.boolean(),
    EsSuperAdmin: z.boolean(),
    Sexo: z.object({ Id: z.number().int(), Nombre: z.string() }).nullable(),
    Telefono: z.string().nullable(),
    ProvinciaId: z.number().int().nullable(),
    Etiquetas: z.array(Etiqueta),
    Perfiles: z.array(
      z.object({
        Id: z.number().int(),
        NombrePublico: z.string(),
        Clave: z.string(),
        Proyecto: z.object({ Id: z.number().int() }).nullable(),
      }),
    ),
    FicheroAvatarId: z.number().int().nullable(),
    Auditoria: z.object({ Alta: Audit, Modificacion: Audit.nullable() }),
  })
  .openapi('Usuario');
const Perfil = z
  .object({ Id: z.number().int(), NombrePublico: z.string(), Clave: z.string(), TipoClave: z.string(), General: z.boolean() })
  .partial()
  .openapi('Perfil');
const Created = z.object({ Id: z.number().int(), message: z.string() });
const Message = z.object({ message: z.string() });

const writeErrors = {
  400: error('Petición mal formada'),
  ...denied,
  404: error('El usuario no existe'),
  409: error('Email o nombre de usuario en uso, o cambio no permitido'),
  422: error('Datos no válidos'),
};

/** User administration (behaviour.md §2 "usuarios", data-and-calls.md §7.6); GET /perfiles for selects. */
export const usuariosRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/usuarios',
      tags: [TAG],
      summary: 'Lista de usuarios con búsqueda, filtros y paginación',
      request: { query: UsuariosQuery },
      responses: {
        200: { description: 'Lista', ...json(listResponseSchema(Usuario.partial())) },
        400: error('Parámetros no válidos'),
        ...denied,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listUsuarios(ctx(c), {
        query: toListQuery(q),
        filtros: {
          texto: q.texto,
          activo: q.activo,
          etiquetaId: q.etiquetaId,
          permisoClave: q.PermisoClave || q.permisoClave,
          perfilClave: q.perfilClave,
        },
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  // Before /usuarios/{usuarioId}, which would otherwise take "etiquetas" for an id.
  .openapi(
    createRoute({
      method: 'get',
      path: '/usuarios/etiquetas',
      tags: [TAG],
      summary: 'Etiquetas que se pueden asignar a usuarios (tipo USU)',
      responses: { 200: { description: 'Etiquetas', ...json(z.object({ Registros: z.array(Etiqueta) })) }, ...denied },
    }),
    async (c) => c.json({ Registros: await listEtiquetasUsuario(ctx(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/usuarios/{usuarioId}',
      tags: [TAG],
      summary: 'Un usuario',
      request: { params: UsuarioParams },
      responses: {
        200: { description: 'El usuario', ...json(Usuario) },
        400: error('Identificador no válido'),
        ...denied,
        404: error('El usuario no existe'),
      },
    }),
    async (c) => c.json(await getUsuario(ctx(c), c.req.valid('param').usuarioId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/usuarios',
      tags: [TAG],
      summary: 'Crea un usuario (sin contraseña, entra tras restablecerla o aceptar una invitación)',
      request: body(usuarioCreateSchema.openapi('UsuarioNuevo')),
      responses: { 201: { description: 'Creado', ...json(Created) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await createUsuario(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.creado }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/usuarios/{usuarioId}',
      tags: [TAG],
      summary: 'Modifica todos los datos de un usuario (no la contraseña)',
      request: { params: UsuarioParams, ...body(usuarioUpdateSchema.openapi('UsuarioDatos')) },
      responses: { 200: { description: 'Guardado', ...json(Message) }, ...writeErrors },
    }),
    async (c) => {
      await updateUsuario(ctx(c), c.req.valid('param').usuarioId, c.req.valid('json'));
      return c.json({ message: errores.exito }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/usuarios/{usuarioId}',
      tags: [TAG],
      summary: 'Modifica algunos datos; { activo: false } desactiva la cuenta y cierra sus sesiones',
      request: { params: UsuarioParams, ...body(usuarioPatchSchema.openapi('UsuarioCambios')) },
      responses: { 200: { description: 'Guardado', ...json(Message) }, ...writeErrors },
    }),
    async (c) => {
      await patchUsuario(ctx(c), c.req.valid('param').usuarioId, c.req.valid('json'));
      return c.json({ message: errores.exito }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/usuarios/{usuarioId}/perfiles',
      tags: [TAG],
      summary: 'Asigna un perfil para todo el sistema o para un proyecto',
      request: { params: UsuarioParams, ...body(perfilAssignSchema.openapi('AsignacionPerfil')) },
      responses: { 201: { description: 'Asignado', ...json(Created) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await assignPerfil(ctx(c), c.req.valid('param').usuarioId, c.req.valid('json'));
      return c.json({ Id: id, message: errores.exito }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/usuarios/{usuarioId}/perfiles/{perfilId}',
      tags: [TAG],
      summary: 'Quita un perfil asignado para todo el sistema',
      request: { params: PerfilParams },
      responses: { 204: { description: 'Quitado' }, ...writeErrors },
    }),
    async (c) => {
      const p = c.req.valid('param');
      await removePerfil(ctx(c), p.usuarioId, p.perfilId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/usuarios/{usuarioId}/perfiles/{perfilId}/proyectos/{proyectoId}',
      tags: [TAG],
      summary: 'Quita un perfil asignado para un proyecto',
      request: { params: PerfilProyectoParams },
      responses: { 204: { description: 'Quitado' }, ...writeErrors },
    }),
    async (c) => {
      const p = c.req.valid('param');
      await removePerfil(ctx(c), p.usuarioId, p.perfilId, p.proyectoId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/usuarios/{usuarioId}/etiquetas/reasignar',
      tags: [TAG],
      summary: 'Sustituye las etiquetas del usuario',
      request: { params: UsuarioParams, ...body(etiquetasReassignSchema.openapi('ReasignacionEtiquetas')) },
      responses: {
        200: { description: 'Etiquetas guardadas', ...json(z.object({ message: z.string(), Etiquetas: z.array(Etiqueta) })) },
        ...writeErrors,
      },
    }),
    async (c) => {
      const saved = await reassignEtiquetas(ctx(c), c.req.valid('param').usuarioId, c.req.valid('json').etiquetas);
      return c.json({ message: errores.exito, Etiquetas: saved }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/perfiles',
      tags: [TAG],
      summary: 'Perfiles (para selectores)',
      request: { query: PerfilesQuery },
      responses: {
        200: { description: 'Lista', ...json(listResponseSchema(Perfil)) },
        400: error('Parámetros no válidos'),
        401: error('Sin sesión'),
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listPerfiles(ctx(c), { query: toListQuery(q), general: q.general, tipoClave: q.tipoClave });
      return c.json(listEnvelope(page), 200);
    },
  );
