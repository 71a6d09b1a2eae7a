import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Every process started (directly or not) by `root`, itself included (Linux /proc). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name in field 2 may hold spaces: the parent id follows its closing ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(root);
  return out;
}

/**
 * The peak resident memory (VmHWM, MB) of the largest process under `root`: the server
 * itself, not the npx/tsx launchers around it.
 */
export function peakRssMb(root: number, field: 'VmHWM' | 'VmRSS' = 'VmHWM'): number {
  let peak = 0;
  for (const pid of processTree(root)) {
    try {
      const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
      if (m) peak = Math.max(peak, Number(m[1]) / 1024);
    } catch {
      // ended
    }
  }
  return Math.round(peak);
}

/** The current resident memory (MB) of the largest process under `root`. */
export const rssMb = (root: number) => peakRssMb(root, 'VmRSS');

/**
 * Waits for `url` to answer below 500, every half second for up to five minutes: a demo server
 * seeds first, and on a busy machine that took over two.
 */
export async function waitFor(url: string, tries = 600): Promise<void> {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} no respondió`);
}

/**
 * The V8 and Node flags `npm start` gives the server (package.json's `start`, up to its first
 * `--import`), for a script that starts the server itself and must run it the same way.
 */
export function startFlags(packageJson = resolve(import.meta.dirname, '../../package.json')): string[] {
  const start: string = JSON.parse(readFileSync(packageJson, 'utf8')).scripts.start;
  const words = start.split(/\s+/).slice(1);
  const end = words.indexOf('--import');
  return (end === -1 ? words : words.slice(0, end)).filter((w) => w.startsWith('--'));
}
