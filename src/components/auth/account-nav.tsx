import { Globe, LayoutDashboard, LogIn, LogOut, UserRound } from 'lucide-react';
import { acceso } from '../../i18n/acceso.ts';
import { Link } from '../ui/router.tsx';

const t = acceso.cuenta;

// styles.css: one class for the utilities every header repeats.
const itemClass = 'enlace-cuenta';

/**
 * The account corner of a header: "Acceder" for visitors; for signed-in users their name
 * (their profile), the way into management when they may enter it, and "Salir".
 * Server and client: the signed-in headers render it in the browser's code
 * (account-nav-sesion.tsx), the public header on the server.
 */
export function AccountNav(props: {
  usuario: { nombre: string } | null;
  /** Shown as "Gestión" (public header) when the user may open a management page. */
  gestionHref?: string | null;
  /** Adds a link back to the public site (management header). */
  sitioPublico?: boolean;
  className?: string;
}) {
  const { usuario, gestionHref } = props;
  return (
    <nav aria-label={t.region} className={props.className}>
      <ul className="flex flex-wrap items-center gap-1">
        {usuario ? (
          <>
            <li>
              <Link to="/perfil" className={`${itemClass} max-w-[16rem]`}>
                <UserRound aria-hidden="true" className="h-4 w-4 shrink-0" />
                <span className="sr-only">{t.perfilDe} </span>
                <span className="truncate">{usuario.nombre}</span>
              </Link>
            </li>
            {gestionHref ? (
              <li>
                <Link to={gestionHref} className={itemClass}>
                  <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
                  {t.gestion}
                </Link>
              </li>
            ) : null}
            {props.sitioPublico ? (
              <li>
                <Link to="/inicio" className={itemClass}>
                  <Globe aria-hidden="true" className="h-4 w-4" />
                  {acceso.gestion.sitioPublico}
                </Link>
              </li>
            ) : null}
            <li>
              {/* A full load: the logout page ends the session, then the whole app reloads signed out. */}
              <a href="/logout" className={itemClass}>
                <LogOut aria-hidden="true" className="h-4 w-4" />
                {t.salir}
              </a>
            </li>
          </>
        ) : (
          <li>
            <Link to="/login" className={`${itemClass} border border-slate-300`}>
              <LogIn aria-hidden="true" className="h-4 w-4" />
              {t.acceder}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
