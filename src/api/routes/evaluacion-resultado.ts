import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../domain/errors.ts';
import { adjuntarInforme, type InformeEntrante } from '../../domain/evaluacion/informe.ts';
import { getResultadoEvaluacion } from '../../domain/evaluacion/resultado.ts';
import { FICHERO_MAX_BYTES, FICHERO_MAX_KB } from '../../domain/ficheros/limites.ts';
import { publicacionApi as t } from '../../i18n/evaluacion-resultado.ts';
import { ficheros as textos } from '../../i18n/ficheros.ts';
import { getStorage } from '../../platform/storage/index.ts';
import { errorResponse } from '../errors.ts';
import { deniedReplies, errorReply, idParams, jsonContent, readOneReplies } from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';
import { CifrasSchema } from '../schemas/autoevaluacion.ts';
import type { ApiEnv } from '../types.ts';
import { procesosNivelesRoutes } from './procesos-niveles.ts';

// An evaluation's result: its figures and level, what is missing to publish, and
// the report upload. Publishing itself is the spec's finish call on the evaluation record
// (PUT autoevaluaciones/{id}/finalizar, routes/autoevaluacion-fin.ts). The process's levels
// (routes/procesos-niveles.ts) mount through this router. Rules in access/rules-evaluacion-resultado.ts.

const TAG = 'Evaluación: resultado';
const INFORME_PATH = /^\/api\/autoevaluaciones\/\d+\/informe$/;
/** One file of the per-file limit plus the multipart framing and the name field. */
const INFORME_BODY_LIMIT = FICHERO_MAX_BYTES + 64 * 1024;

/** The report upload sets its own body limit (see hasOwnBodyLimit in routes/ficheros.ts). */
export const isInformeMultipart = (c: Context) =>
  c.req.method === 'POST' && INFORME_PATH.test(c.req.path) && /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');

const Fichero = z.object({ Id: z.number().int(), NombreFisico: z.string(), Kb: z.number().int() });
const Falta = z.object({ Id: z.number().int(), Codigo: z.string(), Descripcion: z.string(), Estado: z.string() });
const ClaveNombre = z.object({ Clave: z.string(), Nombre: z.string() });
const Resultado = z
  .object({
    Id: z.number().int(),
    EsEvaluacion: z.boolean(),
    Cifras: CifrasSchema,
    Resultado: z.object({ Clave: z.string(), Publicado: z.boolean() }).openapi({
      description: 'ACR o NO_ACR que daría publicar ahora; una vez publicada, el fijado al publicar',
    }),
    Nivel: ClaveNombre.nullable(),
    FechaPublicacion: z.string().nullable(),
    Niveles: z.array(
      z.object({
        Id: z.number().int(),
        Clave: z.string(),
        Nombre: z.string(),
        PorcentajeEsenciales: z.number().int(),
        PorcentajeNoEsenciales: z.number().int(),
        Orden: z.number().int(),
      }),
    ),
    Faltas: z.object({ SinEvaluar: z.array(Falta), FaltaInforme: z.boolean(), PuedePublicar: z.boolean() }),
    FicheroInforme: Fichero.nullable(),
    SoloLectura: z.string().nullable(),
    PuedePublicar: z.boolean(),
  })
  .openapi('ResultadoEvaluacion');

/** The uploaded part and its name; 415 (not multipart), 400 (malformed), null when no file came. */
async function leerInforme(c: Context<ApiEnv>): Promise<InformeEntrante | null> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw new AppError(415, textos.peticionMultipart);
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError(400, textos.multipartMalformado);
  }
  const part = [body.contenidoBinario, body['contenidoBinario[0]'], body.file].find((p) => p instanceof File);
  if (!(part instanceof File)) return null;
  const nombre = [body.nombreFisico, body['nombreFisico[0]']].find((n) => typeof n === 'string' && n.trim());
  return { nombreFisico: typeof nombre === 'string' ? nombre : part.name, bytes: new Uint8Array(await part.arrayBuffer()) };
}

const resultadoRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/autoevaluaciones/{autoevaluacionId}/resultado',
      tags: [TAG],
      summary: 'Resultado de la evaluación: cifras por esenciales y no esenciales, nivel, lo que falta para publicar e informe',
      request: { params: idParams('autoevaluacionId') },
      responses: {
        200: { description: 'El resultado', ...jsonContent(Resultado) },
        ...readOneReplies(deniedReplies('Sin INF_EVAL en el proyecto ni HISTORICO'), 'La autoevaluación no existe'),
      },
    }),
    async (c) => c.json(await getResultadoEvaluacion(domainContext(c), c.req.valid('param').autoevaluacionId), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/autoevaluaciones/{autoevaluacionId}/informe',
      tags: [TAG],
      summary: `Adjunta (o sustituye) el informe de evaluación (fichero INF): un PDF de ${FICHERO_MAX_KB} KB como máximo`,
      description:
        'multipart/form-data con contenidoBinario y, opcional, nombreFisico. Solo el jefe de evaluación del proyecto (o personal con ' +
        'INF_EVAL de escritura) mientras la evaluación está en curso. El equipo del centro no lo ve hasta que se publica.',
      middleware: [
        bodyLimit({ maxSize: INFORME_BODY_LIMIT, onError: (c) => errorResponse(c, 413, textos.ficheroDemasiadoGrande('')) }),
      ] as const,
      request: {
        params: idParams('autoevaluacionId'),
        body: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  contenidoBinario: { type: 'string', format: 'binary', description: 'El informe en PDF' },
                  nombreFisico: { type: 'string', maxLength: 100 },
                },
                required: ['contenidoBinario'],
              },
            },
          },
        },
      },
      responses: {
        201: { description: 'Adjuntado', ...jsonContent(z.object({ message: z.string(), FicheroInforme: Fichero })) },
        400: errorReply('Cuerpo multipart mal formado'),
        ...deniedReplies('Sin INF_EVAL de escritura en el proyecto, o no es el jefe de evaluación'),
        404: errorReply('La autoevaluación no existe'),
        409: errorReply('La evaluación ya está publicada o no está en curso, o el registro no es una evaluación'),
        413: errorReply(`El fichero supera los ${FICHERO_MAX_KB} KB`),
        415: errorReply('No es un PDF, o la petición no es multipart'),
        422: errorReply('Falta el fichero o su nombre no es válido'),
      },
    }),
    async (c) => {
      const ctx = { ...domainContext(c), storage: getStorage(c.env) };
      const FicheroInforme = await adjuntarInforme(ctx, c.req.valid('param').autoevaluacionId, await leerInforme(c));
      return c.json({ message: t.informeGuardado, FicheroInforme }, 201);
    },
  );

/** The result routes and the process's levels (one mount in src/api/app.ts). */
export const evaluacionResultadoRoutes = createRouter().route('/', resultadoRoutes).route('/', procesosNivelesRoutes);
