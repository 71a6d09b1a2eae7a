/**
 * Bytes allocated on V8's heap between two readings, and the collections in between, counted from
 * V8's own figures (GCProfiler: the heap's used size before and after every collection) rather
 * than from time: a figure that does not move with the machine's load. Bytes outside the heap (buffers' backing stores) are not counted.
 */
import { GCProfiler, getHeapStatistics } from 'node:v8';

export interface Lectura {
  /** Bytes allocated on the heap since the previous reading. */
  bytes: number;
  /** Young-generation collections (scavenges) and full ones (mark-compact) since then. */
  scavenges: number;
  completas: number;
  /** Bytes the scavenges moved into the old generation (what survived them). */
  promovidos: number;
  /** Milliseconds spent in the scavenges. */
  msScavenges: number;
}

interface EspacioGc {
  spaceName: string;
  spaceUsedSize: number;
}
interface EstadoGc {
  heapStatistics: { usedHeapSize: number };
  heapSpaceStatistics: EspacioGc[];
}
interface Recogida {
  gcType: string;
  cost: number;
  beforeGC: EstadoGc;
  afterGC: EstadoGc;
}

const viejo = (e: EstadoGc) => e.heapSpaceStatistics.find((s) => s.spaceName === 'old_space')?.spaceUsedSize ?? 0;

export function contadorAsignaciones() {
  let perfil = new GCProfiler();
  perfil.start();
  let usado = getHeapStatistics().used_heap_size;
  /** What was allocated since the previous call (or since the counter was made). */
  return function leer(): Lectura {
    const { statistics } = perfil.stop() as unknown as { statistics: Recogida[] };
    const ahora = getHeapStatistics().used_heap_size;
    perfil = new GCProfiler();
    perfil.start();
    const l: Lectura = { bytes: 0, scavenges: 0, completas: 0, promovidos: 0, msScavenges: 0 };
    for (const r of statistics) {
      // Whatever the heap grew by until this collection was allocated since the last one ended.
      l.bytes += Math.max(0, r.beforeGC.heapStatistics.usedHeapSize - usado);
      usado = r.afterGC.heapStatistics.usedHeapSize;
      if (r.gcType === 'Scavenge' || r.gcType === 'MinorMarkSweep') {
        l.scavenges++;
        l.promovidos += Math.max(0, viejo(r.afterGC) - viejo(r.beforeGC));
        l.msScavenges += r.cost / 1000;
      } else if (r.gcType === 'MarkSweepCompact') l.completas++;
    }
    l.bytes += Math.max(0, ahora - usado);
    usado = ahora;
    return l;
  };
}
