import { inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import Papa from 'papaparse';
import { localidades, municipios } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { normalizeSearch } from '../listing.ts';
import { displayName, municipioOf } from './codigos.ts';

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

interface ParseResult {
  localidades: LocalidadRow[];
  /** Rows that could not be used, in Spanish, for the person running the import. */
  warnings: string[];
}

interface ImportResult {
  /** Localities written (new or updated). */
  inserted: number;
  /** Localities not written: unknown municipality, inconsistent code or repeated. */
  skipped: number;
  /** Localities deleted by `replace` (those of the file's municipalities it no longer lists). */
  deleted: number;
  warnings: string[];
}

// Header names are compared upper-case, without accents, with any run of other characters as "_".
const CODE_COLUMNS = ['CODIGO', 'COD_UNIDAD', 'CUN', 'CODIGO_UNIDAD', 'COD_INE', 'CODIGO_INE'];
const NAME_COLUMNS = ['NOMBRE', 'UNIDAD_POBLACIONAL', 'NOMBRE_UNIDAD', 'DENOMINACION'];
const DELIMITERS = [';', '\t', ','] as const;
const MAX_PROVINCIA_ID = 52;
// SQLite caps bound parameters per statement; 400 rows x 5 columns stays far below it.
const CHUNK = 400;

const normalizeHeader = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** The delimiter that appears most in the header line (names may contain commas, headers do not). */
function detectDelimiter(text: string): string {
  const headerLine = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  let best: string = DELIMITERS[0];
  let bestCount = 0;
  for (const d of DELIMITERS) {
    const n = headerLine.split(d).length - 1;
    if (n > bestCount) {
      best = d;
      bestCount = n;
    }
  }
  return best;
}

/** Digits only, left-padded to `length`; null if not digits or too long. */
function padCode(value: string | undefined, length: number): string | null {
  const digits = (value ?? '').replace(/\s+/g, '');
  if (!/^\d+$/.test(digits) || digits.length > length) return null;
  return digits.padStart(length, '0');
}

interface Layout {
  /** The 11-digit unit code of a row (null if invalid) and its text as the file has it. */
  code(cells: string[]): { code: string | null; original: string };
  nameColumn: number;
}

/** Column layout from the header: one code column, or CPRO + CMUN + (CUN | EC + ES [+ NN]). */
function layoutOf(header: string[]): Layout | null {
  const columns = header.map(normalizeHeader);
  const columnIndex = (...names: string[]) => columns.findIndex((c) => names.includes(c));
  const nameColumn = columnIndex(...NAME_COLUMNS);
  if (nameColumn < 0) return null;
  const cell = (cells: string[], i: number) => (i >= 0 ? (cells[i] ?? '').trim() : '');

  const cpro = columnIndex('CPRO');
  const cmun = columnIndex('CMUN');
  if (cpro >= 0 && cmun >= 0) {
    const cun = columnIndex('CUN');
    const ec = columnIndex('EC');
    const es = columnIndex('ES');
    const nn = columnIndex('NN');
    if (cun >= 0) {
      return {
        nameColumn,
        code: (cells) => {
          const parts = [cell(cells, cpro), cell(cells, cmun), cell(cells, cun)];
          const [p, m, u] = [padCode(parts[0], 2), padCode(parts[1], 3), padCode(parts[2], 7)];
          // CUN = EC(2) ES(2) DC(1) NN(2): the control digit is not part of the 11-digit code.
          return { code: p && m && u ? p + m + u.slice(0, 4) + u.slice(5) : null, original: parts.join(' ') };
        },
      };
    }
    if (ec >= 0 && es >= 0) {
      return {
        nameColumn,
        code: (cells) => {
          const parts = [cell(cells, cpro), cell(cells, cmun), cell(cells, ec), cell(cells, es)];
          if (nn >= 0) parts.push(cell(cells, nn));
          const p = padCode(parts[0], 2);
          const m = padCode(parts[1], 3);
          const e = padCode(parts[2], 2);
          const s = padCode(parts[3], 2);
          // Without an NN column every row is a singular entity.
          const n = nn >= 0 ? padCode(parts[4], 2) : '00';
          return { code: p && m && e && s && n ? p + m + e + s + n : null, original: parts.join(' ') };
        },
      };
    }
  }

  const codeColumn = columnIndex(...CODE_COLUMNS);
  if (codeColumn < 0) return null;
  return {
    nameColumn,
    code: (cells) => {
      const original = cell(cells, codeColumn);
      const digits = original.replace(/\s+/g, '');
      // Spreadsheets drop the leading zero of provinces 01-09: 10 digits are left-padded.
      return { code: /^\d{10,11}$/.test(digits) ? digits.padStart(11, '0') : null, original };
    },
  };
}

const isScattered = (nn: string, name: string) => nn === '99' || /^\*.*\*$/.test(name);

/**
 * Reads an INE nomenclator CSV into one locality per singular entity. Never throws on
 * bad content: unusable rows are reported in `warnings` ("Fila N" counts lines, header = 1).
 * The name comes from the singular entity's own row (NN 00); failing that, from its
 * first núcleo row; an entity the file only lists as diseminado has no name and is skipped.
 */
export function parseNomenclator(csvText: string): ParseResult {
  const warnings: string[] = [];
  const text = csvText.replace(/^\uFEFF/, '');
  if (text.trim() === '') return { localidades: [], warnings: ['El fichero está vacío'] };

  const { data, errors } = Papa.parse<string[]>(text, {
    delimiter: detectDelimiter(text),
    header: false,
    skipEmptyLines: false,
  });
  for (const e of errors) {
    if (e.type === 'Quotes') warnings.push(`Fila ${(e.row ?? 0) + 1}: comillas sin cerrar`);
  }

  const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');
  const headerIndex = data.findIndex((cells) => !isBlank(cells));
  const layout = headerIndex >= 0 ? layoutOf(data[headerIndex] ?? []) : null;
  if (!layout) {
    warnings.push(
      `Cabecera no reconocida: se espera una columna de código (${CODE_COLUMNS.join(', ')}) ` +
        `o las columnas CPRO, CMUN y CUN (o EC y ES), y una de nombre (${NAME_COLUMNS.join(', ')})`,
    );
    return { localidades: [], warnings };
  }

  // Per singular entity: the best row so far (rank 0: NN 00, 1: núcleo, 2: diseminado).
  const entities = new Map<number, { name: string; rank: number; line: number }>();
  for (let i = headerIndex + 1; i < data.length; i++) {
    const cells = data[i] ?? [];
    if (isBlank(cells)) continue;
    const line = i + 1;
    const { code, original } = layout.code(cells);
    const provincia = code ? Number(code.slice(0, 2)) : 0;
    if (!code || provincia < 1 || provincia > MAX_PROVINCIA_ID || code.slice(2, 5) === '000') {
      warnings.push(`Fila ${line}: código «${original}» no válido`);
      continue;
    }
    // ES 00: a municipality or collective entity total, not a locality.
    if (code.slice(7, 9) === '00') continue;
    const name = (cells[layout.nameColumn] ?? '').replace(/\s+/g, ' ').trim();
    if (!name) {
      warnings.push(`Fila ${line}: nombre vacío para el código «${original}»`);
      continue;
    }
    const nn = code.slice(9, 11);
    const id = Number(code.slice(0, 9));
    const rank = nn === '00' ? 0 : isScattered(nn, name) ? 2 : 1;
    const previous = entities.get(id);
    if (!previous || rank < previous.rank) {
      entities.set(id, { name, rank, line });
    } else if (rank === 0 && previous.name !== name) {
      warnings.push(`Fila ${line}: entidad ${code.slice(0, 9)} repetida; se mantiene «${previous.name}» (fila ${previous.line})`);
    }
  }

  const result: LocalidadRow[] = [];
  for (const [id, { name, rank, line }] of entities) {
    if (rank === 2) {
      warnings.push(
        `Fila ${line}: la entidad ${String(id).padStart(9, '0')} solo figura como diseminado; se omite por no tener nombre`,
      );
      continue;
    }
    const shown = displayName(name);
    result.push({
      id,
      nombre: shown,
      busqueda: normalizeSearch(shown),
      municipioId: Math.floor(id / 10000),
      provinciaId: Math.floor(id / 10000000),
    });
  }
  return { localidades: result, warnings };
}

const chunks = <T>(list: readonly T[]): T[][] => {
  const res: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) res.push(list.slice(i, i + CHUNK));
  return res;
};

