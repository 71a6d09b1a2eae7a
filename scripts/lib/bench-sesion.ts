import type { Fila } from './bench-load.ts';
import { MANUAL_GRANDE } from './bench-manual-grande.ts';

/**
 * The signed-in pages of `npm run bench`, at 20 connections, each signed in as a demo user who
 * really works there: the self-assessment area as the self-assessor, the evaluation area as the
 * evaluator (its result as the head of evaluation), the staff dashboard and lists as the agency's
 * manager, the users list as the administrator. Target: ≥ 1 % of bare Hono, p99 < 100 ms, no
 * errors. The board is also held to ≥ 25 % of its own API read, measured just before it.
 *
 * Each page row is the normal load of one session (a kept copy may answer it); unless
 * BENCH_SIN_COPIA=0 it is followed by a noted row where every request carries a cookie never
 * seen before, so no copy kept for a session's cookies answers and the row measures the render.
 *
 * With `npm run bench:datos`, group `datos-grandes` measures the same area pages over the manual
 * of 100 standards and 300 evidences (bench-manual-grande.ts), each against its demo row of the
 * same run, and the staff list and dashboard over 10,000 projects against the demo's figures
 * taken from a second server on the demo data (`demoBase`).
 */

type Login = (email: string) => Promise<string>;

const PAGINA = { ratio: 1, p99: 100, sinErrores: true } as const;
const conCopiaSinCopia = process.env.BENCH_SIN_COPIA !== '0';

