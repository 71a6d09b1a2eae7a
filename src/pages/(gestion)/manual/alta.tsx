import { ManualForm } from '../../../components/catalogo/manuales/manual-form.tsx';
import { EMPTY_MANUAL } from '../../../components/catalogo/manuales/valores.ts';
import { PageTitle } from '../../../components/page/page-title.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { manualesUi as t } from '../../../i18n/catalogo-manuales.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { opcionesMapas } from '../../../platform/page-opciones/catalogo.ts';

/** `/manual/alta`: a new manual (in edition); the file, tags and scopes follow on its page. */
export default async function ManualAltaPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const mapas = await opcionesMapas(ctx);
  return (
    <div className="max-w-4xl">
      <PageTitle>{t.altaManual}</PageTitle>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t.altaManual}</h1>
        <Link to="/manuales" className={buttonVariants({ variant: 'ghost' })}>
          {t.volver}
        </Link>
      </div>
      <ManualForm initial={{ ...EMPTY_MANUAL, mapaId: mapas[0]?.value ?? '' }} mapas={mapas} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
