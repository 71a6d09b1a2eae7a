import { ListaManuales } from '../../../components/catalogo/publico/manual-card.tsx';
import { PageTitle } from '../../../components/page/page-title.tsx';
import { listManualesPublicos } from '../../../domain/catalogo/publico.ts';
import { catalogoPublico as t } from '../../../i18n/catalogo-publico.ts';
import { pageSession } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';

/** `/manual`: the public manuals (published and flagged public), for anyone. */
export default async function ManualesPublicosPage() {
  const session = await pageSession();
  const manuales = await listManualesPublicos(await pageDomainContext(session?.actor ?? null));
  return (
    <div className="max-w-4xl">
      <PageTitle>{t.manualesTitulo}</PageTitle>
      <h1 className="text-3xl font-bold text-slate-900">{t.manualesTitulo}</h1>
      <p className="mt-2 text-lg text-slate-700">{t.manualesIntro}</p>
      {manuales.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-slate-700">
          {t.sinManuales}
        </p>
      ) : (
        <ListaManuales manuales={manuales} />
      )}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
