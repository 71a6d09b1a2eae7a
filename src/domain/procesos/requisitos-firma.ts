import { asc, eq } from 'drizzle-orm';
import { perfiles } from '../../db/schema/identidad.ts';
import { firmas } from '../../i18n/firmas.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { RequisitosInput } from './requisitos-firma-schema.ts';

// A process's signature requirements (which of its projects' documents each profile signs, in
// order) are one of its settings, stored in proceso_firmas. What any reader or writer of that
// setting shares lives here: the process's own calls (a clone carries its requirements) and the
// signatures' area (src/domain/firmas), which reads them to know what is pending.

const t = firmas.requisitos;

/** A file type that a profile must sign. */
export interface Requisito {
  tipoFicheroClave: string;
  perfilClave: string;
  orden: number;
}

/** The requirements grouped by document type, in order: types by their first row, profiles by theirs. */
export function agrupar(filas: readonly Requisito[]) {
  const grupos = new Map<string, string[]>();
  for (const r of [...filas].sort((a, b) => a.orden - b.orden)) {
    grupos.set(r.tipoFicheroClave, [...(grupos.get(r.tipoFicheroClave) ?? []), r.perfilClave]);
  }
  return [...grupos].map(([tipoFichero, claves]) => ({ tipoFichero, perfiles: claves }));
}

/** The document types a process's projects hold: the application's own, then the process's file types (`propios`). */
export function tiposFirmables(propios: ReadonlyArray<{ Clave: string; Nombre: string }>) {
  const aplicacion = Object.entries(t.tiposAplicacion).map(([Clave, Nombre]) => ({ Clave, Nombre }));
  return [...aplicacion, ...propios.filter((p) => !(p.Clave in t.tiposAplicacion))];
}

export const loadPerfilesInstancia = (ctx: DomainContext) =>
  ctx.db
    .select({ Clave: perfiles.clave, Nombre: perfiles.nombrePublico })
    .from(perfiles)
    .where(eq(perfiles.instanciaId, ctx.instancia.id))
    .orderBy(asc(perfiles.nombrePublico));

const unprocessable = (campo: string, message: string): never => {
  throw new AppError(422, message, { [campo]: [message] });
};

/**
 * 422 on the first entry at fault, its field under `campoBase`: a type not among `tipos` (the
 * document types the process's projects hold), a repeated one, an unknown or repeated profile.
 * Shared by PUT procesos/{id}/firmas and the import of a process (a clone carries its requirements).
 */
export function checkRequisitos(
  tipos: ReadonlyArray<{ Clave: string; Nombre: string }>,
  perfilesTodos: ReadonlyArray<{ Clave: string; Nombre: string }>,
  input: RequisitosInput,
  campoBase = 'requisitos',
) {
  const vistos = new Set<string>();
  input.requisitos.forEach((r, i) => {
    const campo = `${campoBase}.${i}`;
    if (!tipos.some((x) => x.Clave === r.tipoFichero)) unprocessable(`${campo}.tipoFichero`, t.tipoDesconocido(r.tipoFichero));
    const tipo = tipos.find((x) => x.Clave === r.tipoFichero)?.Nombre ?? r.tipoFichero;
    if (vistos.has(r.tipoFichero)) unprocessable(`${campo}.tipoFichero`, t.tipoRepetido(tipo));
    vistos.add(r.tipoFichero);
    if (!r.perfiles.length) unprocessable(`${campo}.perfiles`, t.sinPerfiles(tipo));
    for (const [j, p] of r.perfiles.entries()) {
      const perfil = perfilesTodos.find((x) => x.Clave === p);
      if (!perfil) unprocessable(`${campo}.perfiles.${j}`, t.perfilDesconocido(p));
      else if (r.perfiles.indexOf(p) !== j) unprocessable(`${campo}.perfiles.${j}`, t.perfilRepetido(perfil.Nombre, tipo));
    }
  });
}
