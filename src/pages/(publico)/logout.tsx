import { LogOut } from 'lucide-react';
import { LogoutForm } from '../../components/auth/logout-form.tsx';
import { PageTitle } from '../../components/page/page-title.tsx';
import { acceso } from '../../i18n/acceso.ts';
import { safeReturnPath } from '../../platform/safe-path.ts';

const t = acceso.logout;

/**
 * `/logout?volver=…`: ends the session (also the way an unauthorised user is sent to login
 * "ending the session", see page-guard.ts), then goes to `volver` when it is a path of this
 * site, else to the root.
 */
export default async function LogoutPage({ query }: { query?: string }) {
  const volver = safeReturnPath(new URLSearchParams(query ?? '').get('volver'));
  return (
    <div className="mx-auto max-w-md">
      <PageTitle>{t.titulo}</PageTitle>
      <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900">
        <LogOut aria-hidden="true" className="h-7 w-7" />
        {t.titulo}
      </h1>
      <div className="mt-6">
        <LogoutForm volver={volver} />
      </div>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
