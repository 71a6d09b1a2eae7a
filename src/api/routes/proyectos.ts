import { createRoute, z } from '@hono/zod-openapi';
import { etiquetasSchema } from '../../domain/catalogo/estandares-schema.ts';
import {
  cambiarEstadoProyecto,
  createObservacionProyecto,
  deleteObservacionProyecto,
  getProyecto,
  listObservacionesProyecto,
  reasignarEtiquetasProyecto,
  updateObservacionProyecto,
  updateProyecto,
} from '../../domain/proyectos/edicion.ts';
import { ESTADOS_PROYECTO } from '../../domain/proyectos/estados.ts';
import { listProyectos } from '../../domain/proyectos/listado.ts';
import { cambiarEstadoSchema, proyectoObservacionSchema, proyectoUpdateSchema } from '../../domain/proyectos/schema.ts';
import { errores } from '../../i18n/errores.ts';
import { proyectosEdicion } from '../../i18n/proyectos.ts';
import { solicitudesApi } from '../../i18n/solicitudes.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import {
  AuditoriaSchema,
  booleanQuery,
  CreatedSchema,
  deniedReplies,
  EtiquetaRefSchema,
  errorReply,
  idParams,
  idQuery,
  jsonBody,
  jsonContent,
  listRoute,
  RefSchema,
  readOneReplies,
  reassignRoute,
  writeReplies,
} from '../openapi-helpers.ts';
import { domainContext as ctx } from '../request-context.ts';
import { createRouter } from '../router.ts';

const TAG = 'Proyectos';
const denied = deniedReplies('Sin HISTORICO ni PERSONAS');
const writeErrors = writeReplies({
  403: 'Sin HISTORICO (escritura)',
  404: 'El proyecto no existe',
  409: 'El proyecto ya está en ese estado',
});
const Params = idParams('proyectoId');
const ObservacionParams = idParams('observacionId');

const ClaveNombre = z.object({ Clave: z.string(), Nombre: z.string() });
const Persona = z.object({ Id: z.number().int(), NombreCompleto: z.string() }).nullable();
const Etapa = z
  .object({
    Id: z.number().int(),
    FechaInicio: z.string(),
    FechaLimite: z.string().nullable(),
    FechaFin: z.string().nullable(),
    PorcentajeCumple: z.number().int(),
  })
  .nullable();
export const Proyecto = z
  .object({
    Id: z.number().int(),
    Codigo: z.string(),
    Centro: z.string().openapi({ description: 'Nombre del centro' }),
    CentroId: z.number().int(),
    SolicitudId: z.number().int(),
    Estado: ClaveNombre,
    Fase: ClaveNombre.extend({ TipoClave: z.string() }),
    Resultado: ClaveNombre,
    Tutor: Persona,
    Administrativo: Persona,
    Ambito: RefSchema.nullable(),
    Proceso: z.object({ Id: z.number().int(), Codigo: z.string() }),
    Demo: z.boolean(),
    Etiquetas: z.array(EtiquetaRefSchema),
    Autoevaluacion: Etapa.openapi({
      description: 'La autoevaluación del ciclo actual (fase AUT): inicio, progreso y fin; null si no hay',
    }),
    Evaluacion: Etapa.openapi({
      description: 'La evaluación del ciclo actual (fase EVA): inicio, progreso y fin; null si no hay',
    }),
    Configurar: z.boolean().openapi({ description: 'Fase FIN-INI y estado CURSO: se puede configurar el seguimiento' }),
  })
  .openapi('Proyecto');
const Observacion = z
  .object({ Id: z.number().int(), Observacion: z.string(), Auditoria: AuditoriaSchema })
  .openapi('ProyectoObservacion');

const ProyectosQuery = listQuery.extend({
  texto: textQuery('Código del proyecto o nombre del centro'),
  faseClave: z.string().max(20).optional().openapi({ description: 'Fase (AUT-INI, EVA-INI, FIN-INI…)' }),
  estadoClave: z
    .enum(ESTADOS_PROYECTO, { error: proyectosEdicion.estadoNoValido })
    .optional()
    .openapi({ description: 'CURSO, FIN o CANCEL' }),
  demo: booleanQuery('Solo de demostración (true) o solo reales (false)', solicitudesApi.booleanoNoValido),
  procesoId: idQuery('De este proceso'),
  etiquetaId: idQuery('Con esta etiqueta (tipo PRY)'),
  ambitoId: idQuery('De este ámbito'),
  sinEquipoEvaluacion: booleanQuery(
    'En evaluación sin nadie con perfil de evaluación (true) o el resto (false)',
    solicitudesApi.booleanoNoValido,
  ),
});

