import { eq } from 'drizzle-orm';
import { type Instancia, instancias } from '../db/schema/index.ts';
import type { Db } from '../db/types.ts';
import { errores } from '../i18n/errores.ts';
import { AppError } from './errors.ts';

export async function getInstancia(db: Db, id: string): Promise<Instancia> {
  const [row] = await db.select().from(instancias).where(eq(instancias.id, id));
  if (!row?.activo) throw new AppError(404, errores.instanciaDesconocida(id));
  return row;
}

const TTL_MS = 10_000;
const cache = new WeakMap<Db, Map<string, { row: Instancia; until: number }>>();

/**
 * The instance row, read at most every 10 s per database: every API call needs it, and it
 * changes only when an administrator edits the branding. A change shows within 10 s on every
 * server; correctness never depends on the cache.
 */
export async function loadInstanciaCached(db: Db, id: string, now = Date.now()): Promise<Instancia | undefined> {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const hit = perDb.get(id);
  if (hit && hit.until > now) return hit.row;
  const [row] = await db.select().from(instancias).where(eq(instancias.id, id));
  // Only real instances are kept, so made-up X-Instancia values cannot grow the cache.
  if (row) perDb.set(id, { row, until: now + TTL_MS });
  return row;
}

/** getInstancia through the 10 s cache: what every page render asks for. */
export async function getInstanciaCached(db: Db, id: string): Promise<Instancia> {
  const row = await loadInstanciaCached(db, id);
  if (!row?.activo) throw new AppError(404, errores.instanciaDesconocida(id));
  return row;
}

/** The domain terms an instance may rename ("dimensiones" for bloques…). */
const TERMINOS = ['bloque', 'estandar', 'evidencia', 'paquete'] as const;
type TerminoClave = (typeof TERMINOS)[number];

/** One term in the instance's words: singular, plural and grammatical gender ("Nueva dimensión"). */
export interface Termino {
  singular: string;
  plural: string;
  femenino: boolean;
}

export type Terminologia = Record<TerminoClave, Termino>;

const GENERICOS: Terminologia = {
  bloque: { singular: 'bloque', plural: 'bloques', femenino: false },
  estandar: { singular: 'estándar', plural: 'estándares', femenino: false },
  evidencia: { singular: 'evidencia', plural: 'evidencias', femenino: true },
  paquete: { singular: 'paquete', plural: 'paquetes', femenino: false },
};

const PLURAL_KEY: Record<TerminoClave, string> = {
  bloque: 'bloques',
  estandar: 'estandares',
  evidencia: 'evidencias',
  paquete: 'paquetes',
};

/**
 * Gender of a renamed noun phrase when the configuration does not state it: Spanish nouns
 * ending in -a, -ión, -dad, -tad, -tud or -umbre are mostly feminine, the rest masculine.
 * The head noun is the first word ("criterio de evaluación" is masculine).
 */
function femeninoPorTerminacion(singular: string): boolean {
  const head = singular.trim().split(/\s+/)[0]?.toLocaleLowerCase('es-ES') ?? '';
  return /(a|ión|dad|tad|tud|umbre)$/.test(head);
}

/** A plural for a renamed term whose plural is not configured: the head noun's regular plural. */
function pluralRegular(singular: string): string {
  const [head = '', ...rest] = singular.trim().split(/\s+/);
  const unaccent: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };
  let plural: string;
  if (/[aeiouáéó]$/i.test(head)) plural = `${head}s`;
  else if (/z$/i.test(head)) plural = `${head.slice(0, -1)}ces`;
  else plural = `${head.replace(/([áéíóú])(n|s)$/i, (_, v: string, c: string) => `${unaccent[v.toLowerCase()] ?? v}${c}`)}es`;
  return [plural, ...rest].join(' ');
}

/**
 * The instance's terminology (instancias.terminologia, a flat JSON object so that a new
 * instance needs no migration): `bloque` and `bloques` give the singular and plural, and
 * `bloqueGenero` ("f" or "m") the gender; a term not renamed keeps the generic words.
 */
export function terminologia(instancia: Pick<Instancia, 'terminologia'>): Terminologia {
  const config = instancia.terminologia ?? {};
  const out = {} as Terminologia;
  for (const clave of TERMINOS) {
    const generico = GENERICOS[clave];
    const singular = config[clave]?.trim() || generico.singular;
    const plural = config[PLURAL_KEY[clave]]?.trim() || (config[clave] ? pluralRegular(singular) : generico.plural);
    const genero = config[`${clave}Genero`];
    const femenino =
      genero === 'f' || genero === 'm' ? genero === 'f' : config[clave] ? femeninoPorTerminacion(singular) : generico.femenino;
    out[clave] = { singular, plural, femenino };
  }
  return out;
}