const municipioCode = (id: number) => String(id).padStart(5, '0');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Writes localities (insert or update name by id). Rows of municipalities missing from
 * the `municipios` table, with an id that does not start with their municipality code,
 * or repeated, are omitted with a warning. With `replace`, the municipalities present
 * in `rows` end up with exactly the rows' localities: the others of those municipalities
 * are deleted; municipalities absent from `rows` are not touched. All writes go in one
 * batch, so a failure (e.g. a deleted locality still referenced) changes nothing.
 */
export async function importLocalidades(
  db: Db,
  rows: readonly LocalidadRow[],
  opts: { replace?: boolean } = {},
): Promise<ImportResult> {
  const warnings: string[] = [];
  let skipped = 0;

  const byId = new Map<number, LocalidadRow>();
  for (const row of rows) {
    if (municipioOf(row.id) !== row.municipioId || Math.floor(row.municipioId / 1000) !== row.provinciaId) {
      skipped++;
      warnings.push(`Localidad ${row.id}: el código no corresponde al municipio ${municipioCode(row.municipioId)}`);
    } else if (row.nombre.trim() === '') {
      skipped++;
      warnings.push(`Localidad ${row.id}: nombre vacío`);
    } else if (byId.has(row.id)) {
      skipped++;
      warnings.push(`Localidad ${row.id}: repetida; se conserva la primera`);
    } else {
      byId.set(row.id, row);
    }
  }

  const requested = [...new Set([...byId.values()].map((r) => r.municipioId))];
  const existing = new Set<number>();
  for (const ids of chunks(requested)) {
    const found = await db.select({ id: municipios.id }).from(municipios).where(inArray(municipios.id, ids));
    for (const m of found) existing.add(m.id);
  }

  const valid: LocalidadRow[] = [];
  const missingMunicipios = new Map<number, number>();
  for (const row of byId.values()) {
    if (existing.has(row.municipioId)) valid.push(row);
    else missingMunicipios.set(row.municipioId, (missingMunicipios.get(row.municipioId) ?? 0) + 1);
  }
  for (const [municipioId, n] of missingMunicipios) {
    skipped += n;
    warnings.push(
      `Municipio ${municipioCode(municipioId)} no existe: se ${n === 1 ? 'omite' : 'omiten'} ${plural(n, 'localidad', 'localidades')}`,
    );
  }

  const statements: BatchItem<'sqlite'>[] = [];
  let deleted = 0;
  if (opts.replace) {
    const incoming = new Set(valid.map((r) => r.id));
    const toDelete: number[] = [];
    for (const ids of chunks([...existing])) {
      const current = await db.select({ id: localidades.id }).from(localidades).where(inArray(localidades.municipioId, ids));
      for (const l of current) if (!incoming.has(l.id)) toDelete.push(l.id);
    }
    deleted = toDelete.length;
    for (const ids of chunks(toDelete)) statements.push(db.delete(localidades).where(inArray(localidades.id, ids)));
  }
  for (const chunk of chunks(valid)) {
    statements.push(
      db
        .insert(localidades)
        .values(chunk)
        .onConflictDoUpdate({
          target: localidades.id,
          // The id fixes municipality and province; only the name can change.
          set: { nombre: sql`excluded.nombre`, busqueda: sql`excluded.busqueda` },
        }),
    );
  }

  const [first, ...rest] = statements;
  if (first) {
    // auditoria: técnica (reference data from the INE nomenclator, loaded by a command)
    await db.batch([first, ...rest]);
  }
  return { inserted: valid.length, skipped, deleted, warnings };
}
