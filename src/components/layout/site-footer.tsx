import type { Instancia } from '../../db/schema/index.ts';
import { certificado } from '../../i18n/acreditaciones-certificado.ts';
import { contactoUi } from '../../i18n/consultas.ts';
import { enlacesUi } from '../../i18n/enlaces.ts';
import { Link } from '../ui/router.tsx';

export function SiteFooter({ instancia }: { instancia: Instancia }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-slate-700 md:flex-row md:items-center md:justify-between">
        <p>
          © {new Date().getFullYear()} {instancia.nombre} · {instancia.descripcion}
        </p>
        <ul className="flex flex-wrap gap-4">
          <li>
            <Link to="/privacidad" className="underline hover:text-slate-950">
              Política de privacidad
            </Link>
          </li>
          {/* The public links have no entry in the spec's public menu: they live in the footer. */}
          <li>
            <Link to="/enlacesPublico" className="underline hover:text-slate-950">
              {enlacesUi.publico}
            </Link>
          </li>
          <li>
            <Link to="/contacto" className="underline hover:text-slate-950">
              {contactoUi.titulo}
            </Link>
          </li>
          <li>
            <Link to="/acreditacion/verificar" className="underline hover:text-slate-950">
              {certificado.enlaceVerificar}
            </Link>
          </li>
          {instancia.emailContacto ? (
            <li>
              <a href={`mailto:${instancia.emailContacto}`} className="underline hover:text-slate-950">
                {instancia.emailContacto}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </footer>
  );
}
