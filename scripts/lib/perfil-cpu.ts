import { readFileSync } from 'node:fs';

/** A V8 CPU profile (.cpuprofile, as `node --cpu-prof` writes it). */
interface Perfil {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Where a function lives, for the totals: its npm package (node_modules/<pkg>), a Node built-in,
 * V8's own entries ((garbage collector), (program), (idle)), or the project's file (the built
 * server's chunks under dist/server, or the source).
 */
export function parteDe(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(nativo)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [a, b] = url.slice(nm + 'node_modules/'.length).split('/');
    return a?.startsWith('@') ? `${a}/${b}` : (a ?? url);
  }
  if (url.startsWith('node:')) return url;
  const dist = url.indexOf('/dist/');
  if (dist >= 0) return url.slice(dist + 1);
  const src = url.indexOf('/src/');
  return src >= 0 ? url.slice(src + 1) : url.replace(/^file:\/\//, '');
}

/**
 * Self time (ms) by function and by part, from the profile's samples and their time deltas.
 * Samples in the in-process inspector's own call (node:inspector, where the profiler started:
 * the main thread idle in the event loop) and V8's (idle) are left out of the total and counted
 * apart as `inactivo`.
 */
export function tiemposPropios(file: string): {
  total: number;
  inactivo: number;
  funciones: [string, number][];
  partes: [string, number][];
} {
  const p = JSON.parse(readFileSync(file, 'utf8')) as Perfil;
  const nodos = new Map(p.nodes.map((n) => [n.id, n]));
  const porFuncion = new Map<string, number>();
  const porParte = new Map<string, number>();
  let total = 0;
  let inactivo = 0;
  p.samples.forEach((id, i) => {
    const n = nodos.get(id);
    if (!n) return;
    const ms = (p.timeDeltas[i] ?? 0) / 1000;
    const { functionName, url, lineNumber } = n.callFrame;
    const parte = parteDe(url, functionName);
    if (parte === 'node:inspector' || parte === '(idle)') {
      inactivo += ms;
      return;
    }
    total += ms;
    const funcion = `${functionName || '(anónima)'} · ${parte}${url ? `:${lineNumber + 1}` : ''}`;
    porFuncion.set(funcion, (porFuncion.get(funcion) ?? 0) + ms);
    porParte.set(parte, (porParte.get(parte) ?? 0) + ms);
  });
  const orden = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { total, inactivo, funciones: orden(porFuncion), partes: orden(porParte) };
}

/** A page's bytes by part: the RSC payload Waku embeds (its inline scripts), other inline scripts, and the markup. */
export function bytesPorParte(html: string): {
  total: number;
  rsc: number;
  otrosScripts: number;
  marcado: number;
  scripts: string[];
} {
  let rsc = 0;
  let otrosScripts = 0;
  for (const m of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const bytes = Buffer.byteLength(m[0]);
    if ((m[1] ?? '').includes('__FLIGHT_DATA')) rsc += bytes;
    else otrosScripts += bytes;
  }
  const total = Buffer.byteLength(html);
  const scripts = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string))];
  return { total, rsc, otrosScripts, marcado: total - rsc - otrosScripts, scripts };
}
