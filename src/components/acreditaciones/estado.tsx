import type { SituacionCertificado } from '../../domain/acreditaciones/vigencia.ts';
import { ESTADOS_ACREDITACION_NOMBRES, acreditacionesUi as t } from '../../i18n/acreditaciones-gestion.ts';

const COLOR: Record<string, string> = {
  VIG: 'bg-emerald-100 text-emerald-900',
  PRE: 'bg-sky-100 text-sky-900',
  REV: 'bg-red-100 text-red-900',
  CAD: 'bg-slate-200 text-slate-900',
};

/** The status as a tag; a suspended accreditation (a date, not a status) says so too. */
export function EstadoAcreditacion(props: { clave: string; situacion?: SituacionCertificado }) {
  const nombre = ESTADOS_ACREDITACION_NOMBRES[props.clave as keyof typeof ESTADOS_ACREDITACION_NOMBRES] ?? props.clave;
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`rounded-full px-2 py-0.5 text-sm font-medium ${COLOR[props.clave] ?? COLOR.CAD}`}>{nombre}</span>
      {props.situacion === 'SUSPENDIDA' ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">{t.suspendida}</span>
      ) : null}
    </span>
  );
}
