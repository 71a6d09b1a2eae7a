/** Page modules of the app, known at build time (only the names are used here). */
const pageFiles = Object.keys(import.meta.glob('../../pages/**/*.tsx'));

const isGroup = (segment: string) => segment.startsWith('(') && segment.endsWith(')');
const isSlug = (segment: string) => /^\[[^\].]+\]$/.test(segment);

/**
 * The URL a page module serves, as Waku's fs router sees it: route groups "(name)" are left
 * out, "index" names its folder, and layouts, the root and `_components` folders serve none.
 * Slugs keep their "[name]" form. Null for files that are not pages.
 */
export function routeOfPageFile(file: string): string | null {
  const relative = file.replace(/^(\.\.\/)+pages\//, '').replace(/\.tsx$/, '');
  const segments = relative.split('/').filter((s) => s && !isGroup(s));
  if (segments.some((s) => s.startsWith('_'))) return null;
  if (segments.at(-1) === 'index') segments.pop();
  return `/${segments.join('/')}`;
}

/** "/usuario/{UsuarioId}" and "/usuario/[id]" both become "/usuario/*". */
const shape = (route: string) =>
  route
    .split('/')
    .map((s) => (isSlug(s) || /^\{[^}?]+\}$/.test(s) ? '*' : s))
    .join('/');

/**
 * True when a page module serves `route` ("/manual" -> pages/manual.tsx, manual/index.tsx or
 * (group)/manual.tsx; "/usuario/{UsuarioId}" -> usuario/[usuarioId].tsx). A trailing optional
 * parameter "{Id?}" matches a page with or without it.
 */
export function pageExists(route: string, files: readonly string[] = pageFiles): boolean {
  const { served, answers } = servedShapes(files);
  let exists = answers.get(route);
  if (exists === undefined) {
    const wanted = route.endsWith('?}')
      ? [shape(route.replace(/\/\{[^}]+\?\}$/, '') || '/'), shape(route.replace(/\?\}$/, '}'))]
      : [shape(route)];
    exists = wanted.some((w) => served.has(w));
    answers.set(route, exists);
  }
  return exists;
}

// Every signed-in page asks this for each menu entry (~40 times a render): the served shapes of
// a list of page files, and the answer for each route asked, are worked out once per list (the
// build's list lives as long as the process; the routes asked are the menus' fixed ones), not
// per call: shaping each route again was ~0.6 % of a signed-in /inicio's CPU.
const shapesPorLista = new WeakMap<readonly string[], { served: Set<string>; answers: Map<string, boolean> }>();
function servedShapes(files: readonly string[]): { served: Set<string>; answers: Map<string, boolean> } {
  let shapes = shapesPorLista.get(files);
  if (!shapes) {
    shapes = { served: new Set(), answers: new Map() };
    for (const f of files) {
      const served = routeOfPageFile(f);
      if (served !== null) shapes.served.add(shape(served));
    }
    shapesPorLista.set(files, shapes);
  }
  return shapes;
}

interface MenuEntry {
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
