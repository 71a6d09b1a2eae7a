import type { AuditoriaRecord } from '../../domain/auditoria/busqueda.ts';
import type { Cambio } from '../../domain/auditoria/cambios.ts';
import { SPAIN_TIME_ZONE } from '../../domain/shared/fechas.ts';
import { auditoria as t } from '../../i18n/auditoria.ts';
import { type Column, DataTable } from '../ui/data-table.tsx';

const fechaHora = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'medium', timeZone: SPAIN_TIME_ZONE });

const texto = (v: unknown) =>
  v === null || v === undefined || v === '' ? t.vacio : typeof v === 'string' ? v : JSON.stringify(v);

function Cambios({ cambios }: { cambios: Cambio[] }) {
  if (cambios.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <ul className="grid gap-1 text-sm">
      {cambios.map((c) => (
        <li key={c.Campo} data-campo={c.Campo}>
          <span className="font-semibold">{c.Campo}</span>: <del className="text-red-800">{texto(c.Antes)}</del>{' '}
          <span aria-hidden="true">→</span> <ins className="text-emerald-800 no-underline">{texto(c.Despues)}</ins>
        </li>
      ))}
    </ul>
  );
}

const usuario = (e: AuditoriaRecord) => e.Usuario.Nombre ?? (e.Direccion ? t.anonimo : t.sistema);

/** The entries of the audit log as a table: the /auditoria page and every "Historial" tab. */
export function EntradasAuditoria(props: { entradas: AuditoriaRecord[]; filtered: boolean; conEntidad?: boolean }) {
  const columns: Column<AuditoriaRecord>[] = [
    { header: t.columnas.fecha, className: 'whitespace-nowrap', cell: (e) => fechaHora.format(new Date(e.Fecha)) },
    { header: t.columnas.usuario, rowHeader: true, cell: usuario },
    { header: t.columnas.accion, cell: (e) => t.acciones[e.Accion as keyof typeof t.acciones] ?? e.Accion },
    ...(props.conEntidad === false
      ? []
      : [
          { header: t.columnas.entidad, cell: (e: AuditoriaRecord) => e.Entidad },
          { header: t.columnas.entidadId, cell: (e: AuditoriaRecord) => texto(e.EntidadId) },
        ]),
    { header: t.columnas.cambios, cell: (e) => <Cambios cambios={e.Cambios} /> },
    { header: t.columnas.direccion, className: 'whitespace-nowrap', cell: (e) => e.Direccion ?? '—' },
  ];
  return <DataTable caption={t.titulo} columns={columns} rows={props.entradas} rowKey={(e) => e.Id} filtered={props.filtered} />;
}
