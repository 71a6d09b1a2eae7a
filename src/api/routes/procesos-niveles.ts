import { createRoute, z } from '@hono/zod-openapi';
import { createNivel, removeNivel, updateNivel } from '../../domain/procesos/niveles.ts';
import { nivelSchema } from '../../domain/procesos/niveles-schema.ts';
import { Nivel } from '../../domain/procesos/registro-schema.ts';
import { nivelesApi as t } from '../../i18n/evaluacion-resultado.ts';
import { deletedRoute, idParams, jsonBody, jsonContent, updatedRoute, writeReplies } from '../openapi-helpers.ts';
import { domainContext as ctx } from '../request-context.ts';
import { createRouter } from '../router.ts';

// A process's levels, in the spec's style for a process's lists: created under the
// process, changed and deleted by their own id. GET procesos/{id} lists them (Niveles) and the
// clone (procesos/importar) copies them. Rules in access/rules-evaluacion-resultado.ts.

const TAG = 'Procesos: niveles';
const writeErrors = writeReplies({
  403: 'Sin el permiso GEST_PROCESOS (escritura)',
  404: 'No existe',
  409: 'Ya hay un nivel con esa clave o con los mismos porcentajes',
});
const Guardado = Nivel.extend({ message: z.string() });
const datos = nivelSchema.openapi('NivelDatos', {
  description: 'Porcentajes enteros de 0 a 100 de estándares esenciales y no esenciales aplicables que deben cumplirse',
});

export const procesosNivelesRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/procesos/{procesoId}/niveles',
      tags: [TAG],
      summary: 'Crea un nivel del proceso',
      request: { params: idParams('procesoId'), ...jsonBody(datos) },
      responses: { 201: { description: 'Creado', ...jsonContent(Guardado) }, ...writeErrors },
    }),
    async (c) => {
      const record = await createNivel(ctx(c), c.req.valid('param').procesoId, c.req.valid('json'));
      return c.json({ message: t.creado, ...record }, 201);
    },
  )
  .openapi(
    updatedRoute({
      tag: TAG,
      path: '/procesos/niveles/{nivelId}',
      summary: 'Modifica un nivel',
      params: idParams('nivelId'),
      body: datos,
      description: 'Guardado',
      record: Guardado,
      errors: writeErrors,
    }),
    async (c) => {
      const record = await updateNivel(ctx(c), c.req.valid('param').nivelId, c.req.valid('json'));
      return c.json({ message: t.guardado, ...record }, 200);
    },
  )
  .openapi(
    deletedRoute({
      tag: TAG,
      path: '/procesos/niveles/{nivelId}',
      summary: 'Elimina un nivel (las evaluaciones publicadas conservan el suyo)',
      params: idParams('nivelId'),
      description: 'Eliminado',
      errors: writeErrors,
    }),
    async (c) => {
      await removeNivel(ctx(c), c.req.valid('param').nivelId);
      return c.body(null, 204);
    },
  );
