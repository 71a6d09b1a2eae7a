import type { ReactNode } from 'react';
import type { Page } from '../../domain/listing.ts';
import { auditoria as t } from '../../i18n/auditoria.ts';
import { Pagination } from '../ui/pagination.tsx';
import { TabNav } from '../ui/tab-nav.tsx';
import { EntradasAuditoria } from './entradas.tsx';

/** Audit entries per page of a record's Historial. */
export const HISTORIAL_POR_PAGINA = 25;
export const PESTANA_HISTORIAL = 'historial';
const PESTANA = PESTANA_HISTORIAL;

/** The tab a record page's URL asks for (`?pestana=historial`) and the Historial's page. */
export function pestanaDe(query: string | undefined) {
  const q = new URLSearchParams(query ?? '');
  const pagina = Number(q.get('pagina'));
  return { historial: q.get('pestana') === PESTANA, pagina: Number.isInteger(pagina) && pagina > 0 ? pagina : 1 };
}

export interface Registro {
  /** The record page's own path, e.g. `/solicitante/12`. */
  path: string;
  entidad: string;
  entidadId: number | string;
}

/**
 * What the page read for the Historial tab (src/platform/page-historial.ts): the tab asked for,
 * its page number and, when it is open, that page of the record's audit entries.
 */
export interface Historial {
  abierta: boolean;
  pagina: number;
  page: Page<unknown> | null;
}

/** The record's audit entries, newest first, a page at a time (`page`: read by the page). */
export function HistorialTabla(props: Registro & { pagina: number; page: Page<unknown> }) {
  const { page } = props;
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
        porPagina={HISTORIAL_POR_PAGINA}
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
 * A detail page's "Datos" and "Historial" tabs: the record's own content, or its audit
 * entries. Only holders of AUDITORIA see the tabs (the log is theirs to read): for others the
 * page reads no `historial` (null) and shows its content alone.
 */
export function ConHistorial(props: Registro & { historial: Historial | null; children: ReactNode }) {
  if (!props.historial) return <>{props.children}</>;
  const { abierta, pagina, page } = props.historial;
  return (
    <>
      <TabNav
        label={t.pestanas.titulo}
        current={abierta ? PESTANA : 'datos'}
        tabs={[
          { key: 'datos', href: props.path, label: t.pestanas.datos },
          { key: PESTANA, href: `${props.path}?pestana=${PESTANA}`, label: t.historial },
        ]}
      />
      {abierta && page ? (
        <HistorialTabla path={props.path} entidad={props.entidad} entidadId={props.entidadId} pagina={pagina} page={page} />
      ) : (
        props.children
      )}
    </>
  );
}
