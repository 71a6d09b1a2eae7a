import { BadgeCheck, KeyRound } from 'lucide-react';
import { LoginForm } from '../../components/auth/login-form.tsx';
import { gestionHome } from '../../components/gestion/menu.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { Seccion } from '../../components/shared/seccion.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { FormMessage } from '../../components/ui/form-controls.tsx';
import { Link } from '../../components/ui/router.tsx';
import { isErrorCertificado } from '../../domain/identidad/login-certificado.ts';
import { acceso } from '../../i18n/acceso.ts';
import { paginas } from '../../i18n/paginas.ts';
import { pageSession } from '../../platform/page-auth.ts';
import { allowedReturnPath } from '../../platform/return-pages.ts';
import { afterLoginPath, loginUrl, logoutUrl, SIN_PERMISOS_PARAM, safeReturnPath } from '../../platform/safe-path.ts';

const t = acceso.login;

/**
 * Sign-in: password form, reset link and the electronic-certificate entry.
 * A user sent here from a page their session could not open (the guard ended it) reads
 * "Sin permisos para acceder a la página", one whose certificate sign-in failed reads why; signing in again returns there only when the new
 * session may open it (the login reply's redireccion checks it).
 */
export default async function LoginPage({ query }: { query?: string }) {
  const params = new URLSearchParams(query ?? '');
  const volver = safeReturnPath(params.get('volver'));
  const session = await pageSession();
  const sinPermisos = params.get(SIN_PERMISOS_PARAM) === '1';
  // A certificate sign-in that failed comes back here with its code (ADR 0060).
  const codigoCertificado = params.get('certificado');
  const errorCertificado = isErrorCertificado(codigoCertificado) ? acceso.certificado.errores[codigoCertificado] : null;
  const notice = params.get('restablecida') === '1' ? t.restablecida : params.get('invitacion') === '1' ? t.invitacion : null;
  return (
    <div className="mx-auto max-w-md">
      <PageTitle>{t.titulo}</PageTitle>
      <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900">
        <KeyRound aria-hidden="true" className="h-7 w-7" />
        {t.titulo}
      </h1>
      <div className="mt-6 flex flex-col gap-6">
        {sinPermisos ? <FormMessage kind="error">{paginas.sinPermisos}</FormMessage> : null}
        {errorCertificado ? <FormMessage kind="error">{errorCertificado}</FormMessage> : null}
        {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
        {session ? (
          <section className="flex flex-col gap-4 rounded-lg border border-slate-200 p-5">
            <p className="text-slate-800">{t.yaIniciada(session.actor.nombre)}</p>
            <div className="flex flex-wrap gap-3">
              <a
                href={afterLoginPath(allowedReturnPath(session.actor, volver), gestionHome(session.actor))}
                className={buttonVariants()}
              >
                {t.continuar}
              </a>
              <a href={logoutUrl(loginUrl(volver))} className={buttonVariants({ variant: 'secondary' })}>
                {t.cambiarUsuario}
              </a>
            </div>
          </section>
        ) : (
          <>
            <LoginForm volver={volver} />
            <p>
              <Link to="/restablecerContrasena" className="font-semibold text-slate-900 underline underline-offset-4">
                {t.olvido}
              </Link>
            </p>
            <Seccion
              id="acceso-certificado"
              titulo={t.certificadoSeccion}
              className="flex flex-col gap-3 border-t border-slate-200 pt-6"
              tituloLg
            >
              <p className="text-sm text-slate-700">{t.certificadoTexto}</p>
              <Link
                to={volver ? `/loginCertificado?volver=${encodeURIComponent(volver)}` : '/loginCertificado'}
                className={buttonVariants({ variant: 'secondary', size: 'lg' })}
              >
                <BadgeCheck aria-hidden="true" className="h-5 w-5" />
                {t.certificado}
              </Link>
            </Seccion>
          </>
        )}
      </div>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
