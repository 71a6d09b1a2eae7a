import { unstable_notFound } from 'waku/router/server';
import { PageTitle } from '../../../../components/page/page-title.tsx';
import { Seccion } from '../../../../components/shared/seccion.tsx';
import { Link } from '../../../../components/ui/router.tsx';
import { formatDateTime } from '../../../../domain/shared/mail/dates.ts';
import { correo as t } from '../../../../i18n/correo.ts';
import { devMailboxEnabled, readOutboxMail, splitLinks } from '../../../../platform/mail/mailbox.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageInstancia } from '../../../../platform/page-context.ts';
import { requestDb } from '../../../../platform/runtime.ts';

/**
 * One mail of the development mailbox: its text version (links clickable) and its HTML
 * version in a fully sandboxed frame (no scripts, no same origin, no navigation).
 */
export default async function CorreoDevDetallePage({ path, id }: { path: string; id: string }) {
  if (!devMailboxEnabled()) unstable_notFound();
  await guardPage(path);
  if (!/^\d{1,12}$/.test(id)) unstable_notFound();
  const instancia = await pageInstancia();
  const mail = await readOutboxMail({ db: requestDb(), instanciaId: instancia.id, id: Number(id) });
  if (!mail) unstable_notFound();
  const rows: Array<[string, string]> = [
    [t.columnas.para, mail.para],
    [t.columnas.estado, t.estados[mail.estado] ?? mail.estado],
    [t.plantilla, mail.plantilla],
    [t.creado, formatDateTime(mail.creadoEn)],
    ...(mail.enviadoEn ? ([[t.enviado, formatDateTime(mail.enviadoEn)]] as Array<[string, string]>) : []),
    [t.intentos, String(mail.intentos)],
    ...(mail.ultimoError ? ([[t.ultimoError, mail.ultimoError]] as Array<[string, string]>) : []),
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{`${mail.asunto} · ${t.bandeja}`}</PageTitle>
      <p>
        <Link to="/dev/correo" className="font-semibold text-slate-900 underline underline-offset-4">
          {t.volver}
        </Link>
      </p>
      <div>
        <p className="text-sm font-semibold text-slate-700">{t.correo(mail.id)}</p>
        <h1 className="text-3xl font-bold text-slate-900">{mail.asunto}</h1>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold text-slate-900">{k}</dt>
            <dd className="break-all text-slate-800">{v}</dd>
          </div>
        ))}
      </dl>
      <Seccion id="correo-texto" titulo={t.texto} className="flex flex-col gap-2">
        <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-md border border-slate-300 bg-slate-50 p-4 font-mono text-sm text-slate-900">
          {splitLinks(mail.texto).map((part, i) =>
            part.kind === 'link' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
              <a key={i} href={part.href} className="text-blue-800 underline underline-offset-2">
                {part.href}
              </a>
            ) : (
              part.text
            ),
          )}
        </pre>
      </Seccion>
      <Seccion id="correo-html" titulo={t.html} className="flex flex-col gap-2">
        <iframe
          sandbox=""
          srcDoc={mail.html}
          title={t.htmlMarco}
          className="h-[36rem] w-full rounded-md border border-slate-300 bg-white"
        />
      </Seccion>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
