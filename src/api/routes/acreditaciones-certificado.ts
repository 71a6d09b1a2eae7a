import { createRoute, z } from '@hono/zod-openapi';
import { DESTINOS, generarCertificado } from '../../domain/acreditaciones/certificado/generar.ts';
import { certificadoPublico, verificarCertificado } from '../../domain/acreditaciones/certificado/verificacion.ts';
import { rutaVerificacion } from '../../domain/acreditaciones/certificado/verificacion-url.ts';
import { certificado as t } from '../../i18n/acreditaciones-certificado.ts';
import { configFrom } from '../../platform/config.ts';
import { configuracionFirma } from '../../platform/firma/index.ts';
import { publicOrigin } from '../../platform/mail/links.ts';
import { getStorage } from '../../platform/storage/index.ts';
import { clientAddress } from '../client-address.ts';
import { errorReply, jsonBody, jsonContent, pathIdParam, writeReplies } from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';
import { contentDisposition } from './ficheros.ts';

const GenerarBody = z
  .object({
    destinos: z
      .array(z.enum(DESTINOS, { message: t.destinoObligatorio }), { message: t.destinoObligatorio })
      .min(1, t.destinoObligatorio)
      .max(2, t.destinoObligatorio)
      .openapi({ description: 'Dónde se guarda: CER_PUB (certificado público), CER_PRV (privado) o ambos' }),
  })
  .openapi('GenerarCertificado');
const Generado = z
  .object({
    message: z.string(),
    Ficheros: z.array(z.object({ TipoClave: z.enum(DESTINOS), FicheroId: z.number().int() })),
  })
  .openapi('CertificadoGenerado');

const Situacion = z.enum(['VIGENTE', 'CADUCADA', 'SUSPENDIDA', 'REVOCADA']);
const Verificacion = z
  .object({
    Csv: z.string(),
    Situacion,
    SituacionNombre: z.string(),
    Explicacion: z.string(),
    Vigente: z.boolean(),
    Marca: z.string(),
    Centro: z.string(),
    Localidad: z.string().nullable(),
    Nivel: z.string().nullable(),
    Codigo: z.string(),
    FechaPublicacion: z.string().nullable(),
    FechaVigencia: z.string().nullable(),
    FechaSuspension: z.string().nullable(),
    FechaRevocacion: z.string().nullable(),
    Certificado: z.boolean().openapi({ description: 'Si hay un certificado público firmado para descargar' }),
  })
  .openapi('VerificacionCertificado');
const csvParam = z
  .string()
  .max(200)
  .openapi({ param: { name: 'csv', in: 'path' }, description: 'Código seguro de verificación impreso en el certificado' });

const noStore = { 'Cache-Control': 'no-store' };
const limitado = errorReply('Demasiadas consultas desde esta dirección (Retry-After)');

/**
 * The signed certificate of an accreditation (generated and stored as its CER_PUB/CER_PRV) and
 * its public verification by CSV (rate-limited per address; docs in the domain files).
 */
export const acreditacionesCertificadoRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/acreditaciones/{acreditacionId}/certificado',
      tags: ['Acreditaciones'],
      summary: 'Genera y firma (PAdES) el certificado de la acreditación',
      description:
        'Genera el PDF del certificado (centro, marca, nivel, proceso, fechas, código, CSV y código QR a la página de ' +
        'verificación), lo firma con el certificado de la instalación y lo guarda como certificado público (CER_PUB), ' +
        'privado (CER_PRV) o ambos, sustituyendo el anterior. GEST_CERT_ACRED (E).',
      request: { params: z.object({ acreditacionId: pathIdParam('acreditacionId') }), ...jsonBody(GenerarBody) },
      responses: {
        200: { description: 'Certificado generado', ...jsonContent(Generado) },
        ...writeReplies({
          403: 'Sin permiso GEST_CERT_ACRED (E)',
          404: 'La acreditación no existe',
          409: 'La firma no está configurada, su certificado no es válido, o (en producción) PUBLIC_URL no es https',
        }),
      },
    }),
    async (c) => {
      const ctx = {
        ...domainContext(c),
        storage: getStorage(c.env),
        firma: () => configuracionFirma(c.env),
        origenPublico: publicOrigin(c.env),
        produccion: configFrom(c.env, 'NODE_ENV') === 'production',
      };
      const r = await generarCertificado(ctx, c.req.valid('param').acreditacionId, c.req.valid('json').destinos);
      return c.json(
        { message: t.generado, Ficheros: r.ficheros.map((f) => ({ TipoClave: f.tipoClave, FicheroId: f.ficheroId })) },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/publico/verificacion/{csv}',
      tags: ['Verificación de certificados'],
      summary: 'Comprueba un certificado por su código seguro de verificación (CSV)',
      description:
        'Público. Dice si la acreditación está vigente, caducada, suspendida o revocada, con el centro y las fechas. ' +
        'Un código desconocido (o de una acreditación aún no publicada) responde 404. Limitado por dirección.',
      request: { params: z.object({ csv: csvParam }) },
      responses: {
        200: { description: 'Situación del certificado', ...jsonContent(Verificacion) },
        404: errorReply('No existe ningún certificado con ese código'),
        422: errorReply('Código vacío'),
        429: limitado,
      },
    }),
    async (c) => {
      const v = await verificarCertificado(domainContext(c), c.req.valid('param').csv, clientAddress(c));
      return c.json(v, 200, noStore);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/publico/verificacion/{csv}/certificado',
      tags: ['Verificación de certificados'],
      summary: 'Descarga el certificado público firmado (PDF) de un código seguro de verificación',
      description:
        'Público. Solo el certificado público (CER_PUB), nunca el privado, y solo mientras la acreditación está en vigor: ' +
        'la de un certificado caducado, suspendido o revocado responde 303 a la página de verificación, que dice su ' +
        'situación y su fecha. Limitado por dirección.',
      request: { params: z.object({ csv: csvParam }) },
      responses: {
        200: { description: 'El PDF firmado', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
        303: { description: 'No está en vigor: la página de verificación con su situación (Location)' },
        404: errorReply('No existe el código o no hay certificado público'),
        422: errorReply('Código vacío'),
        429: limitado,
      },
    }),
    async (c) => {
      const { csv } = c.req.valid('param');
      const ctx = { ...domainContext(c), storage: getStorage(c.env) };
      const f = await certificadoPublico(ctx, csv, clientAddress(c));
      if ('situacion' in f) return c.body(null, 303, { Location: rutaVerificacion(f.csv), ...noStore });
      return c.body(f.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Length': String(f.bytes.byteLength),
        'Content-Disposition': contentDisposition('attachment', f.nombre),
        'X-Content-Type-Options': 'nosniff',
        ...noStore,
      });
    },
  );
