import { errores } from '../../i18n/errores.ts';
import type { Actor } from '../context.ts';
import { AppError } from '../errors.ts';
import { levelOf } from '../permisos/levels.ts';

/** Only the requested fields of a record (`campos`), case-insensitively; unknown names are a 400. */
export function pick<T extends object>(record: T, campos: string[] | undefined): Partial<T> {
  if (!campos || campos.length === 0) return record;
  const keys = Object.keys(record) as Array<keyof T & string>;
  const out: Record<string, unknown> = {};
  for (const c of campos) {
    const key = keys.find((k) => k.toLowerCase() === c.toLowerCase());
    if (!key) throw new AppError(400, errores.campoDesconocido(c), { campos: [errores.campoDesconocido(c)] });
    out[key] = record[key];
  }
  return out as Partial<T>;
}
