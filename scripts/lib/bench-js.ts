/**
 * The `js` rows of `npm run bench`: the JavaScript each page makes the browser download before
 * its first paint, against its budget (public pages ≤ 100 KB gzip, signed-in pages ≤ 150 KB).
 * What counts is what the HTML references (module scripts and modulepreloads: Waku preloads
 * the client components the page renders) and what those import statically. Dynamic imports
 * (a chart loaded when it scrolls into view) are not counted: they wait for something the
 * user does. Bytes, not timings: the same build gives the same figures on any machine.
 *
 * `BENCH_JS_DETALLE=1` also prints each page's files, largest first, to see what a page pays for.
 */
import { gzipSync } from 'node:zlib';

export const PRESUPUESTO_PUBLICO_KB = 100;
export const PRESUPUESTO_SESION_KB = 150;

/** Every public page of `PAGE_ROUTES` a visitor reads (not redirects, error screens or files). */
const PUBLICAS = [
  '/inicio',
  '/quees',
  '/requisitos',
  '/decalogo',
  '/modelo',
  '/manual',
  '/manual/publico/1',
  '/procesosAbiertos',
  '/enlacesPublico',
  '/acreditaciones/publico',
  '/acreditacion/publico/1',
  '/acreditacion/verificar',
  '/accesibilidad',
  '/privacidad',
  '/widget',
  '/contacto',
  '/login',
  '/loginCertificado',
  '/restablecerContrasena',
  '/restablecerContrasena?token=bench',
  '/solicitud',
];

/** Static imports of a built chunk: `import{a}from"./x.js"` and bare `import"./x.js"`. */
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)"\.\/([^"]+\.js)"/g;

export interface JsPagina {
  path: string;
  bytes: number;
  ficheros: { asset: string; bytes: number }[];
}

const gzipCache = new Map<string, { bytes: number; code: string }>();

async function gzipOf(base: string, asset: string): Promise<{ bytes: number; code: string }> {
  const cached = gzipCache.get(asset);
  if (cached) return cached;
  const code = await (await fetch(`${base}${asset}`)).text();
  const entry = { bytes: gzipSync(code).length, code };
  gzipCache.set(asset, entry);
  return entry;
}

/** The scripts a page loads at first paint and their gzip sizes (each file once). */
export async function measurePageJs(base: string, path: string, cookie?: string): Promise<JsPagina> {
  const res = await fetch(`${base}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  const html = await res.text();
  const queue = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const seen = new Set<string>();
  const ficheros: JsPagina['ficheros'] = [];
  while (queue.length > 0) {
    const asset = queue.pop() as string;
    if (seen.has(asset)) continue;
    seen.add(asset);
    const { bytes, code } = await gzipOf(base, asset);
    ficheros.push({ asset, bytes });
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(`/assets/${m[1]}`);
  }
  ficheros.sort((a, b) => b.bytes - a.bytes);
  return { path, bytes: ficheros.reduce((n, f) => n + f.bytes, 0), ficheros };
}

function imprimir(medida: JsPagina, presupuestoKb: number, nombre = medida.path) {
  const kb = medida.bytes / 1024;
  const marca = kb <= presupuestoKb ? '✓' : '✗';
  console.log(
    `${nombre.padEnd(44)} ${kb.toFixed(1).padStart(6)} KB gzip (${String(medida.ficheros.length).padStart(2)} ficheros) ≤ ${presupuestoKb} ${marca}`,
  );
  if (process.env.BENCH_JS_DETALLE)
    for (const f of medida.ficheros.slice(0, 12)) console.log(`    ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.asset}`);
}

async function sesion(base: string, username: string): Promise<{ cookie: string; token: string }> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Instancia': 'soludable' },
    body: JSON.stringify({ username, password: 'Soludable.2026' }),
  });
  if (!res.ok) throw new Error(`login de ${username}: ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  return { cookie: `sesion=${token}`, token };
}

/** The self-assessment of the user's first project that has one (the demo data gives each role one). */
async function primeraAutoevaluacion(base: string, token: string): Promise<number | undefined> {
  const res = await fetch(`${base}/api/yo/proyectos?registrosPorPagina=20&campos=Id,Autoevaluacion`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Instancia': 'soludable' },
  });
  const { Registros } = (await res.json()) as { Registros: { Autoevaluacion: { Id: number } | null }[] };
  return Registros.find((r) => r.Autoevaluacion)?.Autoevaluacion?.Id;
}

/**
 * A pending invitation's page (its acceptance form): the admin invites through the API and the
 * link is read from the development mailbox, as the invitation journey does in the browser.
 */
async function paginaInvitacion(base: string, admin: { cookie: string; token: string }): Promise<string> {
  const res = await fetch(`${base}/api/invitaciones`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin.token}`, 'content-type': 'application/json', 'X-Instancia': 'soludable' },
    body: JSON.stringify({ direccionEmail: `bench-${Date.now()}@centro.es`, perfilId: 2, proyectoId: 1 }),
  });
  if (res.status !== 201) throw new Error(`invitación: ${res.status}`);
  const buzon = await (await fetch(`${base}/dev/correo`, { headers: { Cookie: admin.cookie } })).text();
  const correo = /href="(\/dev\/correo\/\d+)"/.exec(buzon)?.[1];
  const texto = correo ? await (await fetch(`${base}${correo}`, { headers: { Cookie: admin.cookie } })).text() : '';
  const enlace = /\/invitacion\/[A-Za-z0-9_-]+/.exec(texto)?.[0];
  if (!enlace) throw new Error('sin enlace en el buzón de desarrollo');
  return enlace;
}

/** Every page of the budget list with its figure: public pages, then each role's signed-in pages. */
export async function benchJs(base: string): Promise<void> {
  console.log('\nJavaScript por página (gzip, hasta la primera pintura)');
  for (const p of PUBLICAS) imprimir(await measurePageJs(base, p), PRESUPUESTO_PUBLICO_KB);
  try {
    const enlace = await paginaInvitacion(base, await sesion(base, 'admin@soludable.demo'));
    imprimir(await measurePageJs(base, enlace), PRESUPUESTO_PUBLICO_KB, '/invitacion/{token}');
  } catch (e) {
    console.log(`${'/invitacion/{token}'.padEnd(44)} no medida: ${(e as Error).message}`);
  }

  const filas: { usuario: string; paginas: (id: number | undefined) => string[] }[] = [
    {
      usuario: 'admin@soludable.demo',
      paginas: () => ['/index', '/proyectos', '/mensajes', '/consultas', '/solicitudes', '/perfil'],
    },
    {
      usuario: 'autoevaluador@soludable.demo',
      paginas: (id) =>
        id === undefined
          ? []
          : ['', '/progreso', '/estandares', '/evidencias', '/estandar/1'].map((s) => `/autoevaluacion/${id}${s}`),
    },
    {
      usuario: 'evaluador@soludable.demo',
      paginas: (id) => (id === undefined ? [] : [`/evaluacion/${id}`, `/evaluacion/${id}/estandares`]),
    },
  ];
  for (const { usuario, paginas } of filas) {
    const { cookie, token } = await sesion(base, usuario);
    const id = await primeraAutoevaluacion(base, token);
    for (const p of paginas(id)) {
      try {
        imprimir(await measurePageJs(base, p, cookie), PRESUPUESTO_SESION_KB, `${p} (${usuario.split('@')[0]})`);
      } catch (e) {
        console.log(`${p.padEnd(44)} no medida: ${(e as Error).message}`);
      }
    }
  }
}
