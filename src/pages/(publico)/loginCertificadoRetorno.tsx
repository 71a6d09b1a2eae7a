import { BadgeCheck } from 'lucide-react';
import { CertificadoRetorno } from '../../components/auth/certificado-retorno.tsx';
import { PageTitle } from '../../components/page/page-title.tsx';
import { acceso } from '../../i18n/acceso.ts';
import { safeReturnPath } from '../../platform/safe-path.ts';

const t = acceso.certificado;

/**
 * `/loginCertificadoRetorno?ticket=…`: where the certificate host sends the browser after
 * identifying it. The session cookie must be set on this host, so the page exchanges the
 * single-use ticket through the API (ADR 0060); a used or expired ticket goes to /login
 * with "reopen the browser".
 */
export default async function LoginCertificadoRetornoPage({ query }: { query?: string }) {
  const params = new URLSearchParams(query ?? '');
  const ticket = params.get('ticket')?.slice(0, 200) || null;
  return (
    <div className="mx-auto max-w-md">
      <PageTitle>{t.retornoTitulo}</PageTitle>
      <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900">
        <BadgeCheck aria-hidden="true" className="h-7 w-7" />
        {t.retornoTitulo}
      </h1>
      <div className="mt-6">
        <CertificadoRetorno ticket={ticket} volver={safeReturnPath(params.get('volver'))} />
      </div>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
