import { createRoute, z } from '@hono/zod-openapi';
import { ambitosReasignarSchema } from '../../domain/catalogo/manuales-schema.ts';
import { importarProceso } from '../../domain/procesos/importar.ts';
import { importarSchema } from '../../domain/procesos/importar-schema.ts';
import { TODAS_LAS_LISTAS } from '../../domain/procesos/lectura.ts';
import { putAmbitoProceso, putFaseProceso, removeAmbitoProceso } from '../../domain/procesos/listas.ts';
import { createPlantilla, removePlantilla, updatePlantilla } from '../../domain/procesos/plantillas.ts';
import { getProceso, listProcesos, removeProceso, saveProceso, setPerfilesProceso } from '../../domain/procesos/procesos.ts';
import { Ambito, Fase, Perfil, Plantilla, Proceso, ProcesoFila, TipoFichero } from '../../domain/procesos/registro-schema.ts';
import {
  ambitoProcesoSchema,
  faseProcesoSchema,
  perfilesSchema,
  plantillaSchema,
  procesoSchema,
  procesoUpdateSchema,
  tipoFicheroSchema,
} from '../../domain/procesos/schema.ts';
import {
  createTipoFichero,
  getTipoFichero,
  reasignarAmbitosTipoFichero,
  removeTipoFichero,
  updateTipoFichero,
} from '../../domain/procesos/tipos-fichero.ts';
import { acceptSpellings } from '../../domain/validation/grafias.ts';
import { procesosApi as t } from '../../i18n/procesos.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import {
  booleanQuery,
  CreatedSchema,
  createdRoute,
  deletedRoute,
  deniedReplies,
  errorReply,
  idParams,
  idQuery,
  jsonBody,
  jsonContent,
  listRoute,
  pathIdParam,
  RefSchema,
  readOneReplies,
  reassignRoute,
  updatedRoute,
  writeReplies,
} from '../openapi-helpers.ts';
import { domainContext as ctx } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Procesos';
const denied = deniedReplies('Sin GEST_PROCESOS ni GEST_SOLICITUDES');
const writeErrors = writeReplies({ 403: 'Sin el permiso GEST_PROCESOS (escritura)', 404: 'No existe', 409: 'Conflicto' });
const flag = (d: string) => booleanQuery(d, t.booleanoNoValido);
const ProcesoParams = idParams('procesoId');
const clave = (name: string) =>
  z
    .string()
    .min(1)
    .max(50)
    .openapi({ param: { name, in: 'path' } });
const TipoParams = ProcesoParams.extend({ clave: clave('clave') });
const TipoFicheroClaveParams = z.object({ tipoFicheroClave: clave('tipoFicheroClave') });
const ProcesoDeLaClaveQuery = z.object({
  procesoId: pathIdParam('procesoId')
    .optional()
    .openapi({ param: { name: 'procesoId', in: 'query' }, description: 'El proceso, si la clave no es única' }),
});
const saved = <S extends z.ZodType>(field: string, item: S) =>
  ({ description: 'Guardado', ...jsonContent(z.object({ message: z.string(), [field]: z.array(item) })) }) as const;

