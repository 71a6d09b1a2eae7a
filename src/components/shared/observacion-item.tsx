import type { ReactNode } from 'react';
import { fechaEs } from '../../domain/shared/fechas.ts';
import { solicitudesGestionUi as t } from '../../i18n/solicitudes-gestion.ts';

/** An observation as a list item: its text, who wrote it and when, and its actions (requests and projects). */
export function ObservacionItem(props: {
  registro: { Observacion: string; Auditoria: { Alta: { Nombre: string | null; Fecha: string | null } } };
  children?: ReactNode;
}) {
  const { Observacion, Auditoria } = props.registro;
  return (
    <li className="grid gap-2 rounded-md border border-slate-200 p-3 sm:flex sm:items-start sm:justify-between">
      <div className="grid gap-1">
        <p className="whitespace-pre-wrap text-slate-900">{Observacion}</p>
        <p className="text-sm text-slate-700">{t.obs.autor(Auditoria.Alta.Nombre ?? '—', fechaEs(Auditoria.Alta.Fecha))}</p>
      </div>
      {props.children}
    </li>
  );
}
