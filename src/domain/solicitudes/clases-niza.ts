import { clasesNiza } from '../../content/clases-niza.ts';

/** The Annex I (Nice) classes a request may name. */
export const CLASES_NIZA: ReadonlySet<number> = new Set(clasesNiza.map((c) => c.clase));

/** Whether `clase` is one of the Annex I classes: the one check of a request's `NICA`, in the API and the forms. */
export const esClaseNiza = (clase: number): boolean => CLASES_NIZA.has(clase);
