/** Page modules of the app, known at build time (only the names are used here). */
const pageFiles = Object.keys(import.meta.glob('../../pages/**/*.tsx'));

/** True when a page module serves `route` (e.g. "/manual" -> pages/manual.tsx or manual/index.tsx). */
export function pageExists(route: string, files: readonly string[] = pageFiles): boolean {
  const base = `../../pages${route}`;
  return files.includes(`${base}.tsx`) || files.includes(`${base}/index.tsx`);
}

export interface MenuEntry {
  label: string;
  href: string;
  /** Routes that highlight this entry besides href (the information tabs). */
  also?: string[];
}

/** The public menu of the spec, in order. Entries whose page does not exist yet are left out. */
const PUBLIC_MENU: MenuEntry[] = [
  { label: 'Inicio', href: '/inicio' },
  { label: 'Manual', href: '/manual' },
  { label: 'Solicitud', href: '/solicitud' },
  { label: 'Procesos abiertos', href: '/procesosAbiertos' },
  { label: 'Información', href: '/quees', also: ['/requisitos', '/modelo', '/decalogo'] },
  { label: 'Acreditaciones', href: '/acreditaciones/publico' },
  { label: 'Contacto', href: '/contacto' },
];

export function publicMenu(files: readonly string[] = pageFiles): MenuEntry[] {
  return PUBLIC_MENU.filter((entry) => pageExists(entry.href, files));
}
