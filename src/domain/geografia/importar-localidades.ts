import { inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import Papa from 'papaparse';
import { localidades, municipios } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { normalizeSearch } from '../listing.ts';
import { municipioDeLocalidad, nombreVisible } from './codigos.ts';

/**
 * Import of localities from the INE nomenclator (population units).
 *
 * An INE population unit has an 11-digit code CPRO(2) CMUN(3) EC(2) ES(2) NN(2): province,
 * municipality, collective entity, singular entity and núcleo (NN 01-98) or diseminado
 * (NN 99); NN 00 is the singular entity itself. A locality of the application is an INE
 * singular entity, so its id is the first 9 digits as an integer (280790001, or 10010001
 * for province 01, whose leading zero the integer drops). Rows with ES 00 describe a
 * municipality or a collective entity, not a locality, and are skipped silently.
 *
 * Files that split the code use CPRO, CMUN and either CUN, the INE callejero's 7-digit
 * unit code EC(2) ES(2) DC(1) NN(2) with a control digit, or separate EC, ES (and NN) columns.
 */

export interface LocalidadRow {
  id: number;
  nombre: string;
  busqueda: string;
  municipioId: number;
  provinciaId: number;
}

export interface ResultadoParseo {
  localidades: LocalidadRow[];
  /** Rows that could not be used, in Spanish, for the person running the import. */
  avisos: string[];
}

export interface ResultadoImportacion {
  /** Localities written (new or updated). */
  insertadas: number;
  /** Localities not written: unknown municipality, inconsistent code or repeated. */
  omitidas: number;
  /** Localities deleted by `reemplazar` (those of the file's municipalities it no longer lists). */
  eliminadas: number;
  avisos: string[];
}

// Header names are compared upper-case, without accents, with any run of other characters as "_".
const COLUMNAS_CODIGO = ['CODIGO', 'COD_UNIDAD', 'CUN', 'CODIGO_UNIDAD', 'COD_INE', 'CODIGO_INE'];
const COLUMNAS_NOMBRE = ['NOMBRE', 'UNIDAD_POBLACIONAL', 'NOMBRE_UNIDAD', 'DENOMINACION'];
const DELIMITADORES = [';', '\t', ','] as const;
const MAX_PROVINCIA = 52;
// SQLite caps bound parameters per statement; 400 rows x 5 columns stays far below it.
const CHUNK = 400;

const normalizarCabecera = (nombre: string) =>
  nombre
    .replace(/^\uFEFF/, '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** The delimiter that appears most in the header line (names may contain commas, headers do not). */
function detectarDelimitador(texto: string): string {
  const cabecera = texto.split(/\r\n|\n|\r/).find((linea) => linea.trim() !== '') ?? '';
  let mejor: string = DELIMITADORES[0];
  let maximo = 0;
  for (const d of DELIMITADORES) {
    const n = cabecera.split(d).length - 1;
    if (n > maximo) {
      mejor = d;
      maximo = n;
    }
  }
  return mejor;
}

/** Digits only, left-padded to `longitud`; null if not digits or too long. */
function rellenar(valor: string | undefined, longitud: number): string | null {
  const limpio = (valor ?? '').replace(/\s+/g, '');
  if (!/^\d+$/.test(limpio) || limpio.length > longitud) return null;
  return limpio.padStart(longitud, '0');
}

interface Diseno {
  /** The 11-digit unit code of a row (null if invalid) and its text as the file has it. */
  codigo(celdas: string[]): { codigo: string | null; original: string };
  nombre: number;
}

/** Column layout from the header: one code column, or CPRO + CMUN + (CUN | EC + ES [+ NN]). */
function disenoDe(cabecera: string[]): Diseno | null {
  const columnas = cabecera.map(normalizarCabecera);
  const indice = (...nombres: string[]) => columnas.findIndex((c) => nombres.includes(c));
  const nombre = indice(...COLUMNAS_NOMBRE);
  if (nombre < 0) return null;
  const celda = (celdas: string[], i: number) => (i >= 0 ? (celdas[i] ?? '').trim() : '');

  const cpro = indice('CPRO');
  const cmun = indice('CMUN');
  if (cpro >= 0 && cmun >= 0) {
    const cun = indice('CUN');
    const ec = indice('EC');
    const es = indice('ES');
    const nn = indice('NN');
    if (cun >= 0) {
      return {
        nombre,
        codigo: (celdas) => {
          const partes = [celda(celdas, cpro), celda(celdas, cmun), celda(celdas, cun)];
          const [p, m, u] = [rellenar(partes[0], 2), rellenar(partes[1], 3), rellenar(partes[2], 7)];
          // CUN = EC(2) ES(2) DC(1) NN(2): the control digit is not part of the 11-digit code.
          return { codigo: p && m && u ? p + m + u.slice(0, 4) + u.slice(5) : null, original: partes.join(' ') };
        },
      };
    }
    if (ec >= 0 && es >= 0) {
      return {
        nombre,
        codigo: (celdas) => {
          const partes = [celda(celdas, cpro), celda(celdas, cmun), celda(celdas, ec), celda(celdas, es)];
          if (nn >= 0) partes.push(celda(celdas, nn));
          const p = rellenar(partes[0], 2);
          const m = rellenar(partes[1], 3);
          const e = rellenar(partes[2], 2);
          const s = rellenar(partes[3], 2);
          // Without an NN column every row is a singular entity.
          const n = nn >= 0 ? rellenar(partes[4], 2) : '00';
          return { codigo: p && m && e && s && n ? p + m + e + s + n : null, original: partes.join(' ') };
        },
      };
    }
  }

  const codigo = indice(...COLUMNAS_CODIGO);
  if (codigo < 0) return null;
  return {
    nombre,
    codigo: (celdas) => {
      const original = celda(celdas, codigo);
      const limpio = original.replace(/\s+/g, '');
      // Spreadsheets drop the leading zero of provinces 01-09: 10 digits are left-padded.
      return { codigo: /^\d{10,11}$/.test(limpio) ? limpio.padStart(11, '0') : null, original };
    },
  };
}

const esDiseminado = (nn: string, nombre: string) => nn === '99' || /^\*.*\*$/.test(nombre);

/**
 * Reads an INE nomenclator CSV into one locality per singular entity. Never throws on
 * bad content: unusable rows are reported in `avisos` ("Fila N" counts lines, header = 1).
 * The name comes from the singular entity's own row (NN 00); failing that, from its
 * first núcleo row; an entity the file only lists as diseminado has no name and is skipped.
 */
export function parseNomenclator(csvText: string): ResultadoParseo {
  const avisos: string[] = [];
  const texto = csvText.replace(/^\uFEFF/, '');
  if (texto.trim() === '') return { localidades: [], avisos: ['El fichero está vacío'] };

  const { data, errors } = Papa.parse<string[]>(texto, {
    delimiter: detectarDelimitador(texto),
    header: false,
    skipEmptyLines: false,
  });
  for (const e of errors) {
    if (e.type === 'Quotes') avisos.push(`Fila ${(e.row ?? 0) + 1}: comillas sin cerrar`);
  }

  const vacia = (celdas: string[]) => celdas.every((c) => c.trim() === '');
  const inicio = data.findIndex((celdas) => !vacia(celdas));
  const diseno = inicio >= 0 ? disenoDe(data[inicio] ?? []) : null;
  if (!diseno) {
    avisos.push(
      `Cabecera no reconocida: se espera una columna de código (${COLUMNAS_CODIGO.join(', ')}) ` +
        `o las columnas CPRO, CMUN y CUN (o EC y ES), y una de nombre (${COLUMNAS_NOMBRE.join(', ')})`,
    );
    return { localidades: [], avisos };
  }

  // Per singular entity: the best row so far (rank 0: NN 00, 1: núcleo, 2: diseminado).
  const entidades = new Map<number, { nombre: string; rango: number; fila: number }>();
  for (let i = inicio + 1; i < data.length; i++) {
    const celdas = data[i] ?? [];
    if (vacia(celdas)) continue;
    const fila = i + 1;
    const { codigo, original } = diseno.codigo(celdas);
    const provincia = codigo ? Number(codigo.slice(0, 2)) : 0;
    if (!codigo || provincia < 1 || provincia > MAX_PROVINCIA || codigo.slice(2, 5) === '000') {
      avisos.push(`Fila ${fila}: código «${original}» no válido`);
      continue;
    }
    // ES 00: a municipality or collective entity total, not a locality.
    if (codigo.slice(7, 9) === '00') continue;
    const nombre = (celdas[diseno.nombre] ?? '').replace(/\s+/g, ' ').trim();
    if (!nombre) {
      avisos.push(`Fila ${fila}: nombre vacío para el código «${original}»`);
      continue;
    }
    const nn = codigo.slice(9, 11);
    const id = Number(codigo.slice(0, 9));
    const rango = nn === '00' ? 0 : esDiseminado(nn, nombre) ? 2 : 1;
    const previa = entidades.get(id);
    if (!previa || rango < previa.rango) {
      entidades.set(id, { nombre, rango, fila });
    } else if (rango === 0 && previa.nombre !== nombre) {
      avisos.push(`Fila ${fila}: entidad ${codigo.slice(0, 9)} repetida; se mantiene «${previa.nombre}» (fila ${previa.fila})`);
    }
  }

  const resultado: LocalidadRow[] = [];
  for (const [id, { nombre, rango, fila }] of entidades) {
    if (rango === 2) {
      avisos.push(
        `Fila ${fila}: la entidad ${String(id).padStart(9, '0')} solo figura como diseminado; se omite por no tener nombre`,
      );
      continue;
    }
    const visible = nombreVisible(nombre);
    resultado.push({
      id,
      nombre: visible,
      busqueda: normalizeSearch(visible),
      municipioId: Math.floor(id / 10000),
      provinciaId: Math.floor(id / 10000000),
    });
  }
  return { localidades: resultado, avisos };
}

const trozos = <T>(lista: readonly T[]): T[][] => {
  const res: T[][] = [];
  for (let i = 0; i < lista.length; i += CHUNK) res.push(lista.slice(i, i + CHUNK));
  return res;
};

const codigoMunicipio = (id: number) => String(id).padStart(5, '0');
const plural = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

type ConBatch = { batch(sentencias: readonly [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]): Promise<unknown> };

/**
 * Writes localities (insert or update name by id). Rows of municipalities missing from
 * the `municipios` table, with an id that does not start with their municipality code,
 * or repeated, are omitted with a warning. With `reemplazar`, the municipalities present
 * in `rows` end up with exactly the rows' localities: the others of those municipalities
 * are deleted; municipalities absent from `rows` are not touched. All writes go in one
 * batch, so a failure (e.g. a deleted locality still referenced) changes nothing.
 */
export async function importarLocalidades(
  db: Db,
  rows: readonly LocalidadRow[],
  opts: { reemplazar?: boolean } = {},
): Promise<ResultadoImportacion> {
  const avisos: string[] = [];
  let omitidas = 0;

  const porId = new Map<number, LocalidadRow>();
  for (const row of rows) {
    if (municipioDeLocalidad(row.id) !== row.municipioId || Math.floor(row.municipioId / 1000) !== row.provinciaId) {
      omitidas++;
      avisos.push(`Localidad ${row.id}: el código no corresponde al municipio ${codigoMunicipio(row.municipioId)}`);
    } else if (row.nombre.trim() === '') {
      omitidas++;
      avisos.push(`Localidad ${row.id}: nombre vacío`);
    } else if (porId.has(row.id)) {
      omitidas++;
      avisos.push(`Localidad ${row.id}: repetida; se conserva la primera`);
    } else {
      porId.set(row.id, row);
    }
  }

  const pedidos = [...new Set([...porId.values()].map((r) => r.municipioId))];
  const existentes = new Set<number>();
  for (const ids of trozos(pedidos)) {
    const encontrados = await db.select({ id: municipios.id }).from(municipios).where(inArray(municipios.id, ids));
    for (const m of encontrados) existentes.add(m.id);
  }

  const validas: LocalidadRow[] = [];
  const sinMunicipio = new Map<number, number>();
  for (const row of porId.values()) {
    if (existentes.has(row.municipioId)) validas.push(row);
    else sinMunicipio.set(row.municipioId, (sinMunicipio.get(row.municipioId) ?? 0) + 1);
  }
  for (const [municipioId, n] of sinMunicipio) {
    omitidas += n;
    avisos.push(
      `Municipio ${codigoMunicipio(municipioId)} no existe: se ${n === 1 ? 'omite' : 'omiten'} ${plural(n, 'localidad', 'localidades')}`,
    );
  }

  const sentencias: BatchItem<'sqlite'>[] = [];
  let eliminadas = 0;
  if (opts.reemplazar) {
    const nuevas = new Set(validas.map((r) => r.id));
    const sobran: number[] = [];
    for (const ids of trozos([...existentes])) {
      const actuales = await db.select({ id: localidades.id }).from(localidades).where(inArray(localidades.municipioId, ids));
      for (const l of actuales) if (!nuevas.has(l.id)) sobran.push(l.id);
    }
    eliminadas = sobran.length;
    for (const ids of trozos(sobran)) sentencias.push(db.delete(localidades).where(inArray(localidades.id, ids)));
  }
  for (const lote of trozos(validas)) {
    sentencias.push(
      db
        .insert(localidades)
        .values(lote)
        .onConflictDoUpdate({
          target: localidades.id,
          // The id fixes municipality and province; only the name can change.
          set: { nombre: sql`excluded.nombre`, busqueda: sql`excluded.busqueda` },
        }),
    );
  }

  const [primera, ...resto] = sentencias;
  if (primera) {
    const batch = (db as unknown as Partial<ConBatch>).batch;
    if (typeof batch === 'function') await batch.call(db, [primera, ...resto]);
    else for (const s of sentencias) await s;
  }
  return { insertadas: validas.length, omitidas, eliminadas, avisos };
}
