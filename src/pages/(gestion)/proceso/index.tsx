import { FichaCabecera } from '../../../components/catalogo/comun/ficha.tsx';
import { ProcesoForm } from '../../../components/procesos/proceso-form.tsx';
import { procesoValues } from '../../../components/procesos/valores.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { procesosUi as t } from '../../../i18n/procesos.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { opcionesManuales } from '../../../platform/page-opciones/catalogo.ts';

/** `/proceso`: a new process (GEST_PROCESOS); its lists are edited on its page once saved. */
export default async function ProcesoAltaPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const manuales = await opcionesManuales(await pageDomainContext(actor));
  return (
    <div className="grid max-w-3xl gap-4">
      <FichaCabecera titulo={t.altaProceso}>
        <Link to="/procesos" className={buttonVariants({ variant: 'ghost' })}>
          {t.volver}
        </Link>
      </FichaCabecera>
      <ProcesoForm initial={procesoValues()} manuales={manuales.map((m) => ({ value: String(m.value), label: m.label }))} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
