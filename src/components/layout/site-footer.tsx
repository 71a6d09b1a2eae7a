import type { Instancia } from '../../db/schema/index.ts';
import { accesibilidadUi } from '../../i18n/accesibilidad.ts';
import { certificado } from '../../i18n/acreditaciones-certificado.ts';
import { contactoUi } from '../../i18n/consultas.ts';
import { enlacesUi } from '../../i18n/enlaces.ts';
import { Link } from '../ui/router.tsx';

// Footer links are tap targets: at least 24 × 24 px (WCAG 2.5.8), styles.css .enlace-pie.
const LINK = 'enlace-pie';

export function SiteFooter({ instancia }: { instancia: Instancia }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-slate-700 md:flex-row md:items-center md:justify-between">
        <p>
          © {new Date().getFullYear()} {instancia.nombre} · {instancia.descripcion}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          <li>
            <Link to="/privacidad" className={LINK}>
              Política de privacidad
            </Link>
          </li>
          <li>
            <Link to="/accesibilidad" className={LINK}>
              {accesibilidadUi.enlacePie}
            </Link>
          </li>
          {/* The public links have no entry in the spec's public menu: they live in the footer. */}
          <li>
            <Link to="/enlacesPublico" className={LINK}>
              {enlacesUi.publico}
            </Link>
          </li>
          <li>
            <Link to="/contacto" className={LINK}>
              {contactoUi.titulo}
            </Link>
          </li>
          <li>
            <Link to="/acreditacion/verificar" className={LINK}>
              {certificado.enlaceVerificar}
            </Link>
          </li>
          {instancia.emailContacto ? (
            <li>
              <a href={`mailto:${instancia.emailContacto}`} className={LINK}>
                {instancia.emailContacto}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </footer>
  );
}
