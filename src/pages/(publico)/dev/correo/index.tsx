import { unstable_notFound } from 'waku/router/server';
import { TituloPagina } from '../../../../components/page/page-title.tsx';
import { Link } from '../../../../components/ui/router.tsx';
import { ZonaDesplazable } from '../../../../components/ui/zona-desplazable.tsx';
import { formatDateTime } from '../../../../domain/shared/mail/dates.ts';
import { correo as t } from '../../../../i18n/correo.ts';
import { devMailboxEnabled, listOutbox } from '../../../../platform/mail/mailbox.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageInstancia } from '../../../../platform/page-context.ts';
import { requestDb } from '../../../../platform/runtime.ts';

/** The outbox table's columns, left to right (the last one has no right padding). */
const COLUMNAS = ['fecha', 'para', 'asunto', 'estado'] as const;

/**
 * The development mailbox: the outbox of this instance, newest first, 20 a page. Only where
 * mail cannot leave (no RESEND_API_KEY, NODE_ENV not production); elsewhere a 404. It shows
 * live reset and invitation links, so only users holding PERSONAS may read it (PAGE_ROUTES).
 */
export default async function CorreoDevPage({ path, query }: { path: string; query?: string }) {
  if (!devMailboxEnabled()) unstable_notFound();
  await guardPage(path, query);
  const requested = Number(new URLSearchParams(query ?? '').get('pagina') ?? '1');
  const pagina = Number.isInteger(requested) && requested >= 1 && requested <= 100_000 ? requested : 1;
  const instancia = await pageInstancia();
  const { rows, paginas } = await listOutbox({ db: requestDb(), instanciaId: instancia.id, pagina });
  return (
    <div className="flex flex-col gap-6">
      <TituloPagina>{t.bandeja}</TituloPagina>
      <p className="max-w-3xl text-slate-700">{t.explicacion}</p>
      {rows.length === 0 ? (
        <p className="text-slate-800">{t.vacia}</p>
      ) : (
        <ZonaDesplazable etiqueta={t.bandeja}>
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300 text-slate-900">
                {COLUMNAS.map((c) => (
                  <th key={c} scope="col" className={c === 'estado' ? 'py-2 font-semibold' : 'py-2 pr-4 font-semibold'}>
                    {t.columnas[c]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-b border-slate-200 align-top">
                  <td className="whitespace-nowrap py-2 pr-4 text-slate-800">{formatDateTime(r.creadoEn)}</td>
                  <td className="break-all py-2 pr-4 text-slate-800">{r.para}</td>
                  <td className="py-2 pr-4">
                    <Link to={`/dev/correo/${r.id}`} className="font-semibold text-slate-900 underline underline-offset-4">
                      {r.asunto}
                    </Link>
                  </td>
                  <td className="py-2 text-slate-800">{t.estados[r.estado] ?? r.estado}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ZonaDesplazable>
      )}
      {paginas > 1 ? (
        <nav aria-label={t.paginacion} className="flex items-center gap-4 text-sm">
          {pagina > 1 ? (
            <Link to={`/dev/correo?pagina=${pagina - 1}`} className="font-semibold underline underline-offset-4">
              {t.anterior}
            </Link>
          ) : null}
          <span className="text-slate-700">{t.pagina(pagina, paginas)}</span>
          {pagina < paginas ? (
            <Link to={`/dev/correo?pagina=${pagina + 1}`} className="font-semibold underline underline-offset-4">
              {t.siguiente}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
