import { z } from '@hono/zod-openapi';
import { etiquetasSchema } from '../../domain/catalogo/estandares-schema.ts';
import {
  cambiarEstadoProyecto,
  createObservacionProyecto,
  getProyecto,
  listObservacionesProyecto,
  reasignarEtiquetasProyecto,
  removeObservacionProyecto,
  saveProyecto,
  updateObservacionProyecto,
} from '../../domain/proyectos/edicion.ts';
import { ESTADOS_PROYECTO } from '../../domain/proyectos/estados.ts';
import { listProyectos } from '../../domain/proyectos/listado.ts';
import { cambiarEstadoSchema, proyectoObservacionSchema, proyectoUpdateSchema } from '../../domain/proyectos/schema.ts';
import { errores } from '../../i18n/errores.ts';
import { proyectosEdicion } from '../../i18n/proyectos.ts';
import { solicitudesApi } from '../../i18n/solicitudes.ts';
import { listEnvelope, listQuery, textQuery, toListQuery } from '../lists.ts';
import { observacionRoutes } from '../observaciones.ts';
import {
  AuditoriaSchema,
  booleanQuery,
  deniedReplies,
  EtiquetaRefSchema,
  getOneRoute,
  idParams,
  idQuery,
  listRoute,
  procesoTextoQuery,
  RefSchema,
  readOneReplies,
  reassignRoute,
  updatedRoute,
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
  procesoTexto: procesoTextoQuery(),
  etiquetaId: idQuery('Con esta etiqueta (tipo PRY)'),
  ambitoId: idQuery('De este ámbito'),
  sinEquipoEvaluacion: booleanQuery(
    'En evaluación sin nadie con perfil de evaluación (true) o el resto (false)',
    solicitudesApi.booleanoNoValido,
  ),
});

/** Projects: the list with its filters, one project, and staff's changes. */
const base = createRouter()
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
      const { texto, faseClave, estadoClave, demo, procesoId, procesoTexto, etiquetaId, ambitoId, sinEquipoEvaluacion, ...q } =
        c.req.valid('query');
      const page = await listProyectos(ctx(c), {
        query: toListQuery(q),
        filtros: { texto, faseClave, estadoClave, demo, procesoId, procesoTexto, etiquetaId, ambitoId, sinEquipoEvaluacion },
      });
      return c.json(listEnvelope(page), 200);
    },
  )
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/proyectos/{proyectoId}',
      summary: 'Un proyecto',
      params: Params,
      description: 'El proyecto',
      record: Proyecto,
      errors: readOneReplies(deniedReplies('Sin HISTORICO'), 'El proyecto no existe'),
    }),
    async (c) => c.json(await getProyecto(ctx(c), c.req.valid('param').proyectoId), 200),
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/proyectos/{proyectoId}',
      summary: 'Cambia el tutor (GEST_PROY) o el responsable administrativo (GEST_SOLIC)',
      params: Params,
      body: proyectoUpdateSchema.openapi('ProyectoDatos'),
      description: 'Guardado',
      record: Proyecto,
      errors: writeErrors,
    }),
    async (c) => c.json(await saveProyecto(ctx(c), c.req.valid('param').proyectoId, c.req.valid('json')), 200),
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/proyectos/{proyectoId}/cambiarEstado',
      summary: 'Cambia el estado del proyecto (CURSO, FIN, CANCEL); estado u objetoEstado',
      params: Params,
      body: cambiarEstadoSchema.openapi('ProyectoEstado'),
      description: 'Guardado',
      record: Proyecto,
      errors: writeErrors,
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
  );

export const proyectosRoutes = observacionRoutes(base, {
  tag: TAG,
  list: {
    summary: 'Observaciones del proyecto',
    record: Observacion,
    errors: readOneReplies(deniedReplies('Sin HISTORICO'), 'El proyecto no existe'),
    run: (c, p) => listObservacionesProyecto(c, p.proyectoId as number),
  },
  create: {
    path: '/proyectos/{proyectoId}/observaciones',
    params: Params,
    summary: 'Añade una observación al proyecto',
    body: proyectoObservacionSchema.openapi('ProyectoObservacionDatos'),
    message: errores.exito,
    run: (c, p, input) => createObservacionProyecto(c, p.proyectoId as number, input),
  },
  item: {
    path: '/proyectos/observaciones/{observacionId}',
    param: 'observacionId',
    summaries: { update: 'Modifica una observación de un proyecto', remove: 'Elimina una observación de un proyecto' },
    body: proyectoObservacionSchema,
    update: updateObservacionProyecto,
    remove: removeObservacionProyecto,
  },
  errors: writeErrors,
  deleteDescribes400: true,
});
