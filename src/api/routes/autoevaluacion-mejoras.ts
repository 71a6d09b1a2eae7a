import { createRoute, z } from '@hono/zod-openapi';
import { areaMejoraSchema, fortalezaSchema } from '../../domain/autoevaluacion/evidencias-schema.ts';
import {
  createMejora,
  getMejora,
  listMejoras,
  removeMejora,
  type TipoMejora,
  updateMejora,
} from '../../domain/autoevaluacion/mejoras.ts';
import { etagDe } from '../../domain/shared/version.ts';
import { mejorasApi as t } from '../../i18n/autoevaluacion-evid.ts';
import { listEnvelope, listQuery, listResponseSchema, textQuery, toListQuery } from '../lists.ts';
import {
  booleanQuery,
  CreatedSchema,
  deniedReplies,
  errorReply,
  idParams,
  idQuery,
  jsonBody,
  jsonContent,
  readOneReplies,
  writeReplies,
} from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';
import { MejoraSchema } from '../schemas/autoevaluacion-evid.ts';

// Improvement areas and strengths: created under the self-assessment, changed and
// removed by their own id, as the spec spells the paths.

const TAG = 'Autoevaluaciones';

const CONF = {
  areaMejora: {
    plural: 'areasMejora',
    param: 'areaMejoraId',
    nombre: 'área de mejora',
    schema: areaMejoraSchema,
    creada: t.areaCreada,
    guardada: t.areaGuardada,
    noExiste: t.areaNoExiste,
  },
  fortaleza: {
    plural: 'fortalezas',
    param: 'fortalezaId',
    nombre: 'fortaleza',
    schema: fortalezaSchema,
    creada: t.fortalezaCreada,
    guardada: t.fortalezaGuardada,
    noExiste: t.fortalezaNoExiste,
  },
} as const;

const filtros = listQuery.extend({
  evidenciaId: idQuery('Solo las de esta evidencia'),
  estandarId: idQuery('Solo las de este estándar'),
  texto: textQuery('Busca en el código y la descripción'),
  implantacion: booleanQuery('Áreas de mejora implantadas (true) o no (false)', 'Valor no válido: true o false'),
});

const escritura = (tipo: TipoMejora) =>
  writeReplies({
    403: 'Sin AE_APORTACION en el proyecto',
    404: `La autoevaluación o la ${CONF[tipo].nombre} no existe`,
    409: 'La autoevaluación no está en curso, o otra persona cambió el registro después de la versión enviada',
  });

function rutas(tipo: TipoMejora) {
  const c = CONF[tipo];
  const unoParams = idParams(c.param);
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: `/autoevaluaciones/{autoevaluacionId}/${c.plural}`,
        tags: [TAG],
        summary: `Las ${c.plural === 'areasMejora' ? 'áreas de mejora' : 'fortalezas'} de la autoevaluación`,
        request: { params: idParams('autoevaluacionId'), query: filtros },
        responses: {
          200: { description: 'Lista', ...jsonContent(listResponseSchema(MejoraSchema)) },
          400: errorReply('Parámetros no válidos'),
          ...deniedReplies('Sin AE ni HISTORICO'),
          404: errorReply('La autoevaluación no existe'),
        },
      }),
      async (ctx) => {
        const q = ctx.req.valid('query');
        const page = await listMejoras(domainContext(ctx), tipo, ctx.req.valid('param').autoevaluacionId, {
          query: toListQuery(q),
          filtros: { evidenciaId: q.evidenciaId, estandarId: q.estandarId, texto: q.texto, implantacion: q.implantacion },
        });
        return ctx.json(listEnvelope(page), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: `/autoevaluaciones/{autoevaluacionId}/${c.plural}`,
        tags: [TAG],
        summary: `Crea una ${c.nombre}`,
        request: { params: idParams('autoevaluacionId'), ...jsonBody(c.schema) },
        responses: { 201: { description: 'Creada', ...jsonContent(CreatedSchema) }, ...escritura(tipo) },
      }),
      async (ctx) => {
        const id = await createMejora(domainContext(ctx), tipo, ctx.req.valid('param').autoevaluacionId, ctx.req.valid('json'));
        return ctx.json({ Id: id, message: c.creada }, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: `/autoevaluaciones/${c.plural}/{${c.param}}`,
        tags: [TAG],
        summary: `Una ${c.nombre}`,
        request: { params: unoParams },
        responses: {
          200: { description: 'El registro', ...jsonContent(MejoraSchema) },
          ...readOneReplies(deniedReplies('Sin AE ni HISTORICO'), c.noExiste),
        },
      }),
      async (ctx) => {
        const id = (ctx.req.valid('param') as Record<string, number>)[c.param] as number;
        const r = await getMejora(domainContext(ctx), tipo, id);
        return ctx.json(r, 200, { ETag: etagDe(r.Version) });
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: `/autoevaluaciones/${c.plural}/{${c.param}}`,
        tags: [TAG],
        summary: `Modifica una ${c.nombre}`,
        description:
          'Con la version leída (en el cuerpo, o su ETag en If-Match) sustituye el registro entero, y si otra persona ' +
          'lo cambió después, 409 y nada se guarda. Sin ninguna de las dos, solo cambian los campos enviados.',
        request: { params: unoParams, ...jsonBody(c.schema) },
        responses: {
          200: { description: 'Guardada', ...jsonContent(MejoraSchema.extend({ message: z.string() })) },
          ...escritura(tipo),
        },
      }),
      async (ctx) => {
        const id = (ctx.req.valid('param') as Record<string, number>)[c.param] as number;
        const r = await updateMejora(domainContext(ctx), tipo, id, ctx.req.valid('json'), ctx.req.header('if-match'));
        return ctx.json({ ...r, message: c.guardada }, 200, { ETag: etagDe(r.Version) });
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: `/autoevaluaciones/${c.plural}/{${c.param}}`,
        tags: [TAG],
        summary: `Elimina una ${c.nombre}`,
        request: { params: unoParams },
        responses: { 204: { description: 'Eliminada' }, ...escritura(tipo) },
      }),
      async (ctx) => {
        const id = (ctx.req.valid('param') as Record<string, number>)[c.param] as number;
        await removeMejora(domainContext(ctx), tipo, id);
        return ctx.body(null, 204);
      },
    );
}

/** POST/GET autoevaluaciones/{id}/areasMejora|fortalezas; GET/PUT/DELETE autoevaluaciones/areasMejora|fortalezas/{id}. */
export const autoevaluacionMejorasRoutes = createRouter().route('/', rutas('areaMejora')).route('/', rutas('fortaleza'));
