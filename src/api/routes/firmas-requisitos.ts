import { z } from '@hono/zod-openapi';
import { getRequisitosFirma, saveRequisitosFirma } from '../../domain/firmas/requisitos-proceso.ts';
import { requisitosSchema } from '../../domain/procesos/requisitos-firma-schema.ts';
import { firmas } from '../../i18n/firmas.ts';
import { deniedReplies, getOneRoute, idParams, updatedRoute, writeReplies } from '../openapi-helpers.ts';
import { domainContext as ctx } from '../request-context.ts';
import { createRouter } from '../router.ts';

// A process's signature requirements (which documents of its projects are signed, by which
// profiles, in order): a process setting, read and changed as the process is (PROCESOS policy).
// Rules in access/rules-firmas.ts.

const TAG = 'Firmas';
const Ref = z.object({ Clave: z.string(), Nombre: z.string() });
const Requisitos = z
  .object({
    ProcesoId: z.number().int(),
    PorDefecto: z.boolean().openapi({ description: 'El proceso usa los requisitos por defecto (no tiene los suyos)' }),
    Requisitos: z.array(z.object({ TipoFichero: z.string(), TipoFicheroNombre: z.string(), Perfiles: z.array(Ref) })),
    TiposFichero: z.array(Ref).openapi({ description: 'Tipos de documento que se pueden exigir firmados' }),
    Perfiles: z.array(Ref).openapi({ description: 'Perfiles que pueden firmar' }),
  })
  .openapi('RequisitosFirma');
const Guardado = Requisitos.extend({ message: z.string() });
const datos = requisitosSchema.openapi('RequisitosFirmaDatos', {
  description:
    'Lista ordenada de {tipoFichero, perfiles (claves, en orden)}. Sustituye la del proceso; una lista vacía vuelve a los requisitos por defecto.',
});
const params = idParams('procesoId');

export const firmasRequisitosRoutes = createRouter()
  .openapi(
    getOneRoute({
      tag: TAG,
      path: '/procesos/{procesoId}/firmas',
      summary: 'Requisitos de firma del proceso: qué documentos firma cada perfil, en orden',
      params,
      description: 'Requisitos',
      record: Requisitos,
      errors: { ...deniedReplies('Sin permiso de lectura de procesos'), 404: { description: 'No existe' } },
    }),
    async (c) => c.json(await getRequisitosFirma(ctx(c), c.req.valid('param').procesoId), 200),
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/procesos/{procesoId}/firmas',
      summary: 'Sustituye los requisitos de firma del proceso (las firmas ya hechas se conservan)',
      params,
      body: datos,
      description: 'Guardado',
      record: Guardado,
      errors: writeReplies({ 403: 'Sin el permiso GEST_PROCESOS (escritura)', 404: 'No existe', 409: 'Conflicto' }),
    }),
    async (c) => {
      const record = await saveRequisitosFirma(ctx(c), c.req.valid('param').procesoId, c.req.valid('json'));
      return c.json({ message: firmas.requisitos.guardado, ...record }, 200);
    },
  );