/** Processes (procesos): CRUD, clone (GET + importar), profiles, file types, phases, scopes and notification templates. */
export const procesosRoutes = createRouter()
  .openapi(
    listRoute({
      tag: TAG,
      path: '/procesos',
      summary: 'Procesos (también como lista de selección con campos)',
      query: listQuery.extend({
        texto: textQuery('Código o nombre'),
        manualId: idQuery('Del manual'),
        abierto: flag('Abiertos hoy (true) o no (false)'),
      }),
      record: ProcesoFila,
      denied,
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listProcesos(ctx(c), {
        query: toListQuery(q),
        texto: q.texto,
        manualId: q.manualId,
        abierto: q.abierto,
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/procesos',
      summary: 'Crea un proceso (perfiles opcionales)',
      body: procesoSchema.openapi('ProcesoDatos'),
      description: 'Creado',
      errors: writeErrors,
    }),
    async (c) => c.json({ Id: (await saveProceso(ctx(c), c.req.valid('json'))).id, message: t.creado }, 201),
  )
  // Before /procesos/{procesoId}, so "importar" is not taken for an id.
  .openapi(
    createRoute({
      method: 'post',
      path: '/procesos/importar',
      tags: [TAG],
      summary:
        'Clona: crea un proceso desde el JSON de GET /procesos/{id} (sin Id) con ids nuevos; codigo/nombre opcionales. Sin codigo, si el Codigo está ocupado se usa <Codigo>-COPIA',
      request: jsonBody(importarSchema.openapi('ProcesoImportacion')),
      responses: { 201: { description: 'Creado', ...jsonContent(CreatedSchema.extend({ Codigo: z.string() })) }, ...writeErrors },
    }),
    async (c) => {
      const { id, codigo } = await importarProceso(ctx(c), c.req.valid('json'));
      return c.json({ Id: id, Codigo: codigo, message: t.importado }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/procesos/{procesoId}',
      tags: [TAG],
      summary: 'Un proceso con sus listas; cada bandera a false omite su lista (para clonar)',
      request: {
        params: ProcesoParams,
        // The spec spells the flags Perfiles, TiposFichero…; both spellings are read.
        query: acceptSpellings(
          z.object({
            perfiles: flag('Incluir Perfiles (por defecto true)'),
            tiposFichero: flag('Incluir TiposFichero (por defecto true)'),
            fasesProyecto: flag('Incluir FasesProyecto (por defecto true)'),
            ambitos: flag('Incluir Ambitos (por defecto true)'),
            plantillasNotificaciones: flag('Incluir PlantillasNotificaciones (por defecto true)'),
            niveles: flag('Incluir Niveles (por defecto true)'),
            firmas: flag('Incluir Firmas, los requisitos de firma propios del proceso (por defecto true)'),
          }),
        ),
      },
      responses: { 200: { description: 'El proceso', ...jsonContent(Proceso) }, ...readOneReplies(denied, 'No existe') },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const listas = Object.fromEntries(
        Object.entries(TODAS_LAS_LISTAS).map(([k, v]) => [k, q[k as keyof typeof q] ?? v]),
      ) as typeof TODAS_LAS_LISTAS;
      return c.json(await getProceso(ctx(c), c.req.valid('param').procesoId, listas), 200);
    },
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/procesos/{procesoId}',
      summary: 'Modifica los datos del proceso',
      params: ProcesoParams,
      body: procesoUpdateSchema,
      description: 'Guardado',
      record: Proceso.extend({ message: z.string() }),
      errors: writeErrors,
    }),
    async (c) => {
      const record = await saveProceso(ctx(c), c.req.valid('param').procesoId, c.req.valid('json'));
      return c.json({ message: t.guardado, ...record }, 200);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/procesos/{procesoId}',
      summary: 'Elimina un proceso sin solicitudes ni proyectos (409 si los tiene)',
      params: ProcesoParams,
      description: 'Eliminado',
      errors: writeErrors,
    }),
    async (c) => {
      await removeProceso(ctx(c), c.req.valid('param').procesoId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/procesos/{procesoId}/perfiles',
      tags: [TAG],
      summary: 'Sustituye los perfiles del proceso (añadido a la especificación)',
      request: { params: ProcesoParams, ...jsonBody(perfilesSchema) },
      responses: { 200: saved('Perfiles', Perfil), ...writeErrors },
    }),
    async (c) => {
      const list = await setPerfilesProceso(ctx(c), c.req.valid('param').procesoId, c.req.valid('json').perfiles);
      return c.json({ message: t.guardado, Perfiles: list }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/procesos/{procesoId}/ambitos/{ambitoId}',
      tags: [TAG],
      summary: 'Añade el ámbito al proceso o cambia su mínimo',
      request: { params: ProcesoParams.extend({ ambitoId: pathIdParam('ambitoId') }), ...jsonBody(ambitoProcesoSchema) },
      responses: { 200: saved('Ambitos', Ambito), ...writeErrors },
    }),
    async (c) => {
      const { procesoId, ambitoId } = c.req.valid('param');
      const list = await putAmbitoProceso(ctx(c), procesoId, ambitoId, c.req.valid('json').minimo);
      return c.json({ message: t.guardado, Ambitos: list }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/procesos/{procesoId}/ambitos/{ambitoId}',
      tags: [TAG],
      summary: 'Quita el ámbito del proceso (añadido a la especificación)',
      request: { params: ProcesoParams.extend({ ambitoId: pathIdParam('ambitoId') }) },
      responses: { 204: { description: 'Eliminado' }, ...writeErrors },
    }),
    async (c) => {
      const { procesoId, ambitoId } = c.req.valid('param');
      await removeAmbitoProceso(ctx(c), procesoId, ambitoId);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/procesos/{procesoId}/fasesProyecto/{faseClave}',
      tags: [TAG],
      summary: 'Plazo (días) y mínimo de una fase de proyecto en el proceso',
      request: { params: ProcesoParams.extend({ faseClave: clave('faseClave') }), ...jsonBody(faseProcesoSchema) },
      responses: { 200: saved('FasesProyecto', Fase), ...writeErrors },
    }),
    async (c) => {
      const { procesoId, faseClave } = c.req.valid('param');
      const list = await putFaseProceso(ctx(c), procesoId, faseClave, c.req.valid('json'));
      return c.json({ message: t.guardado, FasesProyecto: list }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/procesos/{procesoId}/tiposFichero',
      tags: [TAG],
      summary: 'Crea un tipo de fichero del proceso (limiteTamano en bytes; clave única en el proceso)',
      request: { params: ProcesoParams, ...jsonBody(tipoFicheroSchema.openapi('TipoFicheroDatos')) },
      responses: { 201: { description: 'Creado', ...jsonContent(TipoFichero.extend({ message: z.string() })) }, ...writeErrors },
    }),
    async (c) => {
      const record = await createTipoFichero(ctx(c), c.req.valid('param').procesoId, c.req.valid('json'));
      return c.json({ message: t.tipoFicheroCreado, ...(record as z.infer<typeof TipoFichero>) }, 201);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/procesos/{procesoId}/tiposFichero/{clave}',
      summary: 'Elimina un tipo de fichero del proceso',
      params: TipoParams,
      description: 'Eliminado',
      errors: writeErrors,
    }),
    async (c) => {
      const { procesoId, clave: k } = c.req.valid('param');
      await removeTipoFichero(ctx(c), procesoId, k);
      return c.body(null, 204);
    },
  )
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/procesos/{procesoId}/tiposFichero/{clave}/ambitos/reasignar',
      summary: 'Sustituye los ámbitos del tipo de fichero',
      params: TipoParams,
      body: ambitosReasignarSchema,
      field: 'Ambitos',
      item: RefSchema,
      description: 'Guardados',
      errors: writeErrors,
    }),
    async (c) => {
      const { procesoId, clave: k } = c.req.valid('param');
      const list = await reasignarAmbitosTipoFichero(ctx(c), procesoId, k, c.req.valid('json').ambitos);
      return c.json({ message: t.guardado, Ambitos: list }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/tiposFichero/{tipoFicheroClave}',
      tags: [TAG],
      summary:
        'Un tipo de fichero. procesoId solo hace falta si la clave la usan varios procesos y no uno solo de los abiertos (409 si falta)',
      request: { params: TipoFicheroClaveParams, query: ProcesoDeLaClaveQuery },
      responses: {
        200: { description: 'El tipo de fichero', ...jsonContent(TipoFichero) },
        ...readOneReplies(denied, 'No existe'),
        409: errorReply('La clave la usan varios procesos: falta procesoId'),
      },
    }),
    async (c) => c.json(await getTipoFichero(ctx(c), c.req.valid('query').procesoId, c.req.valid('param').tipoFicheroClave), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/tiposFichero/{tipoFicheroClave}',
      tags: [TAG],
      summary:
        'Modifica un tipo de fichero (limiteTamano en bytes). procesoId solo hace falta si la clave la usan varios procesos y no uno solo de los abiertos (409 si falta)',
      request: {
        params: TipoFicheroClaveParams,
        query: ProcesoDeLaClaveQuery,
        ...jsonBody(tipoFicheroSchema),
      },
      responses: {
        200: { description: 'Guardado', ...jsonContent(TipoFichero.extend({ message: z.string() })) },
        ...writeErrors,
      },
    }),
    async (c) => {
      const record = await updateTipoFichero(
        ctx(c),
        c.req.valid('query').procesoId,
        c.req.valid('param').tipoFicheroClave,
        c.req.valid('json'),
      );
      return c.json({ message: t.guardado, ...record }, 200);
    },
  )
  .openapi(
    createdRoute({
      tag: TAG,
      path: '/procesos/{procesoId}/plantillasNotificaciones',
      summary: 'Crea una plantilla de notificación del proceso',
      params: ProcesoParams,
      body: plantillaSchema.openapi('PlantillaNotificacionDatos'),
      description: 'Creada',
      errors: writeErrors,
    }),
    async (c) => {
      const { id } = await createPlantilla(ctx(c), c.req.valid('param').procesoId, c.req.valid('json'));
      return c.json({ Id: id, message: t.plantillaCreada }, 201);
    },
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/procesos/plantillasNotificaciones/{plantillaNotificacionId}',
      summary: 'Modifica una plantilla de notificación',
      params: idParams('plantillaNotificacionId'),
      body: plantillaSchema,
      description: 'Guardada',
      record: Plantilla.extend({ message: z.string() }),
      errors: writeErrors,
    }),
    async (c) => {
      const record = await updatePlantilla(ctx(c), c.req.valid('param').plantillaNotificacionId, c.req.valid('json'));
      return c.json({ message: t.guardado, ...record }, 200);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/procesos/plantillasNotificaciones/{plantillaNotificacionId}',
      summary: 'Elimina una plantilla de notificación',
      params: idParams('plantillaNotificacionId'),
      description: 'Eliminada',
      errors: writeErrors,
    }),
    async (c) => {
      await removePlantilla(ctx(c), c.req.valid('param').plantillaNotificacionId);
      return c.body(null, 204);
    },
  );
