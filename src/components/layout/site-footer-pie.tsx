import { Link } from '../ui/router.tsx';

// Footer links are tap targets: at least 24 × 24 px (WCAG 2.5.8), styles.css .enlace-pie.
const LINK = 'enlace-pie';

/** The footer's words, given by the server (the catalogues stay out of the browser's code). */
export interface TextosPie {
  privacidad: string;
  accesibilidad: string;
  enlaces: string;
  contacto: string;
  verificar: string;
}

/** The footer's markup, from its few values (server and client: see site-footer.tsx). */
export function PieSitio(props: {
  anio: number;
  nombre: string;
  descripcion: string | null;
  email: string | null;
  textos: TextosPie;
}) {
  const { textos: t } = props;
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-slate-700 md:flex-row md:items-center md:justify-between">
        <p>
          © {props.anio} {props.nombre} · {props.descripcion}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          <li>
            <Link to="/privacidad" className={LINK}>
              {t.privacidad}
            </Link>
          </li>
          <li>
            <Link to="/accesibilidad" className={LINK}>
              {t.accesibilidad}
            </Link>
          </li>
          {/* The public links have no entry in the spec's public menu: they live in the footer. */}
          <li>
            <Link to="/enlacesPublico" className={LINK}>
              {t.enlaces}
            </Link>
          </li>
          <li>
            <Link to="/contacto" className={LINK}>
              {t.contacto}
            </Link>
          </li>
          <li>
            <Link to="/acreditacion/verificar" className={LINK}>
              {t.verificar}
            </Link>
          </li>
          {props.email ? (
            <li>
              <a href={`mailto:${props.email}`} className={LINK}>
                {props.email}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </footer>
  );
}
