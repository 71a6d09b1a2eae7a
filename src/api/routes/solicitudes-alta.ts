import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../domain/errors.ts';
import { type Parte, parseFicherosIndexados } from '../../domain/ficheros/formulario.ts';
import { FICHERO_MAX_BYTES } from '../../domain/ficheros/limites.ts';
import type { FicheroEntrante } from '../../domain/ficheros/subida.ts';
import { saveSolicitudAlta } from '../../domain/solicitudes/alta.ts';
import { contarAlta, requireAltaDentroDelLimite } from '../../domain/solicitudes/alta-limite.ts';
import { solicitudAltaBody } from '../../domain/solicitudes/alta-schema.ts';
import { ficheros as textosFicheros } from '../../i18n/ficheros.ts';
import { solicitudesAlta as t } from '../../i18n/solicitudes-alta.ts';
import { getStorage } from '../../platform/storage/index.ts';
import { clientAddress } from '../client-address.ts';
import { errorResponse } from '../errors.ts';
import { errorReply, jsonContent } from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';
import type { ApiEnv } from '../types.ts';

/** Files one request may carry in all (every type of a process within its own limit). */
const SOLICITUD_MAX_FICHEROS = 20;
/** Twenty files of the per-file limit plus the payload and the multipart framing. */
const SOLICITUD_BODY_LIMIT = SOLICITUD_MAX_FICHEROS * FICHERO_MAX_BYTES + 256 * 1024;
const SOLICITUD_ALTA_PATH = '/api/solicitudes';

/** POST /api/solicitudes as multipart sets its own body limit (see hasOwnBodyLimit in ficheros.ts). */
export const isSolicitudAltaMultipart = (c: Context) =>
  c.req.method === 'POST' &&
  c.req.path === SOLICITUD_ALTA_PATH &&
  /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');

const SolicitudCreada = z
  .object({ Id: z.number().int(), Referencia: z.string().openapi({ example: 'SOL-2026-000042' }), message: z.string() })
  .openapi('SolicitudCreada');

const indexed = (description: string, extra: Record<string, unknown> = {}) => ({
  type: 'string' as const,
  description,
  ...extra,
});
/** Documented, not validated by zod: the domain reads the parts itself. */
const altaForm = {
  type: 'object' as const,
  properties: {
    solicitud: { type: 'string' as const, description: 'Los datos de la solicitud: un JSON como el cuerpo application/json' },
    'tipoClave[0]': indexed('Tipo de documento del proceso del fichero i (p. ej. MEM)'),
    'nombreFisico[0]': indexed('Nombre del fichero i (100 caracteres como máximo); si falta, el del propio fichero', {
      maxLength: 100,
    }),
    'contenidoBinario[0]': indexed('Contenido del fichero i', { format: 'binary' }),
    'descripcion[0]': indexed('Descripción opcional del fichero i', { maxLength: 500 }),
  },
  required: ['solicitud'],
};

/** The payload and files of a multipart body, or the payload alone of a JSON one. */
async function leerPeticion(c: Context<ApiEnv>): Promise<{ payload: unknown; ficheros: FicheroEntrante[] }> {
  const type = c.req.header('content-type') ?? '';
  if (/^application\/json/i.test(type)) return { payload: await c.req.json(), ficheros: [] };
  if (!/^multipart\/form-data/i.test(type)) throw new AppError(415, t.tipoContenido);
  let parts: Array<[string, Parte]>;
  try {
    parts = [...(await c.req.formData()).entries()] as Array<[string, Parte]>;
  } catch {
    throw new AppError(400, textosFicheros.multipartMalformado);
  }
  let texto: string | undefined;
  const ficheros = await parseFicherosIndexados(
    parts,
    (key, value) => {
      if (key !== 'solicitud' || typeof value !== 'string' || texto !== undefined) return false;
      texto = value;
      return true;
    },
    SOLICITUD_MAX_FICHEROS,
  );
  if (texto === undefined) throw new AppError(422, t.solicitudObligatoria, { solicitud: [t.solicitudObligatoria] });
  try {
    return { payload: JSON.parse(texto), ficheros };
  } catch {
    throw new AppError(422, t.solicitudNoJson, { solicitud: [t.solicitudNoJson] });
  }
}

