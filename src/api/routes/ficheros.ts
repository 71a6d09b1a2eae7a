import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../domain/errors.ts';
import { type FicherosContext, readFichero, removeAvatar, setAvatar } from '../../domain/ficheros/ficheros.ts';
import { AVATAR_MAX_BYTES } from '../../domain/ficheros/limites.ts';
import { PREVIEWABLE_MIME } from '../../domain/ficheros/sniff.ts';
import { ficheros as textos } from '../../i18n/ficheros.ts';
import { getStorage } from '../../platform/storage/index.ts';
import { errorResponse } from '../errors.ts';
import { errorSchema, queryInt } from '../lists.ts';
import { createRouter } from '../router.ts';
import type { ApiEnv } from '../types.ts';

export const AVATAR_PATH = '/yo/avatar';
/** The image plus room for the multipart framing and the name field. */
export const AVATAR_BODY_LIMIT = AVATAR_MAX_BYTES + 64 * 1024;

/**
 * Requests that carry their own, larger body limit, so the API's 1 MiB JSON limit
 * (src/api/app.ts) lets them through: only a multipart PUT to /api/yo/avatar.
 */
export function hasOwnBodyLimit(c: Context): boolean {
  return (
    c.req.method === 'PUT' &&
    c.req.path === `/api${AVATAR_PATH}` &&
    /^multipart\/form-data/i.test(c.req.header('content-type') ?? '')
  );
}

const ctxOf = (c: Context<ApiEnv>): FicherosContext => ({
  db: c.var.db,
  actor: c.var.actor,
  instancia: c.var.instancia,
  clock: c.var.clock,
  storage: getStorage(c.env),
});

const err = (description: string) => ({ description, content: { 'application/json': { schema: errorSchema } } });

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

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** The profile avatar and file downloads. */
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
        201: { description: 'Imagen guardada', content: { 'application/json': { schema: AvatarCreado } } },
        400: err('Cuerpo multipart mal formado'),
        401: err('Sin sesión'),
        413: err('La imagen supera los 1024 KB'),
        415: err('No es una imagen JPG, GIF o PNG, o la petición no es multipart'),
        422: err('Falta la imagen o el nombre es demasiado largo'),
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
      responses: { 204: { description: 'Imagen eliminada (o no había ninguna)' }, 401: err('Sin sesión') },
    }),
    async (c) => {
      await removeAvatar(ctxOf(c));
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
        'Imágenes de perfil: cualquier usuario con sesión de la instancia. Otros ficheros: el usuario al que pertenecen, ' +
        'quien los subió o un superadministrador (los módulos de proyectos, manuales, solicitudes y acreditaciones ' +
        'añadirán sus reglas). Las imágenes y los PDF se sirven inline; el resto, SVG incluido, como descarga.',
      request: {
        params: z.object({
          ficheroId: queryInt({ min: 1, max: Number.MAX_SAFE_INTEGER }).openapi({ param: { name: 'ficheroId', in: 'path' } }),
        }),
      },
      responses: {
        200: {
          description: 'El contenido del fichero, con su tipo detectado al subirlo',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
        400: err('Identificador no válido'),
        401: err('Sin sesión'),
        403: err('Sin permiso para ver el fichero'),
        404: err('El fichero no existe'),
      },
    }),
    async (c) => {
      const { fichero, bytes } = await readFichero(ctxOf(c), c.req.valid('param').ficheroId);
      const inline = PREVIEWABLE_MIME.has(fichero.tipoContenido);
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': fichero.tipoContenido,
        'Content-Length': String(bytes.byteLength),
        // SVG and anything else that could carry script is a download, never a page of ours;
        // the API's CSP (default-src 'none') stops scripts even if it is opened.
        'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', fichero.nombreFisico),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, max-age=3600',
      });
    },
  );
