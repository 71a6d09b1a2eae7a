import { solicitudesApi as t } from '../../i18n/solicitudes.ts';

// Who a request needs before it can be accepted: the project it opens is followed by a tutor
// (referente) and an administrative responsible, so both must be set. Pure: the server refuses
// with these messages (422) and the request's page says the same before asking to confirm.

/** The messages per field of what is missing to accept; empty when nothing is. */
export function faltasParaAceptar(s: { tutorId: number | null; administrativoId: number | null }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (s.tutorId === null) errors.usuarioTutorId = [t.faltaTutor];
  if (s.administrativoId === null) errors.usuarioAdministrativoId = [t.faltaAdministrativo];
  return errors;
}