// POST /solicitudes: the request wizard's atomic submit (public) and staff registration (solicitud/alta).
export const solicitudesAltaRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/solicitudes',
    tags: ['Solicitudes'],
    summary: 'Presenta una solicitud a un proceso abierto (con sus documentos)',
    description:
      'Pública. multipart/form-data con el campo solicitud (JSON) y los documentos como arrays indexados tipoClave[i], ' +
      'nombreFisico[i], contenidoBinario[i] y descripcion[i] (opcional); o application/json con los datos solos. ' +
      'procesoId puede faltar cuando hay un solo proceso abierto (422 si hay varios o ninguno). NICA (o nica): una lista ' +
      'de clases del Anexo I, una sola clase o el texto "3, 41". Sin el permiso GEST_SOLICITUDES (escritura), el ' +
      'asistente público: aceptaCondiciones debe ser true; se exige una persona por perfil del proceso (perfiles.i.*) y ' +
      'cada tipo de documento no interno del proceso que aplique al ámbito (al menos uno y como máximo su límite, con su ' +
      'tamaño y extensiones; errores en ficheros.<TIPO>); todas las personas con correo reciben el acuse con el número ' +
      'de referencia. El personal con GEST_SOLICITUDES (escritura) no acepta condiciones; debe indicar ' +
      'usuarioTutorId (un usuario con el perfil GEST_PROY) y usuarioAdministrativoId (GEST_SOLIC); perfiles y ' +
      'documentos son opcionales (los documentos pueden añadirse después con POST ficheros y solicitudId, las personas ' +
      'con PUT); puede enviar demo, solicitante (el Id de un solicitante registrado, cuyo CIF debe ser el de la ' +
      'solicitud, o el nombre con el que se registra) y notificar (true: las personas con correo reciben el acuse). ' +
      'Esos campos de personal, enviados por otros, se rechazan. Todo se comprueba antes de escribir; la solicitud ' +
      '(PTE), el centro (el indicado, el del mismo CIF o uno nuevo), las personas, los ficheros y los correos se ' +
      'guardan a la vez.',
    middleware: [
      bodyLimit({
        maxSize: SOLICITUD_BODY_LIMIT,
        onError: (c) => errorResponse(c, 413, t.peticionDemasiadoGrande),
      }),
    ] as const,
    request: {
      body: {
        content: {
          'multipart/form-data': { schema: altaForm },
          'application/json': { schema: solicitudAltaBody.openapi('SolicitudAlta') },
        },
      },
    },
    responses: {
      201: { description: 'Solicitud registrada con su número de referencia', ...jsonContent(SolicitudCreada) },
      400: errorReply('Cuerpo mal formado'),
      401: errorReply('Campos de personal (tutor, administrativo, demo, solicitante, notificar) sin sesión iniciada'),
      413: errorReply('La petición es demasiado grande'),
      415: errorReply('La petición no es multipart/form-data ni application/json'),
      422: errorReply(
        'Datos no válidos: proceso cerrado, sin indicar entre varios abiertos o ninguno abierto, condiciones, centro, ' +
          'solicitante, personas, campos de personal o documentos',
      ),
      429: errorReply('Demasiadas solicitudes desde esta conexión en la última hora'),
    },
  }),
  async (c) => {
    const ctx = { ...domainContext(c), storage: getStorage(c.env) };
    const ip = clientAddress(c);
    await requireAltaDentroDelLimite(ctx, ip);
    const created = await saveSolicitudAlta(ctx, await leerPeticion(c));
    await contarAlta(ctx, ip);
    return c.json({ ...created, message: t.creada(created.Referencia) }, 201);
  },
);
