import { inArray, type SQL } from 'drizzle-orm';
import { sexos } from '../../db/schema/lookups.ts';
import { solicitudPerfiles } from '../../db/schema/solicitudes.ts';
import { solicitudesAlta as t } from '../../i18n/solicitudes-alta.ts';
import { validacion } from '../../i18n/validacion.ts';
import type { DomainContext } from '../context.ts';
import type { FieldErrors } from '../errors.ts';
import * as v from '../validation/zod.ts';
import type { PerfilSolicitudInput } from './schema.ts';

// The people of a request (one entry per profile of its process), as the wizard sends them on
// POST /solicitudes and staff send them on POST or PUT: one set of checks and one row shape.

/** A profile of the request's process. */
export interface PerfilProceso {
  perfilId: number;
  nombre: string;
  requiereDatos: boolean;
}

/** Adds `message` to the field errors at `path` (dotted, like zod's: perfiles.0.documentoIdentidad). */
export const addError = (errors: FieldErrors, path: string, message: string) => {
  errors[path] = [...(errors[path] ?? []), message];
};

const DOCUMENTO: Record<string, () => { safeParse(v: unknown): { success: boolean; data?: unknown } }> = {
  DNI: () => v.dni(),
  NIE: () => v.nie(),
  PAS: () => v.passport(),
};
const MENSAJE_DOCUMENTO: Record<string, string> = { DNI: validacion.dni, NIE: validacion.nie, PAS: validacion.passport };

/**
 * The people: one entry per process profile at most; where the profile requires data, a
 * document of type DNI, NIE or PAS valid for its type and an e-mail. A document given where it
 * is not required is checked too. With `completa` (the public wizard) every profile must have
 * its entry; staff may leave some for later. Normalises the document (upper case) in place.
 */
export async function validatePersonas(
  ctx: DomainContext,
  personas: PerfilSolicitudInput[],
  perfiles: PerfilProceso[],
  opts: { completa: boolean },
  errors: FieldErrors,
) {
  const porId = new Map(perfiles.map((p) => [p.perfilId, p]));
  const vistos = new Set<number>();
  personas.forEach((persona, i) => {
    const at = (campo: string) => `perfiles.${i}.${campo}`;
    const perfil = porId.get(persona.perfilId);
    if (!perfil) addError(errors, at('perfilId'), t.perfilNoValido);
    else if (vistos.has(persona.perfilId)) addError(errors, at('perfilId'), t.perfilRepetido);
    vistos.add(persona.perfilId);
    const requiere = perfil?.requiereDatos ?? false;
    const tipo = persona.tipoDocumentoIdentidadClave?.toUpperCase();
    if (requiere && !tipo) addError(errors, at('tipoDocumentoIdentidadClave'), validacion.required);
    if (tipo && !DOCUMENTO[tipo]) addError(errors, at('tipoDocumentoIdentidadClave'), t.tipoDocumentoNoValido);
    if ((requiere || tipo) && !persona.documentoIdentidad) addError(errors, at('documentoIdentidad'), validacion.required);
    const check = tipo ? DOCUMENTO[tipo] : undefined;
    if (tipo && check && persona.documentoIdentidad) {
      const r = check().safeParse(persona.documentoIdentidad);
      if (!r.success) addError(errors, at('documentoIdentidad'), MENSAJE_DOCUMENTO[tipo] ?? validacion.identityDocument);
      else persona.documentoIdentidad = r.data as string;
    }
    if (tipo) persona.tipoDocumentoIdentidadClave = tipo;
    if (requiere && !persona.direccionEmail) addError(errors, at('direccionEmail'), validacion.required);
  });
  if (opts.completa) {
    for (const p of perfiles) if (!vistos.has(p.perfilId)) addError(errors, 'perfiles', t.faltaPerfil(p.nombre));
  }
  const sexoIds = [...new Set(personas.map((p) => p.sexoId))];
  if (sexoIds.length > 0) {
    const existentes = new Set(
      (await ctx.db.select({ id: sexos.id }).from(sexos).where(inArray(sexos.id, sexoIds))).map((s) => s.id),
    );
    personas.forEach((p, i) => {
      if (!existentes.has(p.sexoId)) addError(errors, `perfiles.${i}.sexoId`, t.sexoNoValido);
    });
  }
}

/** The insert of one person of the request `solicitudId` (an id, or its handle within a batch). */
export const insertPersona = (ctx: DomainContext, solicitudId: number | SQL, p: PerfilSolicitudInput) =>
  ctx.db.insert(solicitudPerfiles).values({
    solicitudId,
    perfilId: p.perfilId,
    nombre: p.nombre,
    apellido1: p.apellido1,
    apellido2: p.apellido2 ?? null,
    sexoId: p.sexoId,
    cargo: p.cargo,
    tipoDocumentoIdentidadClave: p.tipoDocumentoIdentidadClave ?? null,
    documentoIdentidad: p.documentoIdentidad ?? null,
    direccionEmail: p.direccionEmail ?? null,
    telefono: p.telefono ?? null,
  });

/** A person the request's mails go to: each e-mail address once (lower case), in the order given. */
export interface Aviso {
  email: string;
  nombre: string;
  sexoId: number;
}

/** The addresses of the people, each once. */
export function avisosDe(
  personas: Array<{ direccionEmail?: string | null; nombre: string; apellido1: string; sexoId: number }>,
): Aviso[] {
  const avisos = new Map<string, Aviso>();
  for (const p of personas) {
    const email = p.direccionEmail?.trim().toLowerCase();
    if (email && !avisos.has(email)) avisos.set(email, { email, nombre: `${p.nombre} ${p.apellido1}`, sexoId: p.sexoId });
  }
  return [...avisos.values()];
}
