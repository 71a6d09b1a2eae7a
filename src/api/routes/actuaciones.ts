import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  reasignarEtiquetasActuacion,
  removeUsuarioActuacion,
  saveActuacion,
  saveFicherosActuacion,
} from '../../domain/actuaciones/escritura.ts';
import { parseActuacionMultipart, parseFicherosActuacion } from '../../domain/actuaciones/formulario.ts';
import { getActuacion, listActuaciones, listTiposActuacion } from '../../domain/actuaciones/lectura.ts';
import { listCentrosActuacion, listProyectosActuacion, listUsuariosActuacion } from '../../domain/actuaciones/opciones.ts';
import { actuacionEtiquetasSchema, actuacionSchema } from '../../domain/actuaciones/schema.ts';
import { AppError } from '../../domain/errors.ts';
import type { Parte } from '../../domain/ficheros/formulario.ts';
import { FICHERO_MAX_BYTES, FICHEROS_MAX_POR_PETICION } from '../../domain/ficheros/limites.ts';
import { actuacionesApi as t } from '../../i18n/actuaciones.ts';
import { errores } from '../../i18n/errores.ts';
import { ficheros as textosFicheros } from '../../i18n/ficheros.ts';
import { getStorage } from '../../platform/storage/index.ts';
import { errorResponse } from '../errors.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import {
  AuditoriaSchema,
  deniedReplies,
  EtiquetaRefSchema,
  errorReply,
  getOneRoute,
  idParams,
  idQuery,
  jsonBody,
  jsonContent,
  listRoute,
  pathIdParam,
  RefSchema,
  readOneReplies,
  reassignRoute,
  writeReplies,
} from '../openapi-helpers.ts';
import { domainContext as ctx } from '../request-context.ts';
import { createRouter } from '../router.ts';
import type { ApiEnv } from '../types.ts';

const TAG = 'Actuaciones';
const denied = deniedReplies('Sin el permiso ACTUACIONES');
const writeErrors = writeReplies({
  403: 'Sin el permiso ACTUACIONES (escritura)',
  404: 'La actuación (o la persona en ella) no existe',
  409: 'Conflicto',
});
const uploadErrors = {
  400: errorReply('Cuerpo multipart mal formado'),
  413: errorReply('Un fichero o la petición superan el tamaño permitido'),
  415: errorReply('Tipo de contenido o de fichero no admitido'),
};
const Params = idParams('actuacionId');
const UsuarioParams = z.object({ actuacionId: pathIdParam('actuacionId'), usuarioId: pathIdParam('usuarioId') });

/** Ten files of the per-file limit plus the multipart framing and the text fields. */
const ACTUACION_BODY_LIMIT = FICHEROS_MAX_POR_PETICION * FICHERO_MAX_BYTES + 256 * 1024;

/** Multipart POST actuaciones and POST actuaciones/{id}/ficheros carry their own body limit (hasOwnBodyLimit). */
export const isActuacionMultipart = (c: Context) =>
  c.req.method === 'POST' &&
  /^\/api\/actuaciones(\/\d{1,15}\/ficheros)?$/.test(c.req.path) &&
  /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');

const limite = bodyLimit({
  maxSize: ACTUACION_BODY_LIMIT,
  onError: (c) => errorResponse(c, 413, t.peticionDemasiadoGrande),
});

const Actuacion = z
  .object({
    Id: z.number().int(),
    Titulo: z.string().nullable(),
    Descripcion: z.string(),
    FechaInicio: z.string().nullable(),
    FechaFin: z.string().nullable(),
    Tipo: z.object({ Clave: z.string(), Nombre: z.string() }),
    Proyecto: z.object({ Id: z.number().int(), Codigo: z.string() }).nullable(),
    Usuarios: z.array(z.object({ Id: z.number().int(), NombreCompleto: z.string() })),
    Centros: z.array(RefSchema),
    Etiquetas: z.array(EtiquetaRefSchema),
    Ficheros: z.array(z.object({ Id: z.number().int(), NombreFisico: z.string(), Kb: z.number().int() })),
    Auditoria: AuditoriaSchema,
  })
  .openapi('Actuacion');

const fechaQuery = (description: string) =>
  z
    .string()
    .max(10)
    .optional()
    .openapi({ description: `${description} (yyyy-mm-dd o dd/mm/yyyy)` });
const ActuacionesQuery = listQuery.extend({
  texto: textQuery('Título o descripción'),
  tipoClave: z.string().max(40).optional().openapi({ description: 'Tipo de actuación (tiposActuacion)' }),
  proyectoId: idQuery('Del proyecto'),
  centroId: idQuery('Con el centro, o con uno de sus proyectos'),
  usuarioId: idQuery('En la que figura la persona'),
  etiquetaId: idQuery('Con la etiqueta'),
  fechaDesde: fechaQuery('Desde este día (de inicio)'),
  fechaHasta: fechaQuery('Hasta este día, incluido'),
});

