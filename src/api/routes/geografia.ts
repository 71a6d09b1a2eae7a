import { z } from '@hono/zod-openapi';
import { listLocalidades, listMunicipios, listProvincias } from '../../domain/lookups/geografia.ts';
import { toListQuery } from '../lists.ts';
import { publicCache } from '../middleware/public-cache.ts';
import { createRouter } from '../router.ts';
import { intFilter, lookupJson, lookupQueryWith, lookupRouteConfig, textFilter } from './lookup-route.ts';

const Provincia = z
  .object({ Id: z.number().int(), Nombre: z.string(), ComunidadId: z.number().int() })
  .partial()
  .openapi('Provincia');
const Municipio = z
  .object({ Id: z.number().int(), Nombre: z.string(), ProvinciaId: z.number().int() })
  .partial()
  .openapi('Municipio');
const Localidad = z
  .object({ Id: z.number().int(), Nombre: z.string(), MunicipioId: z.number().int(), ProvinciaId: z.number().int() })
  .partial()
  .openapi('Localidad');

// The provinces are the INE list in the code: a deploy is the only thing that changes them.
export const geografiaRoutes = createRouter();
geografiaRoutes.use('/provincias', publicCache({ sello: 'fijo' }));

geografiaRoutes
  .openapi(
    lookupRouteConfig({
      path: '/provincias',
      summary: 'Provincias (códigos INE)',
      record: Provincia,
      query: lookupQueryWith({ texto: textFilter }),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listProvincias({ db: c.get('db'), query: toListQuery(q), texto: q.texto });
      return lookupJson(c, page);
    },
  )
  .openapi(
    lookupRouteConfig({
      path: '/municipios',
      summary: 'Municipios (códigos INE), por provincia',
      record: Municipio,
      query: lookupQueryWith({ provinciaId: intFilter('Código INE de la provincia'), texto: textFilter }),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listMunicipios({ db: c.get('db'), query: toListQuery(q), provinciaId: q.provinciaId, texto: q.texto });
      return lookupJson(c, page);
    },
  )
  .openapi(
    lookupRouteConfig({
      path: '/localidades',
      summary: 'Localidades, por provincia y municipio',
      record: Localidad,
      query: lookupQueryWith({
        provinciaId: intFilter('Código INE de la provincia'),
        municipioId: intFilter('Código INE del municipio'),
        texto: textFilter,
      }),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listLocalidades({
        db: c.get('db'),
        query: toListQuery(q),
        provinciaId: q.provinciaId,
        municipioId: q.municipioId,
        texto: q.texto,
      });
      return lookupJson(c, page);
    },
  );
