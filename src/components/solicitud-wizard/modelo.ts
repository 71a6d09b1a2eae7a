import * as v from 'valibot';
import { FICHERO_MAX_BYTES, FICHEROS_MAX_POR_PETICION } from '../../domain/ficheros/limites.ts';
import type { ProcesoAbierto, TipoFicheroAbierto } from '../../domain/procesos-abiertos/abiertos.ts';
import * as val from '../../domain/validation/valibot.ts';
import { solicitudWizard as t } from '../../i18n/solicitud-wizard.ts';
import { validacion } from '../../i18n/validacion.ts';
import type { UbicacionValue } from '../ubicacion/index.ts';

// The wizard's data, its checks per step (valibot, the spec's messages) and the payload of
// POST /api/solicitudes. Pure: no React, no storage, so it is unit-tested (modelo.test.ts).

/** A file type as the wizard needs it (GET /procesosAbiertos/{id}); empty `Ambitos` = every scope. */
export type TipoFicheroWizard = TipoFicheroAbierto;

/** What the wizard needs of an open process. */
export type ProcesoWizard = Pick<ProcesoAbierto, 'Id' | 'Codigo' | 'Nombre' | 'Perfiles' | 'TiposFichero' | 'Ambitos'>;

export interface Opcion {
  value: string;
  label: string;
}

/** Lists the selects need, read by the page on the server. */
export interface Listas {
  sexos: Opcion[];
  tiposDocumento: Opcion[];
  /** Staff page only. */
  tutores?: Opcion[];
  administrativos?: Opcion[];
}

export interface PersonaDraft {
  nombre: string;
  apellido1: string;
  apellido2: string;
  sexoId: string;
  cargo: string;
  tipoDocumentoIdentidadClave: string;
  documentoIdentidad: string;
  direccionEmail: string;
  telefono: string;
}

/** The centre's and the process's fields of a request: the wizard's and the staff's form's. */
export interface DatosSolicitud {
  nombre: string;
  cif: string;
  direccion: string;
  codigoPostal: string;
  ubicacion: UbicacionValue;
  ambitoId: string;
  fechaInicio: string;
  matricula: string;
  observaciones: string;
  usuarioTutorId: string;
  usuarioAdministrativoId: string;
}

export interface Draft extends DatosSolicitud {
  aceptaCondiciones: boolean;
  nica: number[];
  /** By perfilId. */
  perfiles: Record<string, PersonaDraft>;
  demo: boolean;
  /** Staff only: the people get the acknowledgement (the public wizard's always do). */
  notificar: boolean;
}

/** Chosen files by file type key. */
export type FicherosPorTipo = Record<string, File[]>;

/** Messages by payload path (`nombre`, `perfiles.0.documentoIdentidad`, `ficheros.MEM`…), as the API's 422. */
export type Errores = Record<string, string[]>;

export const personaVacia = (): PersonaDraft => ({
  nombre: '',
  apellido1: '',
  apellido2: '',
  sexoId: '',
  cargo: '',
  tipoDocumentoIdentidadClave: '',
  documentoIdentidad: '',
  direccionEmail: '',
  telefono: '',
});

export const draftVacio = (): Draft => ({
  aceptaCondiciones: false,
  nica: [],
  nombre: '',
  cif: '',
  direccion: '',
  codigoPostal: '',
  ubicacion: {},
  ambitoId: '',
  fechaInicio: '',
  matricula: '',
  observaciones: '',
  perfiles: {},
  usuarioTutorId: '',
  usuarioAdministrativoId: '',
  demo: false,
  notificar: false,
});

export const persona = (d: Draft, perfilId: number): PersonaDraft => d.perfiles[String(perfilId)] ?? personaVacia();

/** File types the request must bring: every (non-internal) type whose scopes are empty or include the chosen one. */
export function tiposAplicables(p: ProcesoWizard, ambitoId: string): TipoFicheroWizard[] {
  const ambito = Number(ambitoId);
  return p.TiposFichero.filter((tf) => tf.Ambitos.length === 0 || tf.Ambitos.includes(ambito));
}

/** The per-file limit shown and enforced: the type's limit, never over FICHERO_MAX_BYTES. */
export const maxBytes = (tf: TipoFicheroAbierto) => Math.min(tf.LimiteTamano ?? FICHERO_MAX_BYTES, FICHERO_MAX_BYTES);
export const maxFicheros = (tf: TipoFicheroAbierto) =>
  Math.max(1, Math.min(tf.LimiteFicheros ?? FICHEROS_MAX_POR_PETICION, FICHEROS_MAX_POR_PETICION));

