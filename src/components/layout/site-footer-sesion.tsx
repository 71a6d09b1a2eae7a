'use client';

import { PieSitio } from './site-footer-pie.tsx';

/** The footer as a client component, for the signed-in layouts (site-footer.tsx says why). */
export function PieSitioSesion(props: Parameters<typeof PieSitio>[0]) {
  return <PieSitio {...props} />;
}