const fileProps = {
  'Ficheros[0][ContenidoBinario]': {
    type: 'string' as const,
    format: 'binary',
    description: 'Contenido del fichero i (tipo ACT)',
  },
  'Ficheros[0][NombreFisico]': {
    type: 'string' as const,
    maxLength: 100,
    description: 'Nombre del fichero i; si falta, el del propio fichero',
  },
  'Ficheros[0][TipoClave]': { type: 'string' as const, description: 'ACT (el único tipo de una actuación; por omisión)' },
  'Ficheros[0][Descripcion]': { type: 'string' as const, maxLength: 500, description: 'Descripción opcional del fichero i' },
};
/** Documented, not validated by zod: the domain reads the parts itself (413/415/422 per file). */
const actuacionForm = {
  type: 'object' as const,
  properties: {
    descripcion: { type: 'string' as const },
    titulo: { type: 'string' as const },
    fechaInicio: { type: 'string' as const, description: 'yyyy-mm-dd o dd/mm/yyyy' },
    fechaFin: { type: 'string' as const, description: 'No anterior a fechaInicio' },
    tipoClave: { type: 'string' as const, description: 'Clave de tiposActuacion' },
    proyectoId: { type: 'integer' as const },
    'usuarios[0]': { type: 'integer' as const, description: 'Persona i (también usuarios repetido)' },
    'centros[0]': { type: 'integer' as const, description: 'Centro i' },
    'etiquetas[0]': { type: 'integer' as const, description: 'Etiqueta i (tipo ACT)' },
    ...fileProps,
  },
  required: ['descripcion', 'tipoClave'],
};

/** The parts of a multipart body; 400 when broken. */
async function readParts(c: Context<ApiEnv>): Promise<Array<[string, Parte]>> {
  try {
    return [...(await c.req.formData()).entries()] as Array<[string, Parte]>;
  } catch {
    throw new AppError(400, textosFicheros.multipartMalformado);
  }
}

const ficherosCtx = (c: Context<ApiEnv>) => ({ ...ctx(c), storage: getStorage(c.env) });

const OPCIONES = {
  proyectos: {
    summary: 'Proyectos para el formulario de una actuación (por código o centro)',
    record: z.object({ Id: z.number().int(), Codigo: z.string(), Centro: z.string() }),
    run: listProyectosActuacion,
  },
  centros: {
    summary: 'Centros para el formulario de una actuación (por nombre o CIF)',
    record: RefSchema,
    run: listCentrosActuacion,
  },
  usuarios: {
    summary: 'Personas activas para el formulario de una actuación (por nombre)',
    record: RefSchema,
    run: listUsuariosActuacion,
  },
} as const;

/** GET actuaciones/opciones/{lista}: the form's pickers (20 suggestions matching `texto`). */
const opcionesRoutes = (Object.keys(OPCIONES) as Array<keyof typeof OPCIONES>).reduce((router, lista) => {
  const o = OPCIONES[lista];
  return router.openapi(
    createRoute({
      method: 'get',
      path: `/actuaciones/opciones/${lista}`,
      tags: [TAG],
      summary: o.summary,
      request: { query: z.object({ texto: textQuery('Texto buscado'), campos: z.string().max(200).optional() }) },
      responses: {
        200: { description: 'Sugerencias', ...jsonContent(z.object({ Registros: z.array(o.record) })) },
        400: errorReply('Parámetros no válidos'),
        ...denied,
      },
    }),
    async (c) => c.json({ Registros: await o.run(ctx(c), c.req.valid('query').texto) }, 200),
  );
}, createRouter());