/** First message of every failed issue, keyed by `prefix` + the issue's dotted path. */
function issues(schema: v.GenericSchema, value: unknown, prefix = ''): Errores {
  const out: Errores = {};
  const r = v.safeParse(schema, value);
  if (r.success) return out;
  for (const i of r.issues) {
    const key = prefix + (i.path ?? []).map((p) => String(p.key)).join('.');
    out[key] ??= [i.message];
  }
  return out;
}

const paso1 = v.object({ aceptaCondiciones: val.acceptConditions() });

const centroBase = {
  nombre: val.requiredText(255),
  cif: val.cif(),
  direccion: val.requiredText(255),
  codigoPostal: val.postalCode(),
  ambitoId: val.requiredText(),
  fechaInicio: val.date(),
  matricula: val.requiredText(255),
  observaciones: val.optionalText(),
};

const centro = (staff: boolean): v.GenericSchema =>
  staff
    ? v.object({ ...centroBase, usuarioTutorId: val.requiredText(), usuarioAdministrativoId: val.requiredText() })
    : v.object(centroBase);

// The API caps a person's name and surnames at 100 characters (alta-schema.ts): same here.
const personaBase = {
  nombre: val.requiredText(100),
  apellido1: val.requiredText(100),
  apellido2: val.optionalText(100),
  sexoId: val.requiredText(),
  cargo: val.requiredText(255),
};

const DOCUMENTO = { DNI: val.dni, NIE: val.nie, PAS: val.passport } as const;

function validarPersona(p: PersonaDraft, requiereDatos: boolean, prefix: string): Errores {
  if (!requiereDatos) return issues(v.object(personaBase), p, prefix);
  const tipo = p.tipoDocumentoIdentidadClave as keyof typeof DOCUMENTO;
  const numero = DOCUMENTO[tipo]?.() ?? val.requiredText();
  const schema = v.object({
    ...personaBase,
    tipoDocumentoIdentidadClave: val.requiredText(),
    documentoIdentidad: numero,
    direccionEmail: val.email(),
    telefono: val.phone({ required: false }),
  });
  return issues(schema, p, prefix);
}

/** The checks of step `paso` (0-based) before leaving it. */
export function validarPaso(paso: number, p: ProcesoWizard, d: Draft, files: FicherosPorTipo, staff = false): Errores {
  // Only the public wizard asks for the conditions: staff register on the centre's behalf.
  if (paso === 0) return staff ? {} : issues(paso1, d);
  if (paso === 1) {
    const e = issues(centro(staff), d);
    if (!d.ubicacion.provinciaId) e.provinciaId = [validacion.required];
    if (!d.ubicacion.municipioId) e.municipioId = [validacion.required];
    p.Perfiles.forEach((perfil, i) => {
      Object.assign(e, validarPersona(persona(d, perfil.Id), perfil.RequiereDatos, `perfiles.${i}.`));
    });
    return e;
  }
  if (paso === 2) {
    const e: Errores = {};
    for (const tf of tiposAplicables(p, d.ambitoId)) {
      const n = files[tf.Clave]?.length ?? 0;
      if (n === 0) e[`ficheros.${tf.Clave}`] = [t.documentoRequerido(tf.Nombre)];
      else if (n > maxFicheros(tf)) e[`ficheros.${tf.Clave}`] = [t.demasiados(maxFicheros(tf))];
    }
    return e;
  }
  return {};
}

/** The step (0-based) where a field of the API's 422 lives, so the wizard can go back to it. */
export function pasoDeCampo(path: string): number {
  if (path === 'aceptaCondiciones' || path.startsWith('nica')) return 0;
  if (path.startsWith('ficheros') || /^(tipoClave|nombreFisico|contenidoBinario|descripcion)\b/.test(path)) return 2;
  return 1;
}

const CAMPOS_CENTRO = new Set([
  'aceptaCondiciones',
  'nombre',
  'cif',
  'direccion',
  'codigoPostal',
  'provinciaId',
  'municipioId',
  'localidadId',
  'ambitoId',
  'fechaInicio',
  'matricula',
  'observaciones',
]);
const CAMPOS_PERSONA = new Set(Object.keys(personaVacia()));
const CAMPOS_PERSONAL = new Set(['usuarioTutorId', 'usuarioAdministrativoId', 'demo', 'notificar']);

