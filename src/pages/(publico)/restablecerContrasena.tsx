import { ResetPasswordForm, ResetRequestForm } from '../../components/auth/reset-forms.tsx';
import { TituloPagina } from '../../components/page/page-title.tsx';
import { FormMessage } from '../../components/ui/form-controls.tsx';
import { Link } from '../../components/ui/router.tsx';
import { acceso } from '../../i18n/acceso.ts';
import { identidad } from '../../i18n/identidad.ts';

const t = acceso.restablecer;

/**
 * Password reset: without `token`, the request for a link by e-mail;
 * with the mailed `?token=`, the new password and its confirmation.
 */
export default async function RestablecerContrasenaPage({ query }: { query?: string }) {
  const token = new URLSearchParams(query ?? '').get('token')?.trim();
  // Tokens are ours (URL-safe, short); anything else cannot be valid and is not passed on.
  const validShape = token && /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : null;
  return (
    <div className="mx-auto max-w-md">
      <TituloPagina>{t.titulo}</TituloPagina>
      <div className="mt-6 flex flex-col gap-5">
        {token && !validShape ? <FormMessage kind="error">{identidad.enlaceNoValido}</FormMessage> : null}
        {validShape ? <ResetPasswordForm token={validShape} /> : <ResetRequestForm />}
      </div>
      <p className="mt-8">
        <Link to="/login" className="font-semibold text-slate-900 underline underline-offset-4">
          {t.volverLogin}
        </Link>
      </p>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
