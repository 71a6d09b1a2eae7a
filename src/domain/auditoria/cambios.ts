/** One changed field of an audit entry, as the API answers it. */
export interface Cambio {
  Campo: string;
  Antes: unknown;
  Despues: unknown;
}

/** Columns that every row carries for bookkeeping: the audit entry already says who and when. */
const BOOKKEEPING = new Set(['id', 'instanciaId', 'busqueda']);
const isBookkeeping = (k: string) => BOOKKEEPING.has(k) || /^(alta|modificacion)(Fecha|Usuario)/.test(k);

/** Secrets are never stored, not even hashed: the entry says the field changed, nothing more. */
const SECRET = /hash|token|contrasena|password|secret|clave_?api/i;
export const OCULTO = '[oculto]';

const valor = (v: unknown): unknown => {
  if (v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  return v;
};

const iguales = (a: unknown, b: unknown) => JSON.stringify(valor(a)) === JSON.stringify(valor(b));

const campo = (k: string) => k.charAt(0).toUpperCase() + k.slice(1);

/**
 * The fields a write changes: for a create (antes null) every given field, for a delete
 * (despues null) every field the row had, for an update the fields of `despues` whose value
 * differs from `antes`. Field names as the records spell them (PascalCase).
 */
export function cambiosDe(antes: object | null | undefined, despues: object | null | undefined): Cambio[] {
  const a = (antes ?? {}) as Record<string, unknown>;
  const d = (despues ?? {}) as Record<string, unknown>;
  const keys = despues ? Object.keys(d) : Object.keys(a);
  const out: Cambio[] = [];
  for (const k of keys) {
    if (isBookkeeping(k)) continue;
    if (despues && d[k] === undefined) continue;
    const before = antes ? a[k] : null;
    const after = despues ? d[k] : null;
    if (antes && despues && iguales(before, after)) continue;
    if (SECRET.test(k)) out.push({ Campo: campo(k), Antes: antes ? OCULTO : null, Despues: despues ? OCULTO : null });
    else out.push({ Campo: campo(k), Antes: valor(before), Despues: valor(after) });
  }
  return out;
}

export const cambiosJson = (c: readonly Cambio[] | undefined): string | null => (c && c.length > 0 ? JSON.stringify(c) : null);
