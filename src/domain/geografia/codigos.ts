/**
 * The spec's location consistency rule on INE codes used as integer ids:
 * a municipality code (4 or 5 digits) starts with its province code (first 1 or 2
 * digits); a locality code (8 or 9 digits) starts with its municipality code (first 4
 * or 5 digits). Integers drop the leading zero of provinces 01-09, hence the 4/8-digit forms.
 */

const digits = (n: number) => String(Math.trunc(n)).length;

/** The province code a municipality code belongs to, or null if it is not 4-5 digits. */
export function provinciaOf(municipioId: number): number | null {
  if (!Number.isInteger(municipioId) || municipioId <= 0) return null;
  const len = digits(municipioId);
  if (len !== 4 && len !== 5) return null;
  return Math.floor(municipioId / 1000);
}

/** The municipality code a locality code belongs to, or null if it is not 8-9 digits. */
export function municipioOf(localidadId: number): number | null {
  if (!Number.isInteger(localidadId) || localidadId <= 0) return null;
  const len = digits(localidadId);
  if (len !== 8 && len !== 9) return null;
  return Math.floor(localidadId / 10000);
}

export function municipioBelongsToProvincia(municipioId: number, provinciaId: number): boolean {
  return provinciaOf(municipioId) === provinciaId;
}

export function localidadBelongsToMunicipio(localidadId: number, municipioId: number): boolean {
  return municipioOf(localidadId) === municipioId;
}

/** INE lists "Coruña, A"; people write "A Coruña". Moves a trailing article to the front. */
export function displayName(ineName: string): string {
  const match = /^(.+), (El|La|Los|Las|Lo|A|As|O|Os|Es|Sa|Ses|Els|Les|L'|S')$/iu.exec(ineName.trim());
  if (!match) return ineName.trim();
  const [, base, article] = match as unknown as [string, string, string];
  return article.endsWith("'") ? `${article}${base}` : `${article} ${base}`;
}