/**
 * True when the wizard shows a control for a 422 path, so its message can sit under that control.
 * Anything else (procesoId, perfiles, a file type no longer offered…) is said in a banner instead:
 * jumping to a step where nothing is marked would leave the user without a clue.
 */
export function campoConocido(path: string, p: ProcesoWizard, d: Draft, staff = false): boolean {
  if (CAMPOS_CENTRO.has(path)) return true;
  if (CAMPOS_PERSONAL.has(path)) return staff;
  const persona = /^perfiles\.(\d+)\.(\w+)$/.exec(path);
  if (persona) {
    const perfil = p.Perfiles[Number(persona[1])];
    const campo = persona[2] ?? '';
    const soloConDatos = ['tipoDocumentoIdentidadClave', 'documentoIdentidad', 'direccionEmail', 'telefono'];
    return !!perfil && CAMPOS_PERSONA.has(campo) && (perfil.RequiereDatos || !soloConDatos.includes(campo));
  }
  const fichero = /^ficheros\.(.+)$/.exec(path);
  return !!fichero && tiposAplicables(p, d.ambitoId).some((tf) => tf.Clave === fichero[1]);
}

/** d/m/yyyy → dd/mm/yyyy, so a date typed without leading zeros passes the dd/mm/aaaa check. */
export function completarFecha(s: string): string {
  const m = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/.exec(s.trim());
  return m ? `${(m[1] ?? '').padStart(2, '0')}/${(m[3] ?? '').padStart(2, '0')}/${m[4]}` : s;
}

/** dd/mm/yyyy or dd-mm-yyyy → yyyy-mm-dd (the check ran before). */
export const fechaIso = (s: string) => {
  const m = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(s.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : s.trim();
};

const opcional = (s: string) => (s.trim() === '' ? undefined : s.trim());

/** The JSON payload of POST /api/solicitudes (contract in the brief; camelCase, no unknown field). */
export function payload(p: ProcesoWizard, d: Draft, staff = false): Record<string, unknown> {
  const body: Record<string, unknown> = {
    procesoId: p.Id,
    aceptaCondiciones: staff ? undefined : d.aceptaCondiciones,
    nica: d.nica.length > 0 ? [...d.nica].sort((a, b) => a - b) : undefined,
    nombre: d.nombre.trim(),
    cif: d.cif.trim().toUpperCase(),
    direccion: d.direccion.trim(),
    codigoPostal: d.codigoPostal.trim(),
    provinciaId: d.ubicacion.provinciaId,
    municipioId: d.ubicacion.municipioId,
    localidadId: d.ubicacion.localidadId,
    ambitoId: Number(d.ambitoId),
    fechaInicio: fechaIso(d.fechaInicio),
    matricula: d.matricula.trim(),
    observaciones: opcional(d.observaciones),
    perfiles: p.Perfiles.map((perfil) => {
      const x = persona(d, perfil.Id);
      const datos = perfil.RequiereDatos
        ? {
            tipoDocumentoIdentidadClave: opcional(x.tipoDocumentoIdentidadClave),
            documentoIdentidad: opcional(x.documentoIdentidad)?.toUpperCase(),
            direccionEmail: opcional(x.direccionEmail),
            telefono: opcional(x.telefono),
          }
        : {};
      return {
        perfilId: perfil.Id,
        nombre: x.nombre.trim(),
        apellido1: x.apellido1.trim(),
        apellido2: opcional(x.apellido2),
        sexoId: Number(x.sexoId),
        cargo: x.cargo.trim(),
        ...datos,
      };
    }),
  };
  if (staff) {
    body.usuarioTutorId = Number(d.usuarioTutorId);
    body.usuarioAdministrativoId = Number(d.usuarioAdministrativoId);
    body.demo = d.demo;
    body.notificar = d.notificar === true;
  }
  // JSON.stringify drops undefined keys: optional fields left blank are not sent.
  return body;
}

/** The multipart body: `solicitud` (JSON) plus the spec's indexed file fields. */
export function formData(p: ProcesoWizard, d: Draft, files: FicherosPorTipo, staff = false): FormData {
  const fd = new FormData();
  fd.set('solicitud', JSON.stringify(payload(p, d, staff)));
  let i = 0;
  for (const tf of tiposAplicables(p, d.ambitoId)) {
    for (const f of files[tf.Clave] ?? []) {
      fd.set(`tipoClave[${i}]`, tf.Clave);
      fd.set(`nombreFisico[${i}]`, f.name);
      fd.set(`contenidoBinario[${i}]`, f, f.name);
      i++;
    }
  }
  return fd;
}
