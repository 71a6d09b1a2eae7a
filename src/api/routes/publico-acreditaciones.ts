import { createRoute, z } from '@hono/zod-openapi';
import { getAcreditacionPublica, getCertificadoPublico, listRegistro } from '../../domain/acreditaciones/registro.ts';
import { AppError } from '../../domain/errors.ts';
import { registroApi } from '../../i18n/acreditaciones-registro.ts';
import { getStorage } from '../../platform/storage/index.ts';
import { listEnvelope, listQuery, textQuery } from '../lists.ts';
import { publicCache } from '../middleware/public-cache.ts';
import { errorReply, idParams, idQuery, jsonContent, listRoute, RefSchema } from '../openapi-helpers.ts';
import { domainContext as ctx } from '../request-context.ts';
import { createRouter } from '../router.ts';
import { contentDisposition } from './ficheros.ts';

const TAG = 'Registro público de acreditaciones';

const AcreditacionPublica = z
  .object({
    Id: z.number().int(),
    Codigo: z.string(),
    Centro: RefSchema,
    Provincia: RefSchema.nullable(),
    Municipio: RefSchema.nullable(),
    Ambito: RefSchema.nullable(),
    Nivel: z.string().nullable().openapi({ description: 'Nivel alcanzado (nombre al concederse)' }),
    FechaPublicacion: z.string().openapi({ description: 'yyyy-mm-dd' }),
    FechaVigencia: z.string().openapi({ description: 'yyyy-mm-dd' }),
  })
  .openapi('AcreditacionPublica');

const AcreditacionPublicaDetalle = AcreditacionPublica.extend({
  Localidad: RefSchema.nullable(),
  Certificado: z
    .object({ Nombre: z.string(), Kb: z.number().int(), Url: z.string() })
    .nullable()
    .openapi({ description: 'El certificado público (CER_PUB); nunca el privado' }),
}).openapi('AcreditacionPublicaDetalle');

const query = listQuery.omit({ campos: true, orden: true }).extend({
  texto: textQuery('Nombre del centro (todas las palabras, sin distinguir acentos)'),
  provinciaId: idQuery('Provincia del centro'),
  municipioId: idQuery('Municipio del centro'),
  ambitoId: idQuery('Ámbito del proyecto acreditado'),
});

/**
 * The public register: accreditations in force only, for anyone, with CORS for any
 * origin (src/api/middleware/public-cors.ts) so partner sites and the widget read it. Replies
 * carry an ETag and `no-cache`: a browser or CDN may keep them but asks each time (a 304 costs
 * one read of the change stamp), so a revocation disappears at once.
 */
export const publicoAcreditacionesRoutes = createRouter();

const cache = publicCache({ sello: 'acreditaciones', porDia: true });
// Hono's '/x/*' matches '/x' too: one registration covers the list and its sub-paths (two ran
// the cache twice on the list, and its Vary named each header twice).
publicoAcreditacionesRoutes.use('/publico/acreditaciones/*', async (c, next) =>
  // The certificate's bytes are not JSON and not kept in memory.
  c.req.path.endsWith('/certificado') ? next() : cache(c, next),
);

const NO_CACHE = { 'Cache-Control': 'public, no-cache' };

publicoAcreditacionesRoutes
  .openapi(
    listRoute({
      tag: TAG,
      path: '/publico/acreditaciones',
      summary: 'Acreditaciones vigentes hoy, por nombre del centro',
      query,
      record: AcreditacionPublica,
      denied: {},
    }),
    async (c) => {
      const { pagina, registrosPorPagina, ...filtros } = c.req.valid('query');
      const page = await listRegistro(ctx(c), filtros, { pagina, registrosPorPagina });
      return c.json(listEnvelope(page), 200, NO_CACHE);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/publico/acreditaciones/{acreditacionId}',
      tags: [TAG],
      summary: 'Una acreditación vigente: centro, ubicación, ámbito, nivel, fechas y certificado público',
      request: { params: idParams('acreditacionId') },
      responses: {
        200: { description: 'Acreditación', ...jsonContent(AcreditacionPublicaDetalle) },
        400: errorReply('Identificador no válido'),
        404: errorReply(registroApi.noEncontrada),
      },
    }),
    async (c) => c.json(await getAcreditacionPublica(ctx(c), c.req.valid('param').acreditacionId), 200, NO_CACHE),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/publico/acreditaciones/{acreditacionId}/certificado',
      tags: [TAG],
      summary: 'Descarga el certificado público (CER_PUB) de una acreditación vigente',
      request: { params: idParams('acreditacionId') },
      responses: {
        200: { description: 'El PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
        400: errorReply('Identificador no válido'),
        404: errorReply(registroApi.sinCertificado),
      },
    }),
    async (c) => {
      const fichero = await getCertificadoPublico(ctx(c), c.req.valid('param').acreditacionId);
      const stored = await getStorage(c.env).get(fichero.claveAlmacen);
      if (!stored) throw new AppError(404, registroApi.sinCertificado);
      return c.body(stored.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': fichero.tipoContenido,
        'Content-Length': String(stored.bytes.byteLength),
        'Content-Disposition': contentDisposition('attachment', fichero.nombreFisico),
        'X-Content-Type-Options': 'nosniff',
        // Checked again on every download: a revoked certificate is never served from a cache.
        'Cache-Control': 'no-cache',
      });
    },
  );
