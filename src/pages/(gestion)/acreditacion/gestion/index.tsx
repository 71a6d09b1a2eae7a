import { AcreditacionForm } from '../../../../components/acreditaciones/acreditacion-form.tsx';
import { FichaCabecera } from '../../../../components/catalogo/comun/ficha.tsx';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { Link } from '../../../../components/ui/router.tsx';
import { acreditacionesUi as t } from '../../../../i18n/acreditaciones-gestion.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

/** `/acreditacion/gestion`: a new accreditation for an eligible project (GEST_CERT_ACRED at E; L sees it read-only). */
export default async function NuevaAcreditacionPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  return (
    <div key="acreditacion-alta" className="grid max-w-4xl gap-4">
      <FichaCabecera titulo={t.nueva}>
        <Link to="/acreditaciones/gestion" className={buttonVariants({ variant: 'ghost' })}>
          {t.volver}
        </Link>
      </FichaCabecera>
      <p className="text-slate-700">{t.ficheros.tras}</p>
      <AcreditacionForm
        instancia={ctx.instancia.id}
        initial={{
          proyectoId: null,
          codigo: '',
          fechaPublicacion: '',
          fechaVigencia: '',
          fechaRevocacion: '',
          fechaSuspension: '',
          estado: '',
        }}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
