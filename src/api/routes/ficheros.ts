import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireFicheroNoCerrado } from '../../domain/autoevaluacion/ficheros-respuestas.ts';
import { AppError } from '../../domain/errors.ts';
import { type FicherosContext, getFichero, removeAvatar, removeFichero, setAvatar } from '../../domain/ficheros/ficheros.ts';
import { type Parte, parseSubida } from '../../domain/ficheros/formulario.ts';
import { AVATAR_MAX_BYTES, FICHERO_MAX_BYTES, FICHERO_MAX_KB, FICHEROS_MAX_POR_PETICION } from '../../domain/ficheros/limites.ts';
import { PREVIEWABLE_MIME } from '../../domain/ficheros/sniff.ts';
import { subirFicheros } from '../../domain/ficheros/subida.ts';
import { ficheros as textos } from '../../i18n/ficheros.ts';
import { getStorage } from '../../platform/storage/index.ts';
import { errorResponse } from '../errors.ts';
import { queryInt } from '../lists.ts';
import { errorReply, jsonContent } from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';
import type { ApiEnv } from '../types.ts';
import { isActuacionMultipart } from './actuaciones.ts';
import { isInformeMultipart } from './evaluacion-resultado.ts';
import { isSolicitudAltaMultipart } from './solicitudes-alta.ts';

const AVATAR_PATH = '/yo/avatar';
/** The image plus room for the multipart framing and the name field. */
const AVATAR_BODY_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

/** Ten files of the per-file limit plus the multipart framing and text fields (names, types, owner). */
const FICHEROS_BODY_LIMIT = FICHEROS_MAX_POR_PETICION * FICHERO_MAX_BYTES + 256 * 1024;

/**
 * Requests that carry their own, larger body limit, so the API's 1 MiB JSON limit
 * (src/api/app.ts) lets them through: multipart PUT /api/yo/avatar, POST /api/ficheros and
 * POST /api/solicitudes (src/api/routes/solicitudes-alta.ts), multipart POST /api/actuaciones and its …/ficheros.
 */
export function hasOwnBodyLimit(c: Context): boolean {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) return false;
  return (
    (c.req.method === 'PUT' && c.req.path === `/api${AVATAR_PATH}`) ||
    (c.req.method === 'POST' && c.req.path === '/api/ficheros') ||
    isSolicitudAltaMultipart(c) ||
    isInformeMultipart(c) ||
    isActuacionMultipart(c)
  );
}

const ctxOf = (c: Context<ApiEnv>): FicherosContext => ({ ...domainContext(c), storage: getStorage(c.env) });

const AvatarCreado = z
  .object({
    statusCode: z.literal(201),
    ficheroId: z.number().int(),
    Id: z.number().int(),
    message: z.string(),
  })
  .openapi('AvatarCreado');

/** Documented, not validated by zod: the route checks the parts itself to answer 413/415/422. */
const avatarForm = {
  type: 'object' as const,
  properties: {
    nombreFisico: { type: 'string' as const, maxLength: 100, description: 'Nombre del fichero (solo para mostrarlo)' },
    contenidoBinario: { type: 'string' as const, format: 'binary', description: 'Imagen JPG, GIF o PNG de 1024 KB como máximo' },
    file: { type: 'string' as const, format: 'binary', description: 'Alternativa a contenidoBinario' },
  },
};

/** The uploaded part and its name; throws 415 (not multipart), 400 (malformed) or 422 (no file). */
async function readUpload(c: Context<ApiEnv>): Promise<{ nombreFisico: string; bytes: Uint8Array }> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
    throw new AppError(415, textos.peticionMultipart);
  }
  let body: Record<string, string | File>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError(400, textos.multipartMalformado);
  }
  const part = body.contenidoBinario instanceof File ? body.contenidoBinario : body.file;
  if (!(part instanceof File)) {
    throw new AppError(422, textos.ficheroObligatorio, { contenidoBinario: [textos.ficheroObligatorio] });
  }
  const nombreFisico = typeof body.nombreFisico === 'string' && body.nombreFisico.trim() ? body.nombreFisico : part.name;
  return { nombreFisico, bytes: new Uint8Array(await part.arrayBuffer()) };
}

const FicherosCreados = z
  .object({
    statusCode: z.literal(201),
    data: z.array(z.number().int()),
    Id: z.number().int(),
    message: z.string(),
  })
  .openapi('FicherosCreados');