/** The agency's record of activities (ACTUACIONES). Fixed sub-paths come before {actuacionId}. */
export const actuacionesRoutes = opcionesRoutes
  .openapi(
    createRoute({
      method: 'get',
      path: '/tiposActuacion',
      tags: [TAG],
      summary: 'Los tipos de actuación de la instancia (visita, reunión, llamada…)',
      responses: {
        200: {
          description: 'Tipos',
          ...jsonContent(z.object({ Registros: z.array(z.object({ Clave: z.string(), Nombre: z.string() })) })),
        },
      },
    }),
    async (c) => c.json({ Registros: await listTiposActuacion(ctx(c)) }, 200),
  )
  .openapi(
    listRoute({
      tag: TAG,
      path: '/actuaciones',
      summary: 'Actuaciones (las más recientes primero)',
      query: ActuacionesQuery,
      record: Actuacion.partial(),
      denied,
    }),
    async (c) => {
      const { pagina, registrosPorPagina, campos, orden, ...filtros } = c.req.valid('query');
      const page = await listActuaciones(ctx(c), { query: toListQuery({ pagina, registrosPorPagina, campos, orden }), filtros });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/actuaciones/{actuacionId}',
      summary: 'Una actuación',
      params: Params,
      description: 'La actuación',
      record: Actuacion,
      errors: readOneReplies(denied, 'No existe'),
    }),
    async (c) => c.json(await getActuacion(ctx(c), c.req.valid('param').actuacionId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/actuaciones',
      tags: [TAG],
      summary: 'Registra una actuación con sus ficheros (multipart, Ficheros[i][ContenidoBinario]) o sin ellos (JSON)',
      description:
        'Todo se comprueba antes de escribir: campos, referencias (tipo, proyecto, personas, centros, etiquetas ACT) y ' +
        'cada fichero con las reglas de POST ficheros. La actuación, sus vínculos y sus ficheros se guardan a la vez.',
      middleware: [limite] as const,
      request: {
        body: {
          content: {
            'multipart/form-data': { schema: actuacionForm },
            'application/json': { schema: actuacionSchema.openapi('ActuacionDatos') },
          },
        },
      },
      responses: {
        201: { description: 'Creada', ...jsonContent(z.object({ Id: z.number().int(), message: z.string() })) },
        ...uploadErrors,
        ...denied,
        422: errorReply('Datos no válidos'),
      },
    }),
    async (c) => {
      const type = c.req.header('content-type') ?? '';
      let payload: unknown;
      let ficheros: Awaited<ReturnType<typeof parseActuacionMultipart>>['ficheros'] = [];
      if (/^application\/json/i.test(type)) payload = await c.req.json();
      else if (/^multipart\/form-data/i.test(type)) ({ payload, ficheros } = await parseActuacionMultipart(await readParts(c)));
      else throw new AppError(415, t.peticionMultipart);
      const { id } = await saveActuacion(ficherosCtx(c), actuacionSchema.parse(payload), ficheros);
      return c.json({ Id: id, message: t.creada }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/actuaciones/{actuacionId}/ficheros',
      tags: [TAG],
      summary: 'Añade ficheros (tipo ACT) a una actuación',
      middleware: [limite] as const,
      request: {
        params: Params,
        body: { content: { 'multipart/form-data': { schema: { type: 'object' as const, properties: fileProps } } } },
      },
      responses: {
        201: {
          description: 'Añadidos: los ids de los ficheros nuevos',
          ...jsonContent(z.object({ data: z.array(z.number().int()), message: z.string() })),
        },
        ...uploadErrors,
        ...writeErrors,
      },
    }),
    async (c) => {
      if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? ''))
        throw new AppError(415, textosFicheros.peticionMultipart);
      const entrantes = await parseFicherosActuacion(await readParts(c));
      const ids = await saveFicherosActuacion(ficherosCtx(c), c.req.valid('param').actuacionId, entrantes);
      return c.json({ data: ids, message: t.ficherosAnadidos(ids.length) }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/actuaciones/{actuacionId}',
      tags: [TAG],
      summary: 'Modifica una actuación (usuarios, centros y etiquetas, si se envían, sustituyen a los actuales)',
      request: { params: Params, ...jsonBody(actuacionSchema.openapi('ActuacionDatos')) },
      responses: { 200: { description: 'Guardada', ...jsonContent(Actuacion.extend({ message: z.string() })) }, ...writeErrors },
    }),
    async (c) => {
      const r = await saveActuacion(ctx(c), c.req.valid('param').actuacionId, c.req.valid('json'));
      return c.json({ message: t.guardada, ...r }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/actuaciones/{actuacionId}/usuarios/{usuarioId}',
      tags: [TAG],
      summary: 'Quita a una persona de la actuación',
      request: { params: UsuarioParams },
      responses: { 200: { description: 'Quitada', ...jsonContent(Actuacion.extend({ message: z.string() })) }, ...writeErrors },
    }),
    async (c) => {
      const p = c.req.valid('param');
      const r = await removeUsuarioActuacion(ctx(c), p.actuacionId, p.usuarioId);
      return c.json({ message: t.usuarioQuitado, ...r }, 200);
    },
  )
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/actuaciones/{actuacionId}/etiquetas/reasignar',
      summary: 'Sustituye las etiquetas (tipo ACT) de la actuación; etiquetas u objetoEtiquetas',
      params: Params,
      body: actuacionEtiquetasSchema.openapi('ActuacionEtiquetas'),
      field: 'Etiquetas',
      item: EtiquetaRefSchema,
      description: 'Guardado',
      errors: writeErrors,
    }),
    async (c) => {
      const list = await reasignarEtiquetasActuacion(ctx(c), c.req.valid('param').actuacionId, c.req.valid('json').etiquetas);
      return c.json({ message: errores.exito, Etiquetas: list }, 200);
    },
  );
