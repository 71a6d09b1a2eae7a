import { historialDe } from '../../domain/auditoria/busqueda.ts';
import type { DomainContext } from '../../domain/context.ts';
import { AUDITORIA } from '../../domain/permisos/politicas.ts';
import { puede } from '../../domain/permisos/regla.ts';
import { auditoria as t } from '../../i18n/auditoria.ts';
import { EntradasAuditoria } from './entradas.tsx';

const ULTIMAS = 50;

/**
 * The "Historial" section of a detail page: the record's audit entries, newest first. Only
 * holders of AUDITORIA see it (the log is theirs to read); for others it renders nothing.
 */
export async function Historial(props: { ctx: DomainContext; entidad: string; entidadId: number | string }) {
  if (!puede(props.ctx.actor, AUDITORIA.lee)) return null;
  const page = await historialDe(props.ctx, props.entidad, props.entidadId, { pagina: 1, registrosPorPagina: ULTIMAS });
  return (
    <section id="historial" aria-labelledby="historial-titulo" className="grid gap-3">
      <h2 id="historial-titulo" className="text-xl font-semibold text-slate-900">
        {t.historial}
      </h2>
      {page.records.length === 0 ? (
        <p className="text-slate-600">{t.sinHistorial}</p>
      ) : (
        <EntradasAuditoria entradas={page.records as never} filtered={false} conEntidad={false} />
      )}
      {page.total > ULTIMAS ? (
        <a className="text-sm underline" href={`/auditoria?entidad=${props.entidad}&entidadId=${props.entidadId}`}>
          {t.titulo}
        </a>
      ) : null}
    </section>
  );
}
