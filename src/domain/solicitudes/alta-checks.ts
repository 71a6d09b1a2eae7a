import { inArray } from 'drizzle-orm';
import { sexos } from '../../db/schema/lookups.ts';
import { errores } from '../../i18n/errores.ts';
import { solicitudesApi } from '../../i18n/solicitudes.ts';
import { solicitudesAlta as t } from '../../i18n/solicitudes-alta.ts';
import { validacion } from '../../i18n/validacion.ts';
import type { DomainContext } from '../context.ts';
import { AppError, type FieldErrors, isAppError } from '../errors.ts';
import type { ReglaTipo } from '../ficheros/propietario.ts';
import { reglaDeTipoProceso } from '../ficheros/propietarios.ts';
import { type FicheroEntrante, type Validado, validarFichero } from '../ficheros/subida.ts';
import { validateUbicacion } from '../lookups/geografia.ts';
import { getProcesoAbierto, type ProcesoAbierto } from '../procesos-abiertos/abiertos.ts';
import * as v from '../validation/zod.ts';
import type { SolicitudAltaInput } from './alta-schema.ts';
import { tienePerfil } from './responsables.ts';

// Every check of a new request, all before anything is written (POST /solicitudes). Field
// errors are gathered into one 422 so the wizard can show them all at once; paths are dotted
// (perfiles.0.documentoIdentidad, ficheros.MEM) like zod's.

export interface TipoAlta {
  clave: string;
  nombre: string;
  /** Empty: the type applies to every scope. */
  ambitoIds: number[];
  regla: ReglaTipo;
}

export interface ProcesoAlta {
  id: number;
  nombre: string;
  perfiles: Array<{ perfilId: number; nombre: string; requiereDatos: boolean }>;
  ambitoIds: Set<number>;
  /** The applicant's file types: the open process's public ones (internal types are staff's). */
  tipos: TipoAlta[];
}

/**
 * The process if it exists in the instance and is open today (Europe/Madrid); 422 at procesoId
 * otherwise. Built on the same read the wizard shows (GET /procesosAbiertos/{id}), so what the
 * wizard asks for and what is checked here cannot drift apart.
 */
export async function cargarProcesoAbierto(ctx: DomainContext, procesoId: number): Promise<ProcesoAlta> {
  let p: ProcesoAbierto;
  try {
    p = await getProcesoAbierto(ctx, procesoId);
  } catch (err) {
    if (isAppError(err) && err.status === 404) throw new AppError(422, t.procesoNoAbierto, { procesoId: [t.procesoNoAbierto] });
    throw err;
  }
  return {
    id: p.Id,
    nombre: p.Nombre,
    perfiles: p.Perfiles.map((pf) => ({ perfilId: pf.Id, nombre: pf.NombrePublico, requiereDatos: pf.RequiereDatos })),
    ambitoIds: new Set(p.Ambitos.map((a) => a.Id)),
    tipos: p.TiposFichero.map((tf) => ({
      clave: tf.Clave.toUpperCase(),
      nombre: tf.Nombre,
      ambitoIds: tf.Ambitos,
      regla: reglaDeTipoProceso({
        limiteFicheros: tf.LimiteFicheros,
        limiteTamano: tf.LimiteTamano,
        extensiones: tf.Extensiones.join(','),
      }),
    })),
  };
}

const add = (errors: FieldErrors, path: string, message: string) => {
  errors[path] = [...(errors[path] ?? []), message];
};

const DOCUMENTO: Record<string, () => { safeParse(v: unknown): { success: boolean; data?: unknown } }> = {
  DNI: () => v.dni(),
  NIE: () => v.nie(),
  PAS: () => v.passport(),
};

/**
 * The people: exactly one entry per process profile; where the profile requires data, a
 * document of type DNI, NIE or PAS valid for its type and an e-mail. A document given where
 * it is not required is checked too. Normalises the document number (upper case) in place.
 */
async function validatePerfilesAlta(ctx: DomainContext, input: SolicitudAltaInput, proceso: ProcesoAlta, errors: FieldErrors) {
  const porId = new Map(proceso.perfiles.map((p) => [p.perfilId, p]));
  const vistos = new Set<number>();
  input.perfiles.forEach((persona, i) => {
    const at = (campo: string) => `perfiles.${i}.${campo}`;
    const perfil = porId.get(persona.perfilId);
    if (!perfil) add(errors, at('perfilId'), t.perfilNoValido);
    else if (vistos.has(persona.perfilId)) add(errors, at('perfilId'), t.perfilRepetido);
    vistos.add(persona.perfilId);
    const requiere = perfil?.requiereDatos ?? false;
    const tipo = persona.tipoDocumentoIdentidadClave?.toUpperCase();
    if (requiere && !tipo) add(errors, at('tipoDocumentoIdentidadClave'), validacion.required);
    if (tipo && !DOCUMENTO[tipo]) add(errors, at('tipoDocumentoIdentidadClave'), t.tipoDocumentoNoValido);
    if ((requiere || tipo) && !persona.documentoIdentidad) add(errors, at('documentoIdentidad'), validacion.required);
    const check = tipo ? DOCUMENTO[tipo] : undefined;
    if (check && persona.documentoIdentidad) {
      const r = check().safeParse(persona.documentoIdentidad);
      const mensaje = tipo === 'DNI' ? validacion.dni : tipo === 'NIE' ? validacion.nie : validacion.passport;
      if (!r.success) add(errors, at('documentoIdentidad'), mensaje);
      else persona.documentoIdentidad = r.data as string;
    }
    if (tipo) persona.tipoDocumentoIdentidadClave = tipo;
    if (requiere && !persona.direccionEmail) add(errors, at('direccionEmail'), validacion.required);
  });
  for (const p of proceso.perfiles) if (!vistos.has(p.perfilId)) add(errors, 'perfiles', t.faltaPerfil(p.nombre));
  const sexoIds = [...new Set(input.perfiles.map((p) => p.sexoId))];
  if (sexoIds.length > 0) {
    const existentes = new Set(
      (await ctx.db.select({ id: sexos.id }).from(sexos).where(inArray(sexos.id, sexoIds))).map((s) => s.id),
    );
    input.perfiles.forEach((p, i) => {
      if (!existentes.has(p.sexoId)) add(errors, `perfiles.${i}.sexoId`, t.sexoNoValido);
    });
  }
}

