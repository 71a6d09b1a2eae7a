import type { Fila } from './bench-load.ts';

/**
 * The public register's rows of `npm run bench`: over the 10,000 accreditations of
 * `npm run bench:datos` (else over what the demo holds). The list and the widget's data endpoint
 * (as the widget calls it: CORS from another origin, X-Instancia, a page of 10 in one province)
 * at 100 connections, ≥ 15 % of bare Hono and p99 < 50 ms; the register page at 20, p99 < 100 ms.
 */
export function filasRegistro(datos: boolean): Fila[] {
  const n = datos ? ' (10.000)' : '';
  const api = { ratio: 15, p99: 50 };
  return [
    {
      grupo: 'registro',
      nombre: `/api/publico/acreditaciones${n}`,
      path: '/api/publico/acreditaciones?registrosPorPagina=20',
      objetivo: api,
    },
    {
      grupo: 'registro',
      nombre: `/api/publico/acreditaciones texto${n}`,
      path: '/api/publico/acreditaciones?texto=piscina&registrosPorPagina=20',
      objetivo: api,
    },
    {
      grupo: 'registro',
      nombre: `widget: /api/publico/acreditaciones provincia${n}`,
      path: '/api/publico/acreditaciones?provinciaId=28&pagina=1&registrosPorPagina=10',
      headers: { Origin: 'https://socio.example', 'X-Instancia': 'soludable', 'Accept-Encoding': 'br, gzip' },
      objetivo: api,
    },
    {
      grupo: 'registro',
      nombre: `/acreditaciones/publico (20 conexiones)${n}`,
      path: '/acreditaciones/publico',
      headers: { 'Accept-Encoding': 'br, gzip' },
      conexiones: 20,
      objetivo: { p99: 100 },
    },
  ];
}
