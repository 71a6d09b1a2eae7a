import { createRoute } from '@hono/zod-openapi';
import { getInformeEvaluacion, type TipoInforme } from '../../domain/informes/evaluacion.ts';
import { pdfInforme } from '../../domain/informes/informe-pdf.ts';
import { todayIso } from '../../domain/shared/fechas.ts';
import { deniedReplies, errorReply, idParams } from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';
import { exportacionesRoutes } from './exportaciones.ts';

const TAG = 'Informes';

const RUTAS: Array<{ tipo: TipoInforme; archivo: string; summary: string; denied: string }> = [
  {
    tipo: 'informe',
    archivo: 'informe',
    summary: 'Informe de evaluación en PDF (INF_EVAL)',
    denied: 'Sin INF_EVAL en el proyecto',
  },
  {
    tipo: 'seguimiento',
    archivo: 'plantilla-seguimiento',
    summary: 'Plantilla de seguimiento en PDF (INF_EVALUACION)',
    denied: 'Sin INF_EVALUACION en el proyecto',
  },
  {
    tipo: 'tabla',
    archivo: 'tabla',
    summary: 'Tabla resumen de la autoevaluación en PDF (AE o HISTORICO)',
    denied: 'Sin AE ni HISTORICO',
  },
];

/**
 * GET autoevaluaciones/{id}/informe.pdf | plantilla-seguimiento.pdf | tabla.pdf: the printable
 * reports as PDF files; and GET exportaciones/{lista}.
 */
export const informesRoutes = RUTAS.reduce(
  (router, r) =>
    router.openapi(
      createRoute({
        method: 'get',
        path: `/autoevaluaciones/{autoevaluacionId}/${r.archivo}.pdf`,
        tags: [TAG],
        summary: r.summary,
        request: { params: idParams('autoevaluacionId') },
        responses: {
          200: { description: 'El PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
          400: errorReply('Identificador no válido'),
          ...deniedReplies(r.denied),
          404: errorReply('La autoevaluación no existe'),
        },
      }),
      async (c) => {
        const ctx = domainContext(c);
        const id = c.req.valid('param').autoevaluacionId;
        const informe = await getInformeEvaluacion(ctx, id, r.tipo);
        const pdf = await pdfInforme(informe, r.tipo, todayIso(ctx.clock.now()));
        return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': 'application/pdf',
          'Content-Length': String(pdf.byteLength),
          'Content-Disposition': `attachment; filename="${r.archivo}-${informe.Proyecto.Codigo.replace(/[^\w-]/g, '_')}.pdf"`,
          'X-Content-Type-Options': 'nosniff',
        });
      },
    ),
  // The list exports share this router so the app mounts the part's routes in one line.
  createRouter().route('/', exportacionesRoutes),
);
