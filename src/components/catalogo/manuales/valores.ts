// Form values and their empty state, outside the 'use client' modules: a server page that
// imported a plain object from one would receive a client reference, not the object.

export interface ManualValues {
  codigo: string;
  nombre: string;
  version: string;
  estadoClave: string;
  mapaId: string;
  descripcion: string;
  enlace: string;
  /** yyyy-mm-dd (the date input's value). */
  fechaCierre: string;
  publico: boolean;
}

export const EMPTY_MANUAL: ManualValues = {
  codigo: '',
  nombre: '',
  version: '',
  estadoClave: 'edicion',
  mapaId: '',
  descripcion: '',
  enlace: '',
  fechaCierre: '',
  publico: false,
};

export interface BloqueValues {
  codigo: string;
  nombre: string;
  manualId: string;
  descripcion: string;
  claseCSS: string;
  color: string;
  orden: string;
}

export const EMPTY_BLOQUE: BloqueValues = {
  codigo: '',
  nombre: '',
  manualId: '',
  descripcion: '',
  claseCSS: '',
  color: '',
  orden: '',
};