/** Projects: the list with its filters, one project, and staff's changes. */
export const proyectosRoutes = createRouter()
  .openapi(
    listRoute({
      tag: TAG,
      path: '/proyectos',
      summary: 'Proyectos con los filtros del listado (campos=Id,Codigo,Centro para elegir uno)',
      query: ProyectosQuery,
      record: Proyecto.partial(),
      denied,
    }),
    async (c) => {
      const { texto, faseClave, estadoClave, demo, procesoId, etiquetaId, ambitoId, sinEquipoEvaluacion, ...q } =
        c.req.valid('query');
      const page = await listProyectos(ctx(c), {
        query: toListQuery(q),
        filtros: { texto, faseClave, estadoClave, demo, procesoId, etiquetaId, ambitoId, sinEquipoEvaluacion },
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/proyectos/{proyectoId}',
      tags: [TAG],
      summary: 'Un proyecto',
      request: { params: Params },
      responses: {
        200: { description: 'El proyecto', ...jsonContent(Proyecto) },
        ...readOneReplies(deniedReplies('Sin HISTORICO'), 'El proyecto no existe'),
      },
    }),
    async (c) => c.json(await getProyecto(ctx(c), c.req.valid('param').proyectoId), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/proyectos/{proyectoId}',
      tags: [TAG],
      summary: 'Cambia el tutor (GEST_PROY) o el responsable administrativo (GEST_SOLIC)',
      request: { params: Params, ...jsonBody(proyectoUpdateSchema.openapi('ProyectoDatos')) },
      responses: { 200: { description: 'Guardado', ...jsonContent(Proyecto) }, ...writeErrors },
    }),
    async (c) => c.json(await updateProyecto(ctx(c), c.req.valid('param').proyectoId, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/proyectos/{proyectoId}/cambiarEstado',
      tags: [TAG],
      summary: 'Cambia el estado del proyecto (CURSO, FIN, CANCEL); estado u objetoEstado',
      request: { params: Params, ...jsonBody(cambiarEstadoSchema.openapi('ProyectoEstado')) },
      responses: { 200: { description: 'Guardado', ...jsonContent(Proyecto) }, ...writeErrors },
    }),
    async (c) => c.json(await cambiarEstadoProyecto(ctx(c), c.req.valid('param').proyectoId, c.req.valid('json').estado), 200),
  )
  .openapi(
    reassignRoute({
      tag: TAG,
      path: '/proyectos/{proyectoId}/etiquetas/reasignar',
      summary: 'Sustituye las etiquetas (tipo PRY) del proyecto; etiquetas u objetoEtiquetas',
      params: Params,
      body: etiquetasSchema.openapi('ProyectoEtiquetas'),
      field: 'Etiquetas',
      item: EtiquetaRefSchema,
      description: 'Guardado',
      errors: writeErrors,
    }),
    async (c) => {
      const list = await reasignarEtiquetasProyecto(ctx(c), c.req.valid('param').proyectoId, c.req.valid('json').etiquetas);
      return c.json({ message: errores.exito, Etiquetas: list }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/proyectos/{proyectoId}/observaciones',
      tags: [TAG],
      summary: 'Observaciones del proyecto',
      request: { params: Params },
      responses: {
        200: { description: 'Observaciones', ...jsonContent(z.object({ Registros: z.array(Observacion) })) },
        ...readOneReplies(deniedReplies('Sin HISTORICO'), 'El proyecto no existe'),
      },
    }),
    async (c) => c.json({ Registros: await listObservacionesProyecto(ctx(c), c.req.valid('param').proyectoId) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/proyectos/{proyectoId}/observaciones',
      tags: [TAG],
      summary: 'Añade una observación al proyecto',
      request: { params: Params, ...jsonBody(proyectoObservacionSchema.openapi('ProyectoObservacionDatos')) },
      responses: { 201: { description: 'Creada', ...jsonContent(CreatedSchema) }, ...writeErrors },
    }),
    async (c) => {
      const { id } = await createObservacionProyecto(ctx(c), c.req.valid('param').proyectoId, c.req.valid('json'));
      return c.json({ Id: id, message: errores.exito }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/proyectos/observaciones/{observacionId}',
      tags: [TAG],
      summary: 'Modifica una observación de un proyecto',
      request: { params: ObservacionParams, ...jsonBody(proyectoObservacionSchema) },
      responses: {
        200: { description: 'Guardada', ...jsonContent(z.object({ Id: z.number().int(), Observacion: z.string() })) },
        ...writeErrors,
      },
    }),
    async (c) => c.json(await updateObservacionProyecto(ctx(c), c.req.valid('param').observacionId, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/proyectos/observaciones/{observacionId}',
      tags: [TAG],
      summary: 'Elimina una observación de un proyecto',
      request: { params: ObservacionParams },
      responses: { 204: { description: 'Eliminada' }, ...writeErrors, 400: errorReply('Identificador no válido') },
    }),
    async (c) => {
      await deleteObservacionProyecto(ctx(c), c.req.valid('param').observacionId);
      return c.body(null, 204);
    },
  );