/** Staff fields: only staff may send them, and staff must name both responsible users. */
async function validatePersonal(ctx: DomainContext, input: SolicitudAltaInput, esPersonal: boolean, errors: FieldErrors) {
  if (!esPersonal) {
    for (const campo of ['usuarioTutorId', 'usuarioAdministrativoId', 'demo'] as const) {
      if (input[campo] != null) add(errors, campo, errores.campoNoPermitido);
    }
    return;
  }
  if (input.usuarioTutorId == null) add(errors, 'usuarioTutorId', validacion.required);
  else if (!(await tienePerfil(ctx, input.usuarioTutorId, 'GEST_PROY')))
    add(errors, 'usuarioTutorId', solicitudesApi.tutorNoValido);
  if (input.usuarioAdministrativoId == null) add(errors, 'usuarioAdministrativoId', validacion.required);
  else if (!(await tienePerfil(ctx, input.usuarioAdministrativoId, 'GEST_SOLIC'))) {
    add(errors, 'usuarioAdministrativoId', solicitudesApi.administrativoNoValido);
  }
}

/** The file types the applicant must bring for this scope: those for every scope or for this one. */
const tiposExigidos = (proceso: ProcesoAlta, ambitoId: number) =>
  proceso.tipos.filter((tp) => tp.ambitoIds.length === 0 || tp.ambitoIds.includes(ambitoId));

/**
 * The files: each of a type the applicant must bring, passing every check of POST ficheros
 * plus its type's size limit and extensions; every such type with at least one file and at
 * most its limit. Refusals are reported at ficheros.<TIPO>.
 */
function validateFicherosAlta(
  proceso: ProcesoAlta,
  ambitoId: number,
  entrantes: FicheroEntrante[],
  errors: FieldErrors,
): Array<Validado & { tipo: TipoAlta }> {
  const exigidos = tiposExigidos(proceso, ambitoId);
  const reglas = Object.fromEntries(exigidos.map((tp) => [tp.clave, tp.regla]));
  const validos: Array<Validado & { tipo: TipoAlta }> = [];
  const cuenta = new Map<string, number>();
  entrantes.forEach((f, i) => {
    const clave = f.tipoClave.trim().toUpperCase();
    const tipo = exigidos.find((tp) => tp.clave === clave);
    if (!tipo) {
      add(errors, `ficheros.${clave || '_'}`, t.tipoNoAdmitido(clave));
      return;
    }
    cuenta.set(clave, (cuenta.get(clave) ?? 0) + 1);
    try {
      validos.push({ ...validarFichero({ ...f, tipoClave: clave }, i, reglas), tipo });
    } catch (err) {
      if (!isAppError(err)) throw err;
      add(errors, `ficheros.${clave}`, err.message);
    }
  });
  for (const tipo of exigidos) {
    const n = cuenta.get(tipo.clave) ?? 0;
    if (n === 0) add(errors, `ficheros.${tipo.clave}`, t.faltaDocumento(tipo.nombre));
    else if (n > tipo.regla.max) add(errors, `ficheros.${tipo.clave}`, t.demasiadosDocumentos(tipo.regla.max, tipo.nombre));
  }
  return validos;
}

/**
 * Every check of a new request against its open process: location, scope, people, staff
 * fields and files. Throws one 422 with every field error; returns the checked files.
 */
export async function validateAlta(
  ctx: DomainContext,
  opts: { input: SolicitudAltaInput; proceso: ProcesoAlta; esPersonal: boolean; ficheros: FicheroEntrante[] },
) {
  const { input, proceso } = opts;
  const errors: FieldErrors = {};
  try {
    await validateUbicacion(ctx.db, input);
  } catch (err) {
    if (!isAppError(err) || !err.errors) throw err;
    for (const [campo, mensajes] of Object.entries(err.errors)) for (const m of mensajes) add(errors, campo, m);
  }
  if (!proceso.ambitoIds.has(input.ambitoId)) add(errors, 'ambitoId', t.ambitoNoValido);
  await validatePerfilesAlta(ctx, input, proceso, errors);
  await validatePersonal(ctx, input, opts.esPersonal, errors);
  const validos = validateFicherosAlta(proceso, input.ambitoId, opts.ficheros, errors);
  if (Object.keys(errors).length > 0) throw new AppError(422, errores.datosNoValidos, errors);
  return validos;
}
