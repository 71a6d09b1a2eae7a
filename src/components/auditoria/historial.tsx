import type { ReactNode } from 'react';
import { historialDe } from '../../domain/auditoria/busqueda.ts';
import type { DomainContext } from '../../domain/context.ts';
import { AUDITORIA } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { auditoria as t } from '../../i18n/auditoria.ts';
import { Pagination } from '../ui/pagination.tsx';
import { TabNav } from '../ui/tab-nav.tsx';
import { EntradasAuditoria } from './entradas.tsx';

const POR_PAGINA = 25;
export const PESTANA_HISTORIAL = 'historial';
const PESTANA = PESTANA_HISTORIAL;

/** The tab a record page's URL asks for (`?pestana=historial`) and the Historial's page. */
export function pestanaDe(query: string | undefined) {
  const q = new URLSearchParams(query ?? '');
  const pagina = Number(q.get('pagina'));
  return { historial: q.get('pestana') === PESTANA, pagina: Number.isInteger(pagina) && pagina > 0 ? pagina : 1 };
}

export interface Registro {
  ctx: DomainContext;
  /** The record page's own path, e.g. `/solicitante/12`. */
  path: string;
  query?: string;
  entidad: string;
  entidadId: number | string;
}

/** The record's audit entries, newest first, a page at a time. */
export async function HistorialTabla(props: Registro & { pagina: number }) {
  const page = await historialDe(props.ctx, props.entidad, props.entidadId, {
    pagina: props.pagina,
    registrosPorPagina: POR_PAGINA,
  });
  return (
    <section id="historial" aria-labelledby="historial-titulo" className="grid gap-3">
      <h2 id="historial-titulo" className="text-xl font-semibold text-slate-900">
        {t.historial}
      </h2>
      {page.total === 0 ? (
        <p className="text-slate-600">{t.sinHistorial}</p>
      ) : (
        <EntradasAuditoria entradas={page.records as never} filtered={false} conEntidad={false} />
      )}
      <Pagination
        pagina={props.pagina}
        total={page.total}
        porPagina={POR_PAGINA}
        hrefFor={(p) => `${props.path}?pestana=${PESTANA}&pagina=${p}`}
      />
      <a
        className="text-sm underline underline-offset-4"
        href={`/auditoria?entidad=${encodeURIComponent(props.entidad)}&entidadId=${encodeURIComponent(String(props.entidadId))}`}
      >
        {t.verEnAuditoria}
      </a>
    </section>
  );
}

/**
 * A detail page's "Datos" and "Historial" tabs: the record's own content, or its
 * audit entries. Only holders of AUDITORIA see the tabs (the log is theirs to read); for
 * others the page is its content alone.
 */
export function ConHistorial(props: Registro & { children: ReactNode }) {
  if (!puede(props.ctx.actor, AUDITORIA.lee)) return <>{props.children}</>;
  const { historial, pagina } = pestanaDe(props.query);
  return (
    <>
      <TabNav
        label={t.pestanas.titulo}
        current={historial ? PESTANA : 'datos'}
        tabs={[
          { key: 'datos', href: props.path, label: t.pestanas.datos },
          { key: PESTANA, href: `${props.path}?pestana=${PESTANA}`, label: t.historial },
        ]}
      />
      {historial ? <HistorialTabla {...props} pagina={pagina} /> : props.children}
    </>
  );
}
