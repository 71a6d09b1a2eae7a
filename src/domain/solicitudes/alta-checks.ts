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
import { getProcesoAbierto, listProcesosAbiertos, type ProcesoAbierto } from '../procesos-abiertos/abiertos.ts';
import { CAMPOS_PERSONAL, type SolicitudAltaInput } from './alta-schema.ts';
import { addError as add, type PerfilProceso, validatePersonas } from './personas.ts';
import { tienePerfil } from './responsables.ts';
import { type Solicitante, validateSolicitante } from './solicitante.ts';

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
  perfiles: PerfilProceso[];
  ambitoIds: Set<number>;
  /** The applicant's file types: the open process's public ones (internal types are staff's). */
  tipos: TipoAlta[];
}

const procesoAlta = (p: ProcesoAbierto): ProcesoAlta => ({
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
});

/**
 * The process a new request goes to: `procesoId` if it exists in the instance and is open today
 * (Europe/Madrid). Without it, the instance's only open process; with several open the caller
 * must say which, and with none open nothing can be registered. 422 at procesoId otherwise.
 * Built on the same read the wizard shows (GET /procesosAbiertos/{id}), so what the wizard asks
 * for and what is checked here cannot drift apart.
 */
export async function cargarProcesoAbierto(ctx: DomainContext, procesoId: number | undefined): Promise<ProcesoAlta> {
  if (procesoId === undefined) {
    const abiertos = await listProcesosAbiertos(ctx);
    const [unico] = abiertos;
    if (unico && abiertos.length === 1) return procesoAlta(unico);
    const message = unico ? t.procesoObligatorio : t.ningunProcesoAbierto;
    throw new AppError(422, message, { procesoId: [message] });
  }
  try {
    return procesoAlta(await getProcesoAbierto(ctx, procesoId));
  } catch (err) {
    if (isAppError(err) && err.status === 404) throw new AppError(422, t.procesoNoAbierto, { procesoId: [t.procesoNoAbierto] });
    throw err;
  }
}

/** Staff fields: only staff may send them, and staff must name both responsible users. */
async function validatePersonal(ctx: DomainContext, input: SolicitudAltaInput, esPersonal: boolean, errors: FieldErrors) {
  if (!esPersonal) {
    for (const campo of CAMPOS_PERSONAL) {
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
 * plus its type's size limit and extensions; at most its limit of each type and, with
 * `exigidos` (the public wizard), at least one of each. Staff may register the request first
 * and add its documents with POST ficheros (solicitudId). Refusals are reported at ficheros.<TIPO>.
 */
function validateFicherosAlta(
  proceso: ProcesoAlta,
  opts: { ambitoId: number; exigidos: boolean },
  entrantes: FicheroEntrante[],
  errors: FieldErrors,
): Array<Validado & { tipo: TipoAlta }> {
  const { ambitoId } = opts;
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
    if (n === 0 && opts.exigidos) add(errors, `ficheros.${tipo.clave}`, t.faltaDocumento(tipo.nombre));
    else if (n > tipo.regla.max) add(errors, `ficheros.${tipo.clave}`, t.demasiadosDocumentos(tipo.regla.max, tipo.nombre));
  }
  return validos;
}

/**
 * Every check of a new request against its open process: location, scope, applicant, people,
 * staff fields and files. Throws one 422 with every field error; returns the checked files and
 * what the `solicitante` sent says of the centre.
 */
export async function validateAlta(
  ctx: DomainContext,
  opts: { input: SolicitudAltaInput; proceso: ProcesoAlta; esPersonal: boolean; ficheros: FicheroEntrante[] },
): Promise<{ ficheros: Array<Validado & { tipo: TipoAlta }>; solicitante: Solicitante }> {
  const { input, proceso, esPersonal } = opts;
  const errors: FieldErrors = {};
  try {
    await validateUbicacion(ctx.db, input);
  } catch (err) {
    if (!isAppError(err) || !err.errors) throw err;
    for (const [campo, mensajes] of Object.entries(err.errors)) for (const m of mensajes) add(errors, campo, m);
  }
  if (!proceso.ambitoIds.has(input.ambitoId)) add(errors, 'ambitoId', t.ambitoNoValido);
  if (!esPersonal && !input.perfiles) add(errors, 'perfiles', validacion.required);
  await validatePersonas(ctx, input.perfiles ?? [], proceso.perfiles, { completa: !esPersonal }, errors);
  await validatePersonal(ctx, input, esPersonal, errors);
  const solicitante = await validateSolicitante(ctx, esPersonal ? input.solicitante : null, input.cif, errors);
  const ficheros = validateFicherosAlta(proceso, { ambitoId: input.ambitoId, exigidos: !esPersonal }, opts.ficheros, errors);
  if (Object.keys(errors).length > 0) throw new AppError(422, errores.datosNoValidos, errors);
  return { ficheros, solicitante };
}
