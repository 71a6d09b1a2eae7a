import { AmbitoForm } from '../../../components/catalogo/manuales/ambito-form.tsx';
import { PageTitle } from '../../../components/page/page-title.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { manualesUi as t } from '../../../i18n/catalogo-manuales.ts';
import { guardPage } from '../../../platform/page-auth.ts';

/** `/ambito`: a new scope (MANUALES). */
export default async function AmbitoAltaPage({ path, query }: { path: string; query?: string }) {
  await guardPage(path, query);
  return (
    <div className="grid max-w-3xl gap-4">
      <PageTitle>{t.altaAmbito}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t.altaAmbito}</h1>
        <Link to="/ambitos" className={buttonVariants({ variant: 'ghost' })}>
          {t.volver}
        </Link>
      </div>
      <AmbitoForm />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
