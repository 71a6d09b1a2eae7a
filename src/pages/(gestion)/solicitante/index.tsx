import { FichaCabecera } from '../../../components/catalogo/comun/ficha.tsx';
import { CentroForm } from '../../../components/centros/centro-form.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { centrosUi as t } from '../../../i18n/centros.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';

/** `/solicitante`: a new applicant centre (GEST_CENTROS). */
export default async function NuevoSolicitantePage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  return (
    <div key="solicitante-alta" className="grid max-w-4xl gap-4">
      <FichaCabecera titulo={t.nuevo}>
        <Link to="/solicitantes" className={buttonVariants({ variant: 'ghost' })}>
          {t.volver}
        </Link>
      </FichaCabecera>
      <CentroForm
        instancia={ctx.instancia.id}
        initial={{ nombre: '', cif: '', direccion: '', codigoPostal: '', ubicacion: {} }}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
