import { z } from '@hono/zod-openapi';
import {
  listCombos,
  listEstados,
  listFasesProyecto,
  listMediosNotificacion,
  listSexos,
  listTiposDocumentoIdentidad,
  listTiposHito,
} from '../../domain/lookups/catalogos.ts';
import { toListQuery } from '../lists.ts';
import { createRouter } from '../router.ts';
import { lookupJson, lookupQueryWith, lookupRouteConfig } from './lookup-route.ts';

const ClaveNombre = (name: string) => z.object({ Clave: z.string(), Nombre: z.string() }).partial().openapi(name);
const Sexo = z.object({ Id: z.number().int(), Nombre: z.string(), Tratamiento: z.string() }).partial().openapi('Sexo');
const Estado = z
  .object({ Clave: z.string(), Nombre: z.string(), Entidad: z.string(), Orden: z.number().int(), Color: z.string() })
  .partial()
  .openapi('Estado');
const Fase = z
  .object({ Clave: z.string(), Nombre: z.string(), TipoClave: z.string(), Ciclo: z.string(), Orden: z.number().int() })
  .partial()
  .openapi('FaseProyecto');
const Combo = z.object({ Indice: z.number().int(), Valor: z.string() }).partial().openapi('Combo');

const entidad = z.string().max(40).optional().openapi({
  description: 'Entidad: Solicitud, Proyecto, Acreditacion, Manual, Proceso, Consulta, Firma, Tarea, Autoevaluacion…',
});

export const catalogosRoutes = createRouter()
  .openapi(lookupRouteConfig({ path: '/sexos', summary: 'Tratamientos (sexo)', record: Sexo }), async (c) => {
    const page = await listSexos({ db: c.var.db, query: toListQuery(c.req.valid('query')) });
    return lookupJson(c, page);
  })
  .openapi(
    lookupRouteConfig({
      path: '/tiposDocumentoIdentidad',
      summary: 'Tipos de documento de identidad',
      record: ClaveNombre('TipoDocumentoIdentidad'),
    }),
    async (c) => {
      const page = await listTiposDocumentoIdentidad({ db: c.var.db, query: toListQuery(c.req.valid('query')) });
      return lookupJson(c, page);
    },
  )
  .openapi(
    lookupRouteConfig({
      path: '/estados',
      summary: 'Estados de todas las entidades',
      record: Estado,
      query: lookupQueryWith({ entidad }),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listEstados({ db: c.var.db, query: toListQuery(q), entidad: q.entidad });
      return lookupJson(c, page);
    },
  )
  .openapi(
    lookupRouteConfig({
      path: '/estados/{entidad}',
      summary: 'Estados de una entidad',
      record: Estado,
      params: z.object({
        entidad: z
          .string()
          .max(40)
          .openapi({ param: { name: 'entidad', in: 'path' } }),
      }),
    }),
    async (c) => {
      const page = await listEstados({
        db: c.var.db,
        query: toListQuery(c.req.valid('query')),
        entidad: c.req.valid('param').entidad,
      });
      return lookupJson(c, page);
    },
  )
  .openapi(lookupRouteConfig({ path: '/estadosConsulta', summary: 'Estados de una consulta', record: Estado }), async (c) => {
    const page = await listEstados({ db: c.var.db, query: toListQuery(c.req.valid('query')), entidad: 'Consulta' });
    return lookupJson(c, page);
  })
  .openapi(
    lookupRouteConfig({
      path: '/fasesProyecto',
      summary: 'Fases de un proyecto',
      record: Fase,
      query: lookupQueryWith({ tipoClave: z.enum(['AUT', 'EVA', 'FIN']).optional() }),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listFasesProyecto({ db: c.var.db, query: toListQuery(q), tipoClave: q.tipoClave });
      return lookupJson(c, page);
    },
  )
  .openapi(lookupRouteConfig({ path: '/tiposHito', summary: 'Tipos de hito', record: ClaveNombre('TipoHito') }), async (c) => {
    const page = await listTiposHito({ db: c.var.db, query: toListQuery(c.req.valid('query')) });
    return lookupJson(c, page);
  })
  .openapi(
    lookupRouteConfig({
      path: '/mediosNotificacion',
      summary: 'Medios de notificación',
      record: ClaveNombre('MedioNotificacion'),
    }),
    async (c) => {
      const page = await listMediosNotificacion({ db: c.var.db, query: toListQuery(c.req.valid('query')) });
      return lookupJson(c, page);
    },
  )
  .openapi(
    lookupRouteConfig({
      path: '/combos/{tipo}',
      summary: 'Listas de valores de la instancia (ENTID, ESPEC)',
      record: Combo,
      params: z.object({ tipo: z.enum(['ENTID', 'ESPEC']).openapi({ param: { name: 'tipo', in: 'path' } }) }),
    }),
    async (c) => {
      const page = await listCombos({
        db: c.var.db,
        query: toListQuery(c.req.valid('query')),
        instanciaId: c.var.instancia.id,
        tipo: c.req.valid('param').tipo,
      });
      return lookupJson(c, page);
    },
  );
