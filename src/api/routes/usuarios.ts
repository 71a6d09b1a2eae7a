import { createRoute, z } from '@hono/zod-openapi';
import { listEtiquetasUsuario, reassignEtiquetas } from '../../domain/usuarios/etiquetas.ts';
import { getUsuario, listUsuarios } from '../../domain/usuarios/list.ts';
import { assignPerfil, listPerfiles, removePerfil } from '../../domain/usuarios/perfiles.ts';
import { patchUsuario, saveUsuario } from '../../domain/usuarios/save.ts';
import {
  etiquetasReassignSchema,
  perfilAssignSchema,
  usuarioCreateSchema,
  usuarioPatchSchema,
  usuarioUpdateSchema,
} from '../../domain/usuarios/schema.ts';
import { acceptSpellings } from '../../domain/validation/grafias.ts';
import { errores } from '../../i18n/errores.ts';
import { usuarios as t } from '../../i18n/usuarios.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { deliverSoon } from '../../platform/mail/sender.ts';
import { listEnvelope, listQuery, lookupQuery, textQuery, toListQuery } from '../lists.ts';
import {
  AuditoriaSchema,
  booleanQuery,
  createdRoute,
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
  MessageOnlySchema,
  pathIdParam,
  readOneReplies,
  reassignRoute,
  updatedRoute,
  writeReplies,
} from '../openapi-helpers.ts';
import { domainContext, waitUntilOf } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Usuarios';
const denied = deniedReplies('Sin el permiso PERSONAS');

const UsuarioParams = idParams('usuarioId');
const PerfilParams = UsuarioParams.extend({ perfilId: pathIdParam('perfilId') });
const PerfilProyectoParams = PerfilParams.extend({ proyectoId: pathIdParam('proyectoId') });

const booleanFilter = (description: string) => booleanQuery(description, t.activoNoValido);
const UsuariosQuery = acceptSpellings(
  listQuery.extend({
    texto: textQuery('Nombre, apellidos, email, usuario o documento'),
    activo: booleanFilter('Solo activos (true) o inactivos (false)'),
    etiquetaId: idQuery('Con esta etiqueta'),
    permisoClave: z.string().max(40).optional().openapi({ description: 'Con un perfil que concede este permiso' }),
    perfilClave: z.string().max(40).optional().openapi({ description: 'Con el perfil de esta clave (GEST_SOLIC, GEST_PROY…)' }),
  }),
);

const PerfilesQuery = lookupQuery.extend({
  general: booleanFilter('Perfiles para todo el sistema (true) o por proyecto (false)'),
  tipoClave: z.string().max(20).optional().openapi({ description: 'Tipo de perfil: SOL, EVA, GES' }),
});

const Etiqueta = EtiquetaRefSchema.openapi('EtiquetaRef');
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
        Proyecto: z.object({ Id: z.number().int(), Codigo: z.string(), Centro: z.string() }).nullable(),
      }),
    ),
    FicheroAvatarId: z.number().int().nullable(),
    Auditoria: AuditoriaSchema,
  })
  .openapi('Usuario');
const Perfil = z
  .object({ Id: z.number().int(), NombrePublico: z.string(), Clave: z.string(), TipoClave: z.string(), General: z.boolean() })
  .partial()
  .openapi('Perfil');

const writeErrors = writeReplies({
  403: 'Sin el permiso PERSONAS',
  404: 'El usuario no existe',
  409: 'Email o nombre de usuario en uso, o cambio no permitido',
});

