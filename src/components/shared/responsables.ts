import type { Responsable } from '../../domain/solicitudes/responsables.ts';
import type { Option } from '../ui/fields.tsx';

/**
 * Options of a tutor or administrative select (a request's, a project's): the eligible users,
 * and the current one even if no longer eligible, so the form shows who it is.
 */
export const opcionesResponsable = (lista: Responsable[], actual: { Id: number; NombreCompleto: string } | null): Option[] => {
  const opts = lista.map((u) => ({ value: u.Id, label: u.NombreCompleto }));
  return actual && !opts.some((o) => o.value === actual.Id)
    ? [...opts, { value: actual.Id, label: actual.NombreCompleto }]
    : opts;
};
