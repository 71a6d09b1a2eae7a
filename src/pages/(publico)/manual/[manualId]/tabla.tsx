import { EsencialTag } from '../../../../components/catalogo/publico/esencial-tag.tsx';
import { ManualMeta } from '../../../../components/catalogo/publico/manual-card.tsx';
import { TituloPagina } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { Link } from '../../../../components/ui/router.tsx';
import { getTablaManual } from '../../../../domain/catalogo/publico.ts';
import { catalogoPublico as t } from '../../../../i18n/catalogo-publico.ts';
import { terminos } from '../../../../i18n/terminologia.ts';
import { pageSession } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

const linkClass = 'text-slate-900 underline decoration-slate-400 underline-offset-4 hover:decoration-slate-900';

/**
 * `/manual/{ManualId}/tabla`: one row per standard. The spec gives it no permission and an
 * empty list: a manual the caller may not see (or that does not exist) shows an empty table.
 */
export default async function ManualTablaPage({ manualId }: { manualId: string }) {
  const session = await pageSession();
  const ctx = await pageDomainContext(session?.actor ?? null);
  const { manual, filas } = await getTablaManual(ctx, idDe(manualId));
  const titulo = manual ? t.tablaTitulo(`${manual.Nombre} ${manual.Version}`) : t.tablaTituloVacio;
  const esenciales = filas.filter((f) => f.Esencial).length;
  return (
    <div>
      <TituloPagina>{titulo}</TituloPagina>
      {manual ? (
        <div className="mt-2 space-y-2">
          <ManualMeta manual={manual} />
          <p className="text-sm text-slate-700">{t.totales(filas.length, esenciales)}</p>
          <p>
            <Link to={`/manual/publico/${manual.Id}`} className={linkClass}>
              {t.volverManual}
            </Link>
          </p>
        </div>
      ) : (
        <p className="mt-2">
          <Link to="/manual" className={linkClass}>
            {t.volverManuales}
          </Link>
        </p>
      )}
      <div className="mt-6">
        <DataTable
          caption={titulo}
          rows={filas}
          rowKey={(f) => f.Id}
          empty={t.tablaVacia}
          columns={[
            {
              header: terminos(ctx.instancia).bloque,
              cell: (f) => [f.Bloque.Codigo, f.Bloque.Nombre].filter(Boolean).join('. '),
              className: 'min-w-40',
            },
            {
              header: t.columnas.codigo,
              rowHeader: true,
              cell: (f) =>
                manual ? (
                  <a href={`/manual/publico/${manual.Id}#estandar-${f.Id}`} className={`font-mono ${linkClass}`}>
                    {f.Codigo}
                  </a>
                ) : (
                  f.Codigo
                ),
            },
            { header: t.columnas.descripcion, cell: (f) => f.Descripcion, className: 'min-w-64' },
            {
              header: t.columnas.esencial,
              cell: (f) => (f.Esencial ? <EsencialTag esencial /> : <span>{t.no}</span>),
            },
            { header: t.columnas.minimo, cell: (f) => f.Minimo, className: 'text-right' },
            { header: t.columnas.evidencias, cell: (f) => f.NumeroEvidencias, className: 'text-right' },
          ]}
        />
      </div>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
