import { createRoute, z } from '@hono/zod-openapi';
import { firmarFicheros, listFirmas } from '../../domain/firmas/firmas.ts';
import { firmas as t } from '../../i18n/firmas.ts';
import { getProveedorFirma } from '../../platform/firma/proveedor.ts';
import { getStorage } from '../../platform/storage/index.ts';
import { errorReply, jsonBody, jsonContent, writeReplies } from '../openapi-helpers.ts';
import { domainContext } from '../request-context.ts';
import { createRouter } from '../router.ts';

const Firma = z
  .object({
    FicheroId: z.number().int(),
    Nombre: z.string(),
    TipoFichero: z.string(),
    ProyectoId: z.number().int(),
    ProyectoCodigo: z.string(),
    Perfil: z.string(),
    PerfilNombre: z.string(),
    Estado: z.enum(['PTE', 'FIR']),
    EstadoNombre: z.string(),
    UsuarioFirma: z.string().nullable(),
    FechaFirma: z.string().nullable(),
    PuedeFirmar: z.boolean(),
  })
  .openapi('Firma');
const FirmarBody = z
  .object({
    ficheros: z
      .array(z.number().int().positive(), { message: t.ficherosObligatorios })
      .min(1, t.ficherosObligatorios)
      .max(50, t.ficherosObligatorios),
  })
  .openapi('FirmarFicheros');

/** E-signatures: the documents that need one (GEST_FIRMA, L) and signing them (E). */
export const firmasRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/firmas',
      tags: ['Firmas'],
      summary: 'Documentos que requieren firma (PTE o FIR), con el perfil que firma y quién firmó',
      description: 'GEST_FIRMA (L). El personal de la agencia ve todos; los demás, los de sus perfiles.',
      responses: {
        200: { description: 'Firmas', ...jsonContent(z.object({ Firmas: z.array(Firma) })) },
        401: errorReply('Sin sesión'),
        403: errorReply('Sin permiso GEST_FIRMA'),
      },
    }),
    async (c) => {
      const filas = await listFirmas({ ...domainContext(c), storage: getStorage(c.env) });
      return c.json(
        {
          Firmas: filas.map((f) => ({
            FicheroId: f.ficheroId,
            Nombre: f.nombre,
            TipoFichero: f.tipoFicheroClave,
            ProyectoId: f.proyectoId,
            ProyectoCodigo: f.proyectoCodigo,
            Perfil: f.perfilClave,
            PerfilNombre: f.perfilNombre,
            Estado: f.estado,
            EstadoNombre: t.estados[f.estado],
            UsuarioFirma: f.usuarioFirma,
            FechaFirma: f.fechaFirma,
            PuedeFirmar: f.puedeFirmar,
          })),
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/ficheros/firmar',
      tags: ['Firmas'],
      summary: 'Firma (PAdES, incremental) los documentos elegidos; después se vuelve a /firmas',
      description:
        'GEST_FIRMA (E), y tener el perfil que debe firmar cada documento. Cada firma se añade como actualización ' +
        'incremental: las anteriores siguen siendo válidas.',
      request: jsonBody(FirmarBody),
      responses: {
        200: {
          description: 'Firmados',
          ...jsonContent(
            z.object({
              message: z.string(),
              redireccion: z.literal('/firmas'),
              Firmas: z.array(z.object({ FicheroId: z.number().int(), Perfil: z.string() })),
            }),
          ),
        },
        ...writeReplies({
          403: 'Sin permiso GEST_FIRMA (E) o sin el perfil que debe firmar',
          404: 'El documento no existe',
          409: 'El proveedor de firma no está configurado o ha rechazado la firma',
        }),
      },
    }),
    async (c) => {
      const ctx = { ...domainContext(c), storage: getStorage(c.env) };
      const r = await firmarFicheros(ctx, c.req.valid('json').ficheros, getProveedorFirma(c.env));
      return c.json(
        {
          message: 'La operación se ha realizado correctamente',
          redireccion: '/firmas' as const,
          Firmas: r.firmas.map((f) => ({ FicheroId: f.ficheroId, Perfil: f.perfilClave })),
        },
        200,
      );
    },
  );
