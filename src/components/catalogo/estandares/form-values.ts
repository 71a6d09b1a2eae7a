// Initial values of the forms. Plain module (no 'use client'): server pages import these
// objects, and an export of a client module would reach them only as a reference.

export interface EstandarValues {
  manualId: string;
  bloqueId: string;
  codigo: string;
  descripcion: string;
  proposito: string;
  observaciones: string;
  esencial: boolean;
  paqueteId: string;
  minimo: string;
  orden: string;
}

export const EMPTY_ESTANDAR: EstandarValues = {
  manualId: '',
  bloqueId: '',
  codigo: '',
  descripcion: '',
  proposito: '',
  observaciones: '',
  esencial: false,
  paqueteId: '',
  minimo: '0',
  orden: '',
};

export interface EvidenciaValues {
  manualId: string;
  estandarId: string;
  codigo: string;
  descripcion: string;
  observaciones: string;
  esencial: boolean;
  minimo: string;
  orden: string;
}

export const EMPTY_EVIDENCIA: EvidenciaValues = {
  manualId: '',
  estandarId: '',
  codigo: '',
  descripcion: '',
  observaciones: '',
  esencial: false,
  minimo: '0',
  orden: '',
};

export interface EjemploValues {
  titulo: string;
  autor: string;
  referencia: string;
  descripcion: string;
  texto: string;
}

export const EMPTY_EJEMPLO: EjemploValues = { titulo: '', autor: '', referencia: '', descripcion: '', texto: '' };
