import { BadgeCheck } from 'lucide-react';
import { PageTitle } from '../../components/page/page-title.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Link } from '../../components/ui/router.tsx';
import { acceso } from '../../i18n/acceso.ts';

const t = acceso.certificado;

/**
 * Electronic-certificate sign-in. The route exists; the certificate
 * exchange needs a signature platform this installation does not have yet, so the page says
 * so plainly and shows the way in that works today.
 */
export default async function LoginCertificadoPage() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageTitle>{t.titulo}</PageTitle>
      <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900">
        <BadgeCheck aria-hidden="true" className="h-7 w-7" />
        {t.titulo}
      </h1>
      <p className="mt-6 text-lg font-medium text-slate-900">{t.noDisponible}</p>
      <p className="mt-3 text-slate-700">{t.alternativa}</p>
      <ul className="mt-8 flex flex-wrap gap-3">
        <li>
          <Link to="/login" className={buttonVariants({ size: 'lg' })}>
            {t.irLogin}
          </Link>
        </li>
        <li>
          <Link to="/restablecerContrasena" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
            {t.restablecer}
          </Link>
        </li>
      </ul>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
