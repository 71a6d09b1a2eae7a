import autocannon from 'autocannon';

/** One row of the load table: a path (or several, taken in turn) and its target. */
export interface Fila {
  grupo: string;
  nombre: string;
  path: string | string[];
  headers?: Record<string, string>;
  conexiones?: number;
  /** Statuses that count as answers (default 200); any other is an error. */
  estados?: number[];
  /** Measured on the yardstick's process (bench-hello.ts), not on the project. */
  referencia?: boolean;
  /** The base URL of another server this row is measured on (default: the project's server). */
  servidor?: string;
  /** A name later rows of the run refer to (objetivo.deFila, objetivo.dobleDe). */
  clave?: string;
  /**
   * Each request from a cookie never seen before (autocannon's per-request id in an extra
   * cookie): no copy kept for a session's cookies can answer it, so the row measures the render.
   */
  sinCopia?: boolean;
  /**
   * Targets: share of bare Hono (%), p99 (ms), absolute req/s, and share of the same bytes served
   * by bare Hono (%, against the reference row measured just before: a reply bound by its size).
   */
  objetivo?: {
    ratio?: number;
    p99?: number;
    rps?: number;
    mismosBytes?: number;
    /** No errors at all. */
    sinErrores?: boolean;
    /** At least `ratio` % of the req/s of the row named `clave`, measured earlier in the same run. */
    deFila?: { clave: string; ratio: number };
    /** Within twice the row named here (the same page on the demo data): half its share of bare Hono or more, p99 at most twice. */
    dobleDe?: string;
  };
}

export interface Medida {
  rps: number;
  p99?: number;
  /** Share of bare Hono (%), when the yardstick was given. */
  ratio?: number | null;
}

/** The rows measured so far in the run, by `clave`. */
export type Anteriores = ReadonlyMap<string, Medida>;

const cols = (...c: string[]) => c.join('  ');

export function imprimirCabecera() {
  console.log(
    cols(
      'qué'.padEnd(52),
      'req/s'.padStart(7),
      '% Hono'.padStart(7),
      'p50 ms'.padStart(7),
      'p99 ms'.padStart(7),
      'errores'.padStart(7),
      ' objetivo',
    ),
  );
}

function objetivoTexto(
  f: Fila,
  m: { rps: number; ratio: number | null; p99: number; errores: number },
  mismos?: Medida,
  anteriores?: Anteriores,
): string {
  const o = f.objetivo;
  if (!o) return '';
  const { rps, ratio, p99 } = m;
  const partes: string[] = [];
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  if (o.ratio !== undefined && ratio !== null) partes.push(`${mark(ratio >= o.ratio)} ≥ ${o.ratio} %`);
  if (o.rps !== undefined) partes.push(`${mark(rps >= o.rps)} ≥ ${o.rps} req/s`);
  if (o.p99 !== undefined) partes.push(`${mark(rps > 0 && p99 < o.p99)} p99 < ${o.p99} ms`);
  // No answer at all in the window is not "no errors": every request was still pending.
  if (o.sinErrores) partes.push(`${mark(rps > 0 && m.errores === 0)} 0 errores`);
  const de = o.deFila && anteriores?.get(o.deFila.clave);
  if (o.deFila && de) {
    const share = (100 * rps) / de.rps;
    partes.push(`${mark(rps > 0 && share >= o.deFila.ratio)} ≥ ${o.deFila.ratio} % de ${o.deFila.clave} (${share.toFixed(1)} %)`);
  }
  const demo = o.dobleDe ? anteriores?.get(o.dobleDe) : undefined;
  if (o.dobleDe && demo) {
    const veces = demo.rps / Math.max(rps, 1);
    const vecesP99 = p99 / Math.max(demo.p99 ?? 1, 1);
    // A side that answered nothing in the window has no figure to compare: ✗.
    const medidas = rps > 0 && demo.rps > 0;
    partes.push(
      `${mark(medidas && veces <= 2 && vecesP99 <= 2)} ≤ 2× la demo (req/s ÷${veces.toFixed(2)}, p99 ×${vecesP99.toFixed(2)})`,
    );
  }
  if (o.mismosBytes !== undefined && mismos) {
    const share = (100 * rps) / mismos.rps;
    partes.push(`${mark(share >= o.mismosBytes)} ≥ ${o.mismosBytes} % de los mismos bytes (${share.toFixed(0)} %)`);
  }
  return partes.join(', ');
}

