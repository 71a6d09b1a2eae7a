import { PageTitle } from '../../../components/page/page-title.tsx';
import { ManualDeProceso } from '../../../components/procesos-abiertos/proceso-card.tsx';
import { type Column, DataTable, rowLinkClass } from '../../../components/ui/data-table.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { listProcesosAbiertos, type ProcesoAbierto } from '../../../domain/procesos-abiertos/abiertos.ts';
import { fechaEs } from '../../../domain/shared/fechas.ts';
import { solicitudesPorProceso } from '../../../domain/solicitudes/por-proceso.ts';
import { procesosAbiertosUi as t } from '../../../i18n/procesos-abiertos.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';

type Fila = ProcesoAbierto & { Solicitudes: number };

/** `/procesosAbiertos/gestion` (GEST_SOLICITUDES): the processes open today with their requests received. */
export default async function ProcesosAbiertosGestionPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const procesos = await listProcesosAbiertos(ctx);
  const counts = await solicitudesPorProceso(
    ctx,
    procesos.map((p) => p.Id),
  );
  const rows: Fila[] = procesos.map((p) => ({ ...p, Solicitudes: counts.get(p.Id) ?? 0 }));
  const columnas: Column<Fila>[] = [
    {
      header: t.columnas.codigo,
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (r) => (
        <Link to={`/proceso/${r.Id}`} className={rowLinkClass}>
          {r.Codigo}
        </Link>
      ),
    },
    { header: t.columnas.nombre, cell: (r) => r.Nombre },
    { header: t.columnas.apertura, className: 'whitespace-nowrap', cell: (r) => fechaEs(r.FechaApertura) },
    { header: t.columnas.cierre, className: 'whitespace-nowrap', cell: (r) => fechaEs(r.FechaCierre) },
    { header: t.columnas.manual, cell: (r) => <ManualDeProceso manual={r.Manual} /> },
    { header: t.columnas.solicitudes, className: 'text-right', cell: (r) => r.Solicitudes },
  ];
  return (
    <div>
      <PageTitle>{t.gestionTitulo}</PageTitle>
      <h1 className="text-2xl font-bold text-slate-900">{t.gestionTitulo}</h1>
      <p className="mt-1 text-slate-700">{t.gestionIntro}</p>
      <div className="mt-6">
        <DataTable caption={t.tablaCaption} columns={columnas} rows={rows} rowKey={(r) => r.Id} empty={t.sinProcesos} />
      </div>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
