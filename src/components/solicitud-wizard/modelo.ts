import { FICHERO_MAX_BYTES, FICHEROS_MAX_POR_PETICION } from '../../domain/ficheros/limites.ts';
import type { ProcesoAbierto, TipoFicheroAbierto } from '../../domain/procesos-abiertos/abiertos.ts';
import type { UbicacionValue } from '../ubicacion/index.ts';

// The wizard's data; its checks per step are in validacion.ts, the payload of
// POST /api/solicitudes in envio.ts. Pure: no React, no storage, so it is unit-tested (modelo.test.ts).

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

/** d/m/yyyy → dd/mm/yyyy, so a date typed without leading zeros passes the dd/mm/aaaa check. */
export function completarFecha(s: string): string {
  const m = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/.exec(s.trim());
  return m ? `${(m[1] ?? '').padStart(2, '0')}/${(m[3] ?? '').padStart(2, '0')}/${m[4]}` : s;
}