/**
 * Seconds of the same load before each measured one, not counted (BENCH_WARMUP, default 1): the
 * figures are of the server at work, not of V8 compiling a route's code on its first requests.
 * Every row has it, the yardstick's too, so the ratios compare like with like.
 */
export const warmupSeconds = Number(process.env.BENCH_WARMUP ?? 1);

/**
 * autocannon keeps each reply's body as a string (`req.body += chunk` in its
 * pipelinedRequestsQueue.js, mcollina/autocannon#485), so it decodes every byte it receives as
 * UTF-8: for brotli pages and bundles that decoding was the load generator's main work (70 % of
 * its CPU on the seven pages, where it ran at 99 % of a core while the server idled at 35-66 %),
 * and the rows measured autocannon, not the server. Nothing here reads a body (no `expectBody`,
 * `verifyBody` or `onResponse`), so each connection drops them; bytes are still counted from the
 * socket. Every row has it, the yardstick's too. If autocannon's internals change, the bench stops
 * here rather than measure the decoder again.
 */
function sinCuerpos(client: unknown): void {
  const cola = (client as { pipelinedRequests?: { addBody?: unknown } }).pipelinedRequests;
  if (typeof cola?.addBody !== 'function') {
    throw new Error('autocannon ya no tiene pipelinedRequests.addBody: revisa sinCuerpos en bench-load.ts');
  }
  cola.addBody = () => {};
}

/**
 * Loads one row and prints it; `bare` is the yardstick measured earlier in the same run, and
 * `mismos` the reference row with the same bytes measured just before (objetivo.mismosBytes).
 */
export async function medir(
  f: Fila,
  base: string,
  seconds: number,
  bare?: Medida,
  mismos?: Medida,
  anteriores?: Anteriores,
): Promise<Medida> {
  const paths = Array.isArray(f.path) ? f.path : [f.path];
  const connections = f.conexiones ?? 100;
  const r = await autocannon({
    url: base,
    connections,
    duration: seconds,
    ...(warmupSeconds > 0 ? { warmup: { connections, duration: warmupSeconds } } : {}),
    headers: {
      'X-Instancia': 'soludable',
      ...f.headers,
      ...(f.sinCopia ? { Cookie: `${f.headers?.Cookie ?? ''}; bench-sin-copia=[<id>]` } : {}),
    },
    // autocannon writes a new id where the request says [<id>], on every request.
    idReplacement: f.sinCopia === true,
    requests: paths.map((path) => ({ method: 'GET', path })),
    setupClient: sinCuerpos,
  });
  const { p50, p99 } = r.latency as unknown as { p50: number; p99: number };
  const ok = new Set(f.estados ?? [200]);
  const stats = (r as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const wrong = Object.entries(stats).reduce((n, [code, s]) => (ok.has(Number(code)) ? n : n + s.count), 0);
  const rps = Math.round(r.requests.average);
  const ratio = bare ? (100 * rps) / bare.rps : null;
  console.log(
    cols(
      f.nombre.slice(0, 52).padEnd(52),
      String(rps).padStart(7),
      (ratio === null ? '100' : ratio.toFixed(1)).padStart(7),
      String(p50).padStart(7),
      String(p99).padStart(7),
      String(r.errors + r.timeouts + wrong).padStart(7),
      ` ${objetivoTexto(f, { rps, ratio, p99, errores: r.errors + r.timeouts + wrong }, mismos, anteriores)}`,
    ),
  );
  return { rps, p99, ratio };
}
