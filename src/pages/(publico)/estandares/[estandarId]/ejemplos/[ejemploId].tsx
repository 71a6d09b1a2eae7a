import { orNotFound } from '../../../../../components/catalogo/publico/not-found.ts';
import { PageTitle } from '../../../../../components/page/page-title.tsx';
import { idDe } from '../../../../../components/shared/route-params.ts';
import { Link } from '../../../../../components/ui/router.tsx';
import { getEjemploEstandar } from '../../../../../domain/catalogo/publico.ts';
import { catalogoPublico as t } from '../../../../../i18n/catalogo-publico.ts';
import { pageSession } from '../../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../../platform/page-context.ts';

const linkClass = 'text-slate-900 underline decoration-slate-400 underline-offset-4 hover:decoration-slate-900';

/** `/estandares/{EstandarId}/ejemplos/{EjemploId}`: an example of good practice of a standard. */
export default async function EjemploPage({ estandarId, ejemploId }: { estandarId: string; ejemploId: string }) {
  const session = await pageSession();
  const ctx = await pageDomainContext(session?.actor ?? null);
  const ej = await orNotFound(() => getEjemploEstandar(ctx, idDe(estandarId), idDe(ejemploId)));
  return (
    <article className="max-w-3xl">
      <PageTitle>{ej.Titulo}</PageTitle>
      <p className="text-sm font-semibold text-slate-700">{t.ejemploDe(ej.Estandar.Codigo)}</p>
      <h1 className="text-3xl font-bold text-slate-900">{ej.Titulo}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
        {ej.Autor ? (
          <>
            <dt className="font-semibold">{t.autor}</dt>
            <dd>{ej.Autor}</dd>
          </>
        ) : null}
        {ej.Referencia ? (
          <>
            <dt className="font-semibold">{t.referencia}</dt>
            <dd>{ej.Referencia}</dd>
          </>
        ) : null}
      </dl>
      {ej.Descripcion ? (
        <div
          className="prose-ejemplo mt-6 space-y-3 text-slate-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          // Sanitised by the domain (allow-list in src/domain/catalogo/html.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised rich text of the example
          dangerouslySetInnerHTML={{ __html: ej.Descripcion }}
        />
      ) : null}
      {ej.Texto ? <p className="mt-4 whitespace-pre-line text-slate-800">{ej.Texto}</p> : null}
      <p className="mt-8">
        <Link to={`/manual/publico/${ej.Manual.Id}#estandar-${ej.Estandar.Id}`} className={linkClass}>
          {`${t.volverManual}: ${ej.Manual.Nombre} ${ej.Manual.Version}`}
        </Link>
      </p>
    </article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
