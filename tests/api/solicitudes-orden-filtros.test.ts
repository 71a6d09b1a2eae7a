import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSolicitudesTestApp } from '../fixtures/solicitudes.ts';
import { json } from './helpers.ts';

// Every filter (alone and in pairs) with every sort of the requests list, both ways, over a few
// hundred varied rows with the planner's statistics (ANALYZE, as the bench data and a database
// after `PRAGMA optimize` have): whichever index the planner reads (a filter's range sorted from
// its entries, or a sort key's order with the filters tested on its entries: migration 0026),
// the pages and NumeroRegistros must be those of the plain definition computed here.

type T = Awaited<ReturnType<typeof createSolicitudesTestApp>>;
let t: T;
let gestor: Record<string, string>;
type Fila = {
  id: number;
  estado: string;
  provincia: number | null;
  ambito: number | null;
  dia: string;
  alta: string;
  referencia: string;
  nombre: string;
  provinciaOrden: string | null;
  municipioOrden: string | null;
};
let filas: Fila[] = [];

const PROVINCIAS: Array<[number, number] | [null, null]> = [
  [28, 28079],
  [8, 8019],
  [41, 41091],
  [null, null],
];
const NOMBRES = ['colegio Ávila', 'Academia Norte', 'Centro Río', 'escuela Sur', 'Instituto Éter', 'Aula Mar'];

beforeAll(async () => {
  t = await createSolicitudesTestApp();
  gestor = await t.as('gestor');
  for (let i = 0; i < 240; i++) {
    const [provinciaId, municipioId] = PROVINCIAS[(i * 7) % PROVINCIAS.length] as [number | null, number | null];
    const dia = new Date(Date.UTC(2025, 0, 1 + ((i * 37) % 200), 12));
    await t.crearSolicitud({
      // References out of id order, names with ties (the tie-break decides).
      referencia: `SOL-X-${String((i * 89) % 1000).padStart(4, '0')}`,
      nombre: `${NOMBRES[i % NOMBRES.length]} ${i % 9}`,
      estadoClave: (['PTE', 'ACE', 'NO_ACE'] as const)[(i * 5) % 3],
      provinciaId,
      municipioId,
      ambitoId: i % 4 === 0 ? null : t.ambitoId,
      altaFecha: dia.toISOString(),
    });
  }
  await t.db.run(sql`ANALYZE`);
  filas = (await t.db.all(sql`select id, estado_clave estado, provincia_id provincia, ambito_id ambito,
      substr(alta_fecha, 1, 10) dia, alta_fecha alta, referencia, lower(nombre) nombre,
      provincia_orden provinciaOrden, municipio_orden municipioOrden
    from solicitudes where instancia_id = 'soludable'`)) as Fila[];
});

// SQLite's order: NULL first ascending, text by its bytes (these names hold no character where
// UTF-16 and UTF-8 order differ).
const cmp = (a: string | number | null, b: string | number | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;
const CLAVES: Record<string, (f: Fila) => string | number | null> = {
  Id: (f) => f.id,
  Referencia: (f) => f.referencia,
  Fecha: (f) => f.alta,
  Solicitante: (f) => f.nombre,
  Provincia: (f) => f.provinciaOrden,
  Municipio: (f) => f.municipioOrden,
  Estado: (f) => f.estado,
};
/** The list's definition: the key, then the id in the key's direction (ADR 0018); newest first by default. */
function esperado(filtro: (f: Fila) => boolean, orden: string | undefined): number[] {
  const desc = orden === undefined || orden.startsWith('-');
  const clave = CLAVES[orden === undefined ? 'Fecha' : orden.replace(/^-/, '')] as (f: Fila) => string | number | null;
  const s = desc ? -1 : 1;
  return filas
    .filter(filtro)
    .sort((a, b) => s * (cmp(clave(a), clave(b)) || cmp(a.id, b.id)))
    .map((f) => f.id);
}

const FILTROS: Array<[string, (f: Fila) => boolean]> = [
  ['', () => true],
  ['estadoClave=PTE', (f) => f.estado === 'PTE'],
  ['provinciaId=28', (f) => f.provincia === 28],
  ['fechaDesde=2025-03-01&fechaHasta=2025-03-31', (f) => f.dia >= '2025-03-01' && f.dia <= '2025-03-31'],
  ['estadoClave=PTE&provinciaId=28', (f) => f.estado === 'PTE' && f.provincia === 28],
  ['estadoClave=ACE&provinciaId=8', (f) => f.estado === 'ACE' && f.provincia === 8],
  ['provinciaId=41&ambitoId={ambito}', (f) => f.provincia === 41 && f.ambito !== null],
  [
    'estadoClave=NO_ACE&fechaDesde=2025-02-01&fechaHasta=2025-04-30',
    (f) => f.estado === 'NO_ACE' && f.dia >= '2025-02-01' && f.dia <= '2025-04-30',
  ],
];
const ORDENES = [undefined, ...Object.keys(CLAVES).flatMap((k) => [k, `-${k}`])];

describe('requests: every filter with every sort', () => {
  it('gives the rows, order, pages and NumeroRegistros of the plain definition', async () => {
    for (const [query, filtro] of FILTROS) {
      for (const orden of ORDENES) {
        const ids = esperado(filtro, orden);
        expect(ids.length, query).toBeGreaterThan(3);
        for (const pagina of [1, 2]) {
          const q = `${query.replace('{ambito}', String(t.ambitoId))}&orden=${orden ?? ''}&campos=Id&registrosPorPagina=7&pagina=${pagina}`;
          const res = await t.send('GET', `/api/solicitudes?${q.replace(/&orden=&/, '&')}`, gestor);
          expect(res.status, q).toBe(200);
          const body = await json(res);
          expect(body.NumeroRegistros, q).toBe(ids.length);
          expect(
            body.Registros.map((r: { Id: number }) => r.Id),
            q,
          ).toEqual(ids.slice((pagina - 1) * 7, pagina * 7));
        }
      }
    }
  });
});