async function json<T>(base: string, path: string, token: string): Promise<T> {
  const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}`, 'X-Instancia': 'soludable' } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

interface MiProyecto {
  Id: number;
  Codigo?: string;
  Autoevaluacion: { Id: number; Fase: { TipoClave: string } } | null;
}

/** The user's current self-assessment or evaluation: the demo's, or the large manual's (`grande`). */
async function registroDe(base: string, token: string, tipo: 'AUT' | 'EVA', grande: boolean): Promise<number | undefined> {
  const { Registros } = await json<{ Registros: MiProyecto[] }>(
    base,
    '/api/yo/proyectos?registrosPorPagina=100&campos=Id,Codigo,Autoevaluacion',
    token,
  );
  return Registros.find(
    (p) => p.Autoevaluacion?.Fase.TipoClave === tipo && (p.Codigo?.startsWith(MANUAL_GRANDE.proyecto) ?? false) === grande,
  )?.Autoevaluacion?.Id;
}

async function primerEstandar(base: string, token: string, id: number): Promise<number | undefined> {
  const r = await json<{ Registros: { EstandarId: number }[] }>(
    base,
    `/api/autoevaluaciones/${id}/estandares?registrosPorPagina=1&campos=EstandarId`,
    token,
  );
  return r.Registros[0]?.EstandarId;
}

/** A page row and, unless turned off, its uncached render noted after it. */
function pagina(grupo: string, nombre: string, path: string, token: string, extra: Partial<Fila> = {}, nota = true): Fila[] {
  const fila: Fila = {
    grupo,
    nombre,
    path,
    headers: { Cookie: `sesion=${token}`, 'Accept-Encoding': 'br, gzip' },
    conexiones: 20,
    objetivo: PAGINA,
    ...extra,
  };
  if (!conCopiaSinCopia || !nota) return [fila];
  return [
    fila,
    { ...fila, nombre: '  sin copia (nota: render por petición)', sinCopia: true, objetivo: undefined, clave: undefined },
  ];
}

interface Usuarios {
  autoevaluador: string;
  evaluador: string;
  jefe: string;
  gestor: string;
  admin: string;
}

async function usuarios(login: Login): Promise<Usuarios> {
  const [autoevaluador, evaluador, jefe, gestor, admin] = await Promise.all(
    ['autoevaluador', 'evaluador', 'jefeevaluacion', 'gestor', 'admin'].map((u) => login(`${u}@soludable.demo`)),
  );
  return { autoevaluador, evaluador, jefe, gestor, admin } as Usuarios;
}

/** The self-assessment and evaluation pages of one record pair (the demo's, or the large manual's). */
async function filasArea(base: string, u: Usuarios, grande: boolean, grupo: string, notas = true): Promise<Fila[]> {
  const aut = await registroDe(base, u.autoevaluador, 'AUT', grande);
  const eva = await registroDe(base, u.evaluador, 'EVA', grande);
  const rows: Fila[] = [];
  const sufijo = grande ? ` (${MANUAL_GRANDE.estandares} est.)` : '';
  /** On the large manual, each row is held to the same page's demo row of this run. */
  const extra = (clave: string): Partial<Fila> => (grande ? { objetivo: { ...PAGINA, dobleDe: clave } } : { clave });
  const paginaArea = (g: string, n: string, p: string, t: string, e: Partial<Fila>) => pagina(g, n, p, t, e, notas);
  if (aut) {
    const est = await primerEstandar(base, u.autoevaluador, aut);
    const area = (nombre: string, sub: string) =>
      paginaArea(
        grupo,
        `/autoevaluacion/{id}${nombre}${sufijo}`,
        `/autoevaluacion/${aut}${sub}`,
        u.autoevaluador,
        extra(`aut${nombre}`),
      );
    const api = `GET /api/autoevaluaciones/{id}/estandares${sufijo}`;
    rows.push(
      {
        grupo,
        nombre: api,
        path: `/api/autoevaluaciones/${aut}/estandares?registrosPorPagina=100`,
        headers: { Authorization: `Bearer ${u.autoevaluador}`, 'Accept-Encoding': 'br, gzip' },
        conexiones: 20,
        clave: grande ? 'la API grande' : 'la API',
        objetivo: { p99: 100 },
      },
      // The board against its own API read, measured just before it.
      ...paginaArea(
        grupo,
        `/autoevaluacion/{id}/progreso (tablero)${sufijo}`,
        `/autoevaluacion/${aut}/progreso`,
        u.autoevaluador,
        {
          ...(grande ? {} : { clave: 'aut/progreso' }),
          objetivo: {
            ...PAGINA,
            deFila: { clave: grande ? 'la API grande' : 'la API', ratio: 25 },
            ...(grande ? { dobleDe: 'aut/progreso' } : {}),
          },
        },
      ),
      ...area(' (inicio)', ''),
      ...area('/estandares', '/estandares'),
      ...area('/evidencias', '/evidencias'),
      ...(est ? area('/estandar/{n}', `/estandar/${est}`) : []),
    );
  }
  if (eva) {
    const est = await primerEstandar(base, u.evaluador, eva);
    const area = (nombre: string, sub: string, token = u.evaluador) =>
      paginaArea(grupo, `/evaluacion/{id}${nombre}${sufijo}`, `/evaluacion/${eva}${sub}`, token, extra(`eva${nombre}`));
    rows.push(
      ...area('/estandares', '/estandares'),
      ...(est ? area('/estandar/{n}', `/estandar/${est}`) : []),
      ...area('/resultado', '/resultado', u.jefe),
    );
  }
  return rows;
}

/** The demo rows: the area pages, the staff dashboard, a project, and the management lists. */
export async function filasSesion(base: string, login: Login): Promise<Fila[]> {
  const u = await usuarios(login);
  const proyecto = (await json<{ Registros: { Id: number }[] }>(base, '/api/proyectos?registrosPorPagina=1&campos=Id', u.gestor))
    .Registros[0]?.Id;
  const gestion = (path: string, token = u.gestor) => pagina('gestion', path, path, token);
  return [
    ...(await filasArea(base, u, false, 'autoevaluacion')),
    ...gestion('/index'),
    ...gestion('/proyectos'),
    ...(proyecto ? pagina('gestion', '/proyecto/{id}', `/proyecto/${proyecto}`, u.gestor) : []),
    ...['/solicitudes', '/solicitantes', '/acreditaciones/gestion', '/consultas', '/mensajes', '/actuaciones'].flatMap((p) =>
      gestion(p),
    ),
    ...gestion('/usuarios', u.admin),
  ];
}

/**
 * The large data set's rows (group `datos-grandes`): the area pages over the manual of 100
 * standards, and `/proyectos` and `/index` over 10,000 projects, each against the same page's
 * demo figure measured just before (on `demoBase`, a server over the demo data alone).
 */
export async function filasDatosGrandes(base: string, demoBase: string, login: Login, loginDemo: Login): Promise<Fila[]> {
  const u = await usuarios(login);
  const gestorDemo = await loginDemo('gestor@soludable.demo');
  const grupo = 'datos-grandes';
  const listas = ['/proyectos', '/index'].flatMap((path): Fila[] => [
    {
      grupo,
      nombre: `${path} (demo)`,
      path,
      servidor: demoBase,
      headers: { Cookie: `sesion=${gestorDemo}`, 'Accept-Encoding': 'br, gzip' },
      conexiones: 20,
      clave: `demo${path}`,
    },
    ...pagina(grupo, `${path} (10.000 proyectos)`, path, u.gestor, { objetivo: { ...PAGINA, dobleDe: `demo${path}` } }),
  ]);
  // Each large-manual row right after the same page's demo row (no note on the demo's side).
  const demo = await filasArea(base, u, false, grupo, false);
  const grandes = await filasArea(base, u, true, grupo);
  const rows: Fila[] = [];
  for (const fila of grandes) {
    if (!fila.sinCopia) {
      const par = demo.shift();
      if (par) rows.push(par);
    }
    rows.push(fila);
  }
  return [...rows, ...listas];
}