/** User administration; GET /perfiles for selects. */
export const usuariosRoutes = createRouter()
  .openapi(
    listRoute({
      tag: TAG,
      path: '/usuarios',
      summary: 'Lista de usuarios con búsqueda, filtros y paginación',
      query: UsuariosQuery,
      record: Usuario.partial(),
      denied: denied,
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listUsuarios(domainContext(c), {
        query: toListQuery(q),
        filtros: {
          texto: q.texto,
          activo: q.activo,
          etiquetaId: q.etiquetaId,
          permisoClave: q.permisoClave,
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
      responses: { 200: { description: 'Etiquetas', ...jsonContent(z.object({ Registros: z.array(Etiqueta) })) }, ...denied },
    }),
    async (c) => c.json({ Registros: await listEtiquetasUsuario(domainContext(c)) }, 200),
  )
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/usuarios/{usuarioId}',
      summary: 'Un usuario',
      params: UsuarioParams,
      description: 'El usuario',
      record: Usuario,
      errors: readOneReplies(denied, 'El usuario no existe'),
    }),
    async (c) => c.json(await getUsuario(domainContext(c), c.req.valid('param').usuarioId), 200),
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/usuarios',
      summary: 'Crea un usuario (sin contraseña, entra tras restablecerla o aceptar una invitación)',
      body: acceptSpellings(usuarioCreateSchema).openapi('UsuarioNuevo'),
      description: 'Creado',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await saveUsuario(domainContext(c), c.req.valid('json'));
      return c.json({ Id: id, message: t.creado }, 201);
    },
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/usuarios/{usuarioId}',
      summary: 'Modifica todos los datos de un usuario (no la contraseña)',
      params: UsuarioParams,
      body: acceptSpellings(usuarioUpdateSchema).openapi('UsuarioDatos'),
      description: 'Guardado',
      record: MessageOnlySchema,
      errors: writeErrors,
    }),
    async (c) => {
      await saveUsuario(domainContext(c), c.req.valid('param').usuarioId, c.req.valid('json'));
      return c.json({ message: errores.exito }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/usuarios/{usuarioId}',
      tags: [TAG],
      summary: 'Modifica algunos datos; { activo: false } desactiva la cuenta y cierra sus sesiones',
      request: { params: UsuarioParams, ...jsonBody(acceptSpellings(usuarioPatchSchema).openapi('UsuarioCambios')) },
      responses: { 200: { description: 'Guardado', ...jsonContent(MessageOnlySchema) }, ...writeErrors },
    }),
    async (c) => {
      await patchUsuario(domainContext(c), c.req.valid('param').usuarioId, c.req.valid('json'));
      return c.json({ message: errores.exito }, 200);
    },
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/usuarios/{usuarioId}/perfiles',
      summary: 'Asigna un perfil para todo el sistema o para un proyecto',
      params: UsuarioParams,
      body: perfilAssignSchema.openapi('AsignacionPerfil'),
      description: 'Asignado',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await assignPerfil(domainContext(c), c.req.valid('param').usuarioId, c.req.valid('json'), {
        origin: publicOrigin(c.env),
      });
      deliverSoon({ db: c.var.db, clock: c.var.clock, env: c.env, waitUntil: waitUntilOf(c) });
      return c.json({ Id: id, message: errores.exito }, 201);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/usuarios/{usuarioId}/perfiles/{perfilId}',
      summary: 'Quita un perfil asignado para todo el sistema',
      params: PerfilParams,
      description: 'Quitado',
      errors: writeErrors,
    }),
    async (c) => {
      const p = c.req.valid('param');
      await removePerfil(domainContext(c), p.usuarioId, p.perfilId);
      return c.body(null, 204);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/usuarios/{usuarioId}/perfiles/{perfilId}/proyectos/{proyectoId}',
      summary: 'Quita un perfil asignado para un proyecto',
      params: PerfilProyectoParams,
      description: 'Quitado',
      errors: writeErrors,
    }),
    async (c) => {
      const p = c.req.valid('param');
      await removePerfil(domainContext(c), p.usuarioId, p.perfilId, p.proyectoId);
      return c.body(null, 204);
    },
  )
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/usuarios/{usuarioId}/etiquetas/reasignar',
      summary: 'Sustituye las etiquetas del usuario',
      params: UsuarioParams,
      body: etiquetasReassignSchema.openapi('ReasignacionEtiquetas'),
      field: 'Etiquetas',
      item: Etiqueta,
      description: 'Etiquetas guardadas',
      errors: writeErrors,
    }),
    async (c) => {
      const saved = await reassignEtiquetas(domainContext(c), c.req.valid('param').usuarioId, c.req.valid('json').etiquetas);
      return c.json({ message: errores.exito, Etiquetas: saved }, 200);
    },
  )
  .openapi(
    // Any signed-in user may read the profiles: no 403.
    listRoute({
      tag: TAG,
      path: '/perfiles',
      summary: 'Perfiles (para selectores)',
      query: PerfilesQuery,
      record: Perfil,
      denied: { 401: errorReply('Sin sesión') },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listPerfiles(domainContext(c), { query: toListQuery(q), general: q.general, tipoClave: q.tipoClave });
      return c.json(listEnvelope(page), 200);
    },
  );
