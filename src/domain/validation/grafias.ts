import { z } from 'zod';
import { errores } from '../../i18n/errores.ts';

/*
 * The spec spells some payload fields and query flags differently from the
 * API's camelCase (`CIF`, `NICA`, `userName`, the clone flags `Perfiles`…; the reassignment
 * calls wrap their list as `objetoAmbitos`, `objetoEtiquetas`, `objetoEstado`). A client written
 * against the spec must get the same result as one using our names, so a schema wrapped by
 * `acceptSpellings` takes either spelling and hands the domain one. Rejecting unknown fields
 * still catches typos: only the spellings listed here are equivalent. ADR 0013.
 */

/** Pairs of spellings of one field, the spec's first. Both directions are accepted. */
const SAME_FIELD: ReadonlyArray<readonly [string, string]> = [
  ['CIF', 'cif'],
  ['NICA', 'nica'],
  ['userName', 'username'],
  ['Email', 'email'],
  ['Telefono', 'telefono'],
  ['PermisoClave', 'permisoClave'],
  // GET procesos/{id} clone flags.
  ['Perfiles', 'perfiles'],
  ['TiposFichero', 'tiposFichero'],
  ['FasesProyecto', 'fasesProyecto'],
  ['Ambitos', 'ambitos'],
  ['PlantillasNotificaciones', 'plantillasNotificaciones'],
];

/** The prefix the spec's reassignment-style calls put before the field they carry. */
const OBJETO = 'objeto';
const objetoOf = (key: string) => `${OBJETO}${key.charAt(0).toUpperCase()}${key.slice(1)}`;

/** The other spellings of `key` (the objeto- one only for reassignment-style bodies). */
function otherSpellings(key: string, objeto: boolean): string[] {
  const others = SAME_FIELD.flatMap(([a, b]) => (a === key ? [b] : b === key ? [a] : []));
  return objeto ? [...others, objetoOf(key)] : others;
}

/** Whether `sent` is another accepted spelling of `field` (used to report errors under the name sent). */
export function isSpellingOf(sent: string, field: string): boolean {
  return sent !== field && (otherSpellings(field, false).includes(sent) || sent === objetoOf(field));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
// JSON bodies and query strings only: comparing their serialisations is exact.
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Renames each alias present in `input` to its field; both spellings with different values is an issue. */
function toFieldNames(input: unknown, aliases: Record<string, string>, ctx: z.RefinementCtx) {
  if (!isRecord(input)) return input;
  let out: Record<string, unknown> | undefined;
  for (const [alias, field] of Object.entries(aliases)) {
    if (!Object.hasOwn(input, alias)) continue;
    out ??= { ...input };
    const value = out[alias];
    delete out[alias];
    if (Object.hasOwn(out, field) && !sameValue(out[field], value)) {
      ctx.addIssue({ code: 'custom', message: errores.grafiasDistintas(alias, field), path: [alias], input });
    } else {
      out[field] = value;
    }
  }
  return out ?? input;
}

/**
 * Wraps an object schema (JSON body or query) so it also accepts the spec's spelling of its
 * fields; with `objeto`, also `objeto<Field>` (reassignment-style calls). The output keeps the
 * schema's own names. The OpenAPI document lists every accepted spelling. Throws when the
 * schema has no field with another spelling (a wrapper that does nothing is a mistake).
 */
export function acceptSpellings<S extends z.ZodObject>(schema: S, opts: { objeto?: boolean } = {}) {
  const shape = schema.shape as Record<string, z.ZodType>;
  const aliases: Record<string, string> = {};
  for (const field of Object.keys(shape)) {
    for (const alias of otherSpellings(field, opts.objeto ?? false)) if (!Object.hasOwn(shape, alias)) aliases[alias] = field;
  }
  if (Object.keys(aliases).length === 0) throw new Error('acceptSpellings: ningún campo tiene otra grafía');
  // The alias properties exist for the document only: the rename below removes them before parsing.
  const documented = schema.safeExtend(
    Object.fromEntries(
      Object.entries(aliases).map(([alias, field]) => [
        alias,
        (shape[field] as z.ZodType).optional().meta({
          description: `Otra grafía de «${field}» (cualquiera de las dos; si van las dos, con el mismo valor)`,
        }),
      ]),
    ),
  );
  const wrapped = z.preprocess((input, ctx) => toFieldNames(input, aliases, ctx), documented);
  // Typed as parsing with `schema` itself: the alias keys never reach the output.
  return wrapped as unknown as z.ZodPipe<z.ZodTransform, S>;
}

/** Body of a reassignment call (…/reasignar): `{ <field>: [...] }`, also sent as `{ objeto<Field>: [...] }`. */
export function reassignBody<K extends string, T extends z.ZodType>(field: K, list: T) {
  return acceptSpellings(z.strictObject({ [field]: list } as Record<K, T>), { objeto: true });
}
