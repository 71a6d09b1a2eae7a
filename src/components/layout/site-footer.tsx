import type { Instancia } from '../../db/schema/index.ts';
import { accesibilidadUi } from '../../i18n/accesibilidad.ts';
import { certificado } from '../../i18n/acreditaciones-certificado.ts';
import { contactoUi } from '../../i18n/consultas.ts';
import { enlacesUi } from '../../i18n/enlaces.ts';
import { PieSitio, type TextosPie } from './site-footer-pie.tsx';
import { PieSitioSesion } from './site-footer-sesion.tsx';

const TEXTOS: TextosPie = {
  privacidad: 'Política de privacidad',
  accesibilidad: accesibilidadUi.enlacePie,
  enlaces: enlacesUi.publico,
  contacto: contactoUi.titulo,
  verificar: certificado.enlaceVerificar,
};

const valores = (instancia: Instancia) => ({
  anio: new Date().getFullYear(),
  nombre: instancia.nombre,
  descripcion: instancia.descripcion,
  email: instancia.emailContacto,
  textos: TEXTOS,
});

/** The site's footer: the instance's name and contact address, and the public pages' links. */
export function SiteFooter({ instancia }: { instancia: Instancia }) {
  return <PieSitio {...valores(instancia)} />;
}

/**
 * The same footer in the signed-in layouts, as a client component: each signed-in page's RSC
 * payload, rendered per request, then carries its few values (~0.3 KB) instead of its element
 * tree (~1.2 KB). The public layout keeps the server render: its pages are held to a tighter
 * JavaScript budget (ADR 0066) and their renders are kept (not per request).
 */
export function SiteFooterSesion({ instancia }: { instancia: Instancia }) {
  return <PieSitioSesion {...valores(instancia)} />;
}
