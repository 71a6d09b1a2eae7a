import { BadgeCheck } from 'lucide-react';
import { PageTitle } from '../../components/page/page-title.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Link } from '../../components/ui/router.tsx';
import { acceso } from '../../i18n/acceso.ts';
import { certificadoLoginConfigurado, certificadoLoginUrl } from '../../platform/certificado-login.ts';
import { currentEnv } from '../../platform/runtime.ts';
import { safeReturnPath } from '../../platform/safe-path.ts';

const t = acceso.certificado;

/**
 * Electronic-certificate sign-in. Where the deployment has configured it (ADR 0060), the button
 * leads to the host whose TLS terminator asks the browser for its certificate; a plain link, as
 * that host is not this app's client router's. Otherwise the page says so and shows the way in
 * that works.
 */
export default async function LoginCertificadoPage({ query }: { query?: string }) {
  const env = currentEnv();
  const volver = safeReturnPath(new URLSearchParams(query ?? '').get('volver'));
  const configurado = certificadoLoginConfigurado(env);
  return (
    <div className="mx-auto max-w-2xl">
      <PageTitle>{t.titulo}</PageTitle>
      <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900">
        <BadgeCheck aria-hidden="true" className="h-7 w-7" />
        {t.titulo}
      </h1>
      {configurado ? (
        <>
          <p className="mt-6 text-slate-800">{t.texto}</p>
          <p className="mt-3 text-slate-700">{t.requisitos}</p>
        </>
      ) : (
        <>
          <p className="mt-6 text-lg font-medium text-slate-900">{t.noDisponible}</p>
          <p className="mt-3 text-slate-700">{t.alternativa}</p>
        </>
      )}
      <ul className="mt-8 flex flex-wrap gap-3">
        {configurado ? (
          <li>
            <a href={certificadoLoginUrl(env, volver)} className={buttonVariants({ size: 'lg' })}>
              {t.entrar}
            </a>
          </li>
        ) : null}
        <li>
          <Link to="/login" className={buttonVariants({ variant: configurado ? 'secondary' : 'primary', size: 'lg' })}>
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
