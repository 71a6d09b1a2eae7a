import { createRoute, z } from '@hono/zod-openapi';
import { abrirSeguimiento, getConfiguracionSeguimiento } from '../../domain/autoevaluacion/seguimiento.ts';
import { abrirSeguimientoSchema } from '../../domain/proyectos/seguimiento-schema.ts';
import { seguimiento as t } from '../../i18n/autoevaluacion-seguimiento.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { deliverSoon } from '../../platform/mail/sender.ts';
import {
  deniedReplies,
  errorReply,
  getOneRoute,
  idParams,
  jsonBody,
  jsonContent,
  readOneReplies,
  writeReplies,
} from '../openapi-helpers.ts';
import { domainContext as ctx, waitUntilOf } from '../request-context.ts';
import { createRouter } from '../router.ts';
import { Proyecto } from './proyectos.ts';

// Follow-up ("update proyectos/{proyectoId}/abrirSeguimiento"): what
// Configurar proposes, and opening the SEG cycle. Rules in access/rules-proyectos-seguimiento.ts.

const TAG = 'Proyectos: seguimiento';
const Params = idParams('proyectoId');
const Fechas = z.object({
  fechaInicio: z.string(),
  fechaLimite: z.string().nullable(),
  fechaLimiteSiguiente: z.string().nullable(),
});
const Configuracion = z
  .object({
    Configurable: z.boolean().openapi({ description: 'Fase FIN-INI y estado CURSO' }),
    Plazos: z.record(z.string(), z.number().int()).openapi({ description: 'Plazo (días) de cada fase del proceso' }),
    Fases: z.array(z.object({ Clave: z.string(), Nombre: z.string(), Plazo: z.number().int().nullable() })),
    Propuesta: Fechas.openapi({ description: 'Fechas (ISO) propuestas para un inicio hoy' }),
    CicloAnterior: z.object({ Id: z.number().int(), FaseClave: z.string() }).nullable(),
  })
  .openapi('ConfiguracionSeguimiento');

export const proyectosSeguimientoRoutes = createRouter()
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/proyectos/{proyectoId}/seguimiento',
      summary: 'Configurar el seguimiento: plazos del proceso y fechas propuestas',
      params: Params,
      description: 'Configuración',
      record: Configuracion,
      errors: readOneReplies(deniedReplies('Sin HISTORICO'), 'El proyecto no existe'),
    }),
    async (c) => c.json(await getConfiguracionSeguimiento(ctx(c), c.req.valid('param').proyectoId), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/proyectos/{proyectoId}/abrirSeguimiento',
      tags: [TAG],
      summary:
        'Abre el ciclo de seguimiento (AUT-SEG): nueva autoevaluación que parte del ciclo anterior y aviso al equipo del centro y al tutor; fechas aaaa-mm-dd o dd/mm/aaaa, fechaLimiteSiguiente posterior a hoy',
      request: { params: Params, ...jsonBody(abrirSeguimientoSchema.openapi('AbrirSeguimiento')) },
      responses: {
        200: { description: 'Abierto', ...jsonContent(z.object({ message: z.string(), Proyecto })) },
        ...writeReplies({
          403: 'Sin HISTORICO (escritura)',
          404: 'El proyecto no existe',
          409: 'El proyecto no está en FIN-INI y en curso, o el seguimiento ya está abierto',
        }),
        400: errorReply('Identificador no válido'),
      },
    }),
    async (c) => {
      const proyecto = await abrirSeguimiento(ctx(c), c.req.valid('param').proyectoId, c.req.valid('json'), publicOrigin(c.env));
      deliverSoon({ db: c.var.db, clock: c.var.clock, env: c.env, waitUntil: waitUntilOf(c) });
      return c.json({ message: t.abierto, Proyecto: proyecto }, 200);
    },
  );
