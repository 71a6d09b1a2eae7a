import { type Barra, DIAS_RIESGO, type IndiceGestion } from '../../domain/informes/indice.ts';
import { fechaEs } from '../../domain/shared/fechas.ts';
import { indiceUi as t } from '../../i18n/informes.ts';
import { DataTable, rowLinkClass } from '../ui/data-table.tsx';
import { Link } from '../ui/router.tsx';
import { GraficoBarras } from './grafico-barras.tsx';

const tarjeta = 'grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-xs';

/** One chart with its table (the text alternative): every row links to the list filtered to it. */
function Grafico({
  id,
  titulo,
  columna,
  que,
  barras,
}: {
  id: string;
  titulo: string;
  columna: string;
  que: string;
  barras: Barra[];
}) {
  const total = barras.reduce((s, b) => s + b.Valor, 0);
  return (
    <section aria-labelledby={id} className={tarjeta} data-grafico={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {titulo}
      </h2>
      <p className="text-sm text-slate-700">{t.resumen(total, que)}</p>
      <GraficoBarras datos={barras} etiqueta={que} />
      <DataTable
        caption={titulo}
        rows={barras}
        rowKey={(b) => b.Clave}
        columns={[
          { header: columna, rowHeader: true, cell: (b) => b.Nombre },
          {
            header: que.charAt(0).toLocaleUpperCase('es-ES') + que.slice(1),
            className: 'text-right',
            cell: (b) => (
              <Link to={b.Enlace} className={rowLinkClass} aria-label={`${b.Nombre}: ${b.Valor} ${que}`}>
                {b.Valor}
              </Link>
            ),
          },
        ]}
      />
    </section>
  );
}

/** The management index's charts and deadlines (`/index`): each section only for who may open its list. */
export function PanelGestion({ indice }: { indice: IndiceGestion }) {
  const { ProyectosPorFase, ProyectosPorEstado, SolicitudesPorMes, Plazos } = indice;
  if (!ProyectosPorFase && !ProyectosPorEstado && !SolicitudesPorMes && !Plazos) return null;
  return (
    <div className="mt-8 grid items-start gap-4 lg:grid-cols-2">
      {ProyectosPorFase ? (
        <Grafico id="grafico-fase" titulo={t.proyectosPorFase} columna={t.fase} que="proyectos" barras={ProyectosPorFase} />
      ) : null}
      {ProyectosPorEstado ? (
        <Grafico
          id="grafico-estado"
          titulo={t.proyectosPorEstado}
          columna={t.estado}
          que="proyectos"
          barras={ProyectosPorEstado}
        />
      ) : null}
      {SolicitudesPorMes ? (
        <Grafico id="grafico-mes" titulo={t.solicitudesPorMes} columna={t.mes} que="solicitudes" barras={SolicitudesPorMes} />
      ) : null}
      {Plazos ? (
        <section aria-labelledby="plazos" className={tarjeta} data-grafico="plazos">
          <h2 id="plazos" className="text-lg font-semibold text-slate-900">
            {t.plazos(DIAS_RIESGO)}
          </h2>
          <DataTable
            caption={t.plazos(DIAS_RIESGO)}
            rows={Plazos}
            rowKey={(p) => `${p.Tipo}-${p.Proyecto.Id}-${p.FechaLimite}`}
            empty={t.sinPlazos}
            columns={[
              {
                header: t.plazoProyecto,
                rowHeader: true,
                cell: (p) => (
                  <Link to={p.Enlace} className={rowLinkClass}>
                    {p.Proyecto.Codigo}
                  </Link>
                ),
              },
              { header: t.plazoCentro, cell: (p) => p.Centro },
              { header: t.plazoTipo, cell: (p) => (p.Tipo === 'subsanacion' ? `${t.tipos.subsanacion} · ${p.Fase}` : p.Fase) },
              { header: t.plazoFecha, className: 'whitespace-nowrap', cell: (p) => fechaEs(p.FechaLimite) },
              { header: t.plazoDias, className: 'text-right', cell: (p) => (p.Dias === 0 ? t.hoy : t.dias(p.Dias)) },
            ]}
          />
        </section>
      ) : null}
    </div>
  );
}
