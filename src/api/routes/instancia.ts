import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../router.ts';

const PublicInstancia = z
  .object({
    Id: z.string(),
    Nombre: z.string(),
    Descripcion: z.string().nullable(),
    ColorPrimario: z.string(),
    ColorSecundario: z.string(),
    ColorAcento: z.string(),
    Logo: z.string().nullable(),
    Terminologia: z.record(z.string(), z.string()),
    EmailContacto: z.string().nullable(),
  })
  .openapi('Instancia');

/** Branding and terminology of the instance named by X-Instancia (public). */
export const instanciaRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/instancia',
    tags: ['Sistema'],
    summary: 'Marca y terminología de la instancia',
    responses: { 200: { description: 'Instancia', content: { 'application/json': { schema: PublicInstancia } } } },
  }),
  (c) => {
    const i = c.var.instancia;
    return c.json(
      {
        Id: i.id,
        Nombre: i.nombre,
        Descripcion: i.descripcion,
        ColorPrimario: i.colorPrimario,
        ColorSecundario: i.colorSecundario,
        ColorAcento: i.colorAcento,
        Logo: i.logo,
        Terminologia: i.terminologia,
        EmailContacto: i.emailContacto,
      },
      200,
    );
  },
);
