import { FICHERO_MAX_BYTES, FICHEROS_MAX_POR_PETICION } from '../../domain/ficheros/limites.ts';
import type { ProcesoAbierto, TipoFicheroAbierto } from '../../domain/procesos-abiertos/abiertos.ts';
import type { UbicacionValue } from '../ubicacion/index.ts';

// The wizard's data and the payload of POST /api/solicitudes; its checks per step are in
// validacion.ts. Pure: no React, no storage, so it is unit-tested (modelo.test.ts).

/** The DOM id of the control of a payload path, so a 422 can focus it. */
export const campoId = (path: string) => `campo-${path.replace(/\./g, '-')}`;

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