const indexed = (description: string, extra: Record<string, unknown> = {}) => ({
  type: 'string' as const,
  description,
  ...extra,
});
/** Documented, not validated by zod: the domain reads the indexed parts itself (413/415/422 per file). */
const ficherosForm = {
  type: 'object' as const,
  properties: {
    'nombreFisico[0]': indexed('Nombre del fichero i (100 caracteres como máximo); si falta, el del propio fichero', {
      maxLength: 100,
    }),
    'contenidoBinario[0]': indexed(
      `Contenido del fichero i: BMP, GIF, JPG, TIFF, PDF, PNG, ZIP o RAR según su contenido, ≤ ${FICHERO_MAX_KB} KB`,
      {
        format: 'binary',
      },
    ),
    'tipoClave[0]': indexed('Tipo del fichero i (MAN para el fichero de un manual)'),
    'descripcion[0]': indexed('Descripción opcional del fichero i', { maxLength: 500 }),
    manualId: { type: 'integer' as const, description: 'Manual al que pertenecen (también manualId[0])' },
    proyectoId: {
      type: 'integer' as const,
      description:
        'Proyecto (documentos PRY): su equipo con AE_APORTACION mientras una autoevaluación está en curso, o HISTORICO con escritura',
    },
    solicitudId: {
      type: 'integer' as const,
      description: 'Solicitud pendiente (GEST_SOLICITUDES, escritura): tipos de fichero de su proceso, internos incluidos',
    },
    acreditacionId: {
      type: 'integer' as const,
      description: 'Acreditación (GEST_CERT_ACRED, escritura): un certificado público CER_PUB y uno privado CER_PRV, solo PDF',
    },
  },
  required: ['contenidoBinario[0]', 'tipoClave[0]'],
};

/** Every part of a multipart request; 415 when the body is not multipart, 400 when it is broken. */
async function readParts(c: Context<ApiEnv>): Promise<Array<[string, Parte]>> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
    throw new AppError(415, textos.peticionMultipart);
  }
  try {
    return [...(await c.req.formData()).entries()] as Array<[string, Parte]>;
  } catch {
    throw new AppError(400, textos.multipartMalformado);
  }
}

const ficheroIdParam = z.object({
  ficheroId: queryInt({ min: 1, max: Number.MAX_SAFE_INTEGER }).openapi({ param: { name: 'ficheroId', in: 'path' } }),
});

/**
 * The policy an SVG download carries: no script, no forms, an opaque origin, only its own
 * inline styles. Today the API's secureHeaders (overwrite on) replaces it with its own
 * default-src 'none', which also blocks script; SVG is therefore always an attachment.
 */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** The profile avatar, uploads, deletions and downloads of files. */
