import type { Instancia } from '../../db/schema/index.ts';
import { accesibilidadUi } from '../../i18n/accesibilidad.ts';
import { certificado } from '../../i18n/acreditaciones-certificado.ts';
import { contactoUi } from '../../i18n/consultas.ts';
import { enlacesUi } from '../../i18n/enlaces.ts';
import { PieSitio, type TextosPie } from './site-footer-pie.tsx';

const TEXTOS: TextosPie = {
  privacidad: 'Política de privacidad',
  accesibilidad: accesibilidadUi.enlacePie,
  enlaces: enlacesUi.publico,
  contacto: contactoUi.titulo,
  verificar: certificado.enlaceVerificar,
};

/** The site's footer: the instance's name and contact address, and the public pages' links. */
export function SiteFooter({ instancia }: { instancia: Instancia }) {
  return (
    <PieSitio
      anio={new Date().getFullYear()}
      nombre={instancia.nombre}
      descripcion={instancia.descripcion}
      email={instancia.emailContacto}
      textos={TEXTOS}
    />
  );
}