export const ficherosRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'put',
      path: AVATAR_PATH,
      tags: ['Ficheros'],
      summary: 'Sustituye la imagen de perfil del usuario',
      description:
        'multipart/form-data con nombreFisico y contenidoBinario (o un único campo file). Imagen JPG, GIF o PNG ' +
        '(según su contenido) de 1024 KB como máximo; el nombre, de 100 caracteres como máximo. La imagen anterior se borra.',
      middleware: [
        bodyLimit({
          maxSize: AVATAR_BODY_LIMIT,
          onError: (c) => errorResponse(c, 413, textos.imagenDemasiadoGrande),
        }),
      ] as const,
      request: { body: { required: true, content: { 'multipart/form-data': { schema: avatarForm } } } },
      responses: {
        201: { description: 'Imagen guardada', ...jsonContent(AvatarCreado) },
        400: errorReply('Cuerpo multipart mal formado'),
        401: errorReply('Sin sesión'),
        413: errorReply('La imagen supera los 1024 KB'),
        415: errorReply('No es una imagen JPG, GIF o PNG, o la petición no es multipart'),
        422: errorReply('Falta la imagen o el nombre es demasiado largo'),
      },
    }),
    async (c) => {
      const { ficheroId } = await setAvatar(ctxOf(c), await readUpload(c));
      return c.json({ statusCode: 201 as const, ficheroId, Id: ficheroId, message: textos.avatarGuardado }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: AVATAR_PATH,
      tags: ['Ficheros'],
      summary: 'Elimina la imagen de perfil del usuario',
      responses: { 204: { description: 'Imagen eliminada (o no había ninguna)' }, 401: errorReply('Sin sesión') },
    }),
    async (c) => {
      await removeAvatar(ctxOf(c));
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/ficheros',
      tags: ['Ficheros'],
      summary: 'Sube uno o varios ficheros de un propietario',
      description:
        'multipart/form-data con los arrays indexados nombreFisico[i], contenidoBinario[i], tipoClave[i] y descripcion[i] ' +
        '(opcional) y un único propietario: manualId, solicitudId, proyectoId (documentos PRY) o acreditacionId (certificados CER_PUB y CER_PRV en PDF). ' +
        `Hasta 10 ficheros de ${FICHERO_MAX_KB} KB; nombres de 100 caracteres; tipos BMP, GIF, JPG, JPEG, TIFF, TIF, PDF, PNG, ZIP y RAR ` +
        'según su contenido, que debe coincidir con la extensión; los ZIP se comprueban (50 MB descomprimidos como máximo). ' +
        'Si un fichero se rechaza no se guarda ninguno. El fichero de un manual (MAN) es único: uno nuevo sustituye al anterior.',
      middleware: [
        bodyLimit({
          maxSize: FICHEROS_BODY_LIMIT,
          onError: (c) => errorResponse(c, 413, textos.peticionDemasiadoGrande),
        }),
      ] as const,
      request: { body: { required: true, content: { 'multipart/form-data': { schema: ficherosForm } } } },
      responses: {
        201: {
          description: 'Ficheros guardados; data, sus ids en orden',
          ...jsonContent(FicherosCreados),
        },
        400: errorReply('Cuerpo multipart mal formado'),
        401: errorReply('Sin sesión'),
        403: errorReply('Sin permiso sobre el propietario'),
        413: errorReply(`Un fichero supera los ${FICHERO_MAX_KB} KB o la petición es demasiado grande`),
        415: errorReply('Tipo de fichero no admitido, contenido que no coincide con la extensión, o petición no multipart'),
        422: errorReply('Datos no válidos: propietario, número de ficheros, nombre, tipo o ZIP rechazado'),
      },
    }),
    async (c) => {
      const ids = await subirFicheros(ctxOf(c), await parseSubida(await readParts(c)));
      return c.json(
        { statusCode: 201 as const, data: ids, Id: ids[0] as number, message: textos.ficherosGuardados(ids.length) },
        201,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/ficheros/{ficheroId}',
      tags: ['Ficheros'],
      summary: 'Elimina un fichero',
      description: 'Quien puede modificar el propietario del fichero (para un manual, MANUALES con escritura).',
      request: { params: ficheroIdParam },
      responses: {
        204: { description: 'Fichero eliminado' },
        400: errorReply('Identificador no válido'),
        401: errorReply('Sin sesión'),
        403: errorReply('Sin permiso para eliminarlo'),
        404: errorReply('El fichero no existe'),
        422: errorReply('La imagen de perfil se elimina con DELETE yo/avatar'),
      },
    }),
    async (c) => {
      // A file answering a finished self-assessment stays (409): the self-assessment's rule.
      await removeFichero(ctxOf(c), c.req.valid('param').ficheroId, requireFicheroNoCerrado);
      return c.body(null, 204);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/ficheros/{ficheroId}',
      tags: ['Ficheros'],
      summary: 'Descarga o muestra un fichero',
      description:
        'Según su propietario: el fichero de un manual público y publicado lo ve cualquiera, también sin sesión; el de ' +
        'otro manual, quien puede leer el catálogo. Documentos de un proyecto (PRY): su equipo (AE en el proyecto) y HISTORICO. Imágenes de perfil: cualquier usuario con sesión. Otros ficheros: ' +
        'el usuario al que pertenecen, quien los subió o un superadministrador. Sin sesión y sin acceso público: 401. ' +
        'WEBP, BMP, GIF, JPG, PNG, ICO y PDF se muestran inline; el resto, SVG incluido, se descarga. ' +
        'Con descarga=1 siempre se descarga.',
      request: {
        params: ficheroIdParam,
        query: z.object({
          descarga: z.enum(['0', '1', 'true', 'false']).optional().openapi({ description: '1: forzar la descarga' }),
        }),
      },
      responses: {
        200: {
          description: 'El contenido del fichero, con su tipo detectado al subirlo',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
        400: errorReply('Identificador no válido'),
        401: errorReply('Sin sesión (fichero no público)'),
        403: errorReply('Sin permiso para ver el fichero'),
        404: errorReply('El fichero no existe'),
      },
    }),
    async (c) => {
      const { fichero, bytes } = await getFichero(ctxOf(c), c.req.valid('param').ficheroId);
      const { descarga } = c.req.valid('query');
      const forced = descarga === '1' || descarga === 'true';
      const inline = !forced && PREVIEWABLE_MIME.has(fichero.tipoContenido);
      const svg = fichero.tipoContenido === 'image/svg+xml';
      const publico = !c.var.actor;
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': fichero.tipoContenido,
        'Content-Length': String(bytes.byteLength),
        'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', fichero.nombreFisico),
        'X-Content-Type-Options': 'nosniff',
        // SVG is a download (see SVG_CSP); the API's own CSP (default-src 'none') covers the rest.
        ...(svg ? { 'Content-Security-Policy': SVG_CSP } : {}),
        // Anonymous reads may be cached by the browser but not shared caches (the rule can change);
        // a signed-in reply is no-store like every signed-in API reply (middleware/no-store.ts).
        ...(publico ? { 'Cache-Control': 'private, max-age=300' } : {}),
      });
    },
  );
