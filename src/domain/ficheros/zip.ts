import { Inflate } from 'fflate';

/**
 * ZIP archives are checked before they are stored (ADR 0011), so a zip bomb never reaches
 * the people or antivirus that later open it. We read the central directory by hand (the
 * declared sizes), refuse what cannot be checked, and then inflate every entry as a stream,
 * counting bytes and throwing the output away, stopping as soon as an entry produces more
 * than it declared or the archive more than the cap. Archives inside the archive are
 * inspected too, sharing the same budget; deeper nesting is refused.
 */
export const ZIP_LIMITES = {
  /** Uncompressed bytes of the whole archive, nested archives included. */
  totalDescomprimido: 50 * 1024 * 1024,
  /** Largest uncompressed/compressed ratio of an entry bigger than `ratioDesde`. */
  ratio: 100,
  ratioDesde: 1024 * 1024,
  entradas: 1000,
  /** 1: archives inside the upload are inspected; an archive inside those is refused. */
  anidamiento: 1,
};
type ZipLimites = typeof ZIP_LIMITES;

export type ZipProblema =
  | 'danado' // not a readable archive, or sizes that disagree with the data
  | 'demasiadoGrande' // over the uncompressed cap (declared or real)
  | 'ratio' // an entry compressed beyond any plausible document
  | 'entradas' // too many entries
  | 'solapado' // entries sharing data: the "overlapping files" bomb
  | 'anidado' // an archive inside an archive inside the upload
  | 'noComprobable'; // encrypted, ZIP64 directory, multi-disk, or a method we cannot inflate

type ZipResultado = { ok: true; descomprimido: number } | { ok: false; problema: ZipProblema };

class ZipError extends Error {
  constructor(readonly problema: ZipProblema) {
    super(problema);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX32 = 0xffffffff;
/** Deflate cannot expand more than ~1032:1, so 4 KB of input yields at most ~4 MB per step. */
const STEP = 4096;

interface Entrada {
  nombre: string;
  metodo: number;
  comprimido: number;
  descomprimido: number;
  offset: number;
  inicio: number;
  fin: number;
}

function reader(b: Uint8Array) {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const need = (at: number, n: number) => {
    if (at < 0 || at + n > b.length) throw new ZipError('danado');
  };
  return {
    u16: (at: number) => {
      need(at, 2);
      return v.getUint16(at, true);
    },
    u32: (at: number) => {
      need(at, 4);
      return v.getUint32(at, true);
    },
    u64: (at: number) => {
      need(at, 8);
      return Number(v.getBigUint64(at, true));
    },
  };
}

function findEocd(b: Uint8Array, r: ReturnType<typeof reader>): number {
  const stop = Math.max(0, b.length - 22 - 0xffff);
  for (let at = b.length - 22; at >= stop; at--) {
    if (b[at] === 0x50 && b[at + 1] === 0x4b && r.u32(at) === EOCD) return at;
  }
  throw new ZipError('danado');
}

/** The sizes in an entry's ZIP64 extra field (0x0001), for the fields the entry marked 0xFFFFFFFF. */
function zip64Sizes(
  r: ReturnType<typeof reader>,
  extraAt: number,
  extraLen: number,
  e: Pick<Entrada, 'comprimido' | 'descomprimido' | 'offset'>,
) {
  for (let at = extraAt; at + 4 <= extraAt + extraLen; ) {
    const id = r.u16(at);
    const len = r.u16(at + 2);
    if (id === 0x0001) {
      let p = at + 4;
      if (e.descomprimido === MAX32) {
        e.descomprimido = r.u64(p);
        p += 8;
      }
      if (e.comprimido === MAX32) {
        e.comprimido = r.u64(p);
        p += 8;
      }
      if (e.offset === MAX32) e.offset = r.u64(p);
      return;
    }
    at += 4 + len;
  }
  throw new ZipError('danado');
}

/** The central directory, with every declared-size check done; no data inflated yet. */
function readDirectory(b: Uint8Array, limites: ZipLimites, presupuesto: { total: number }): Entrada[] {
  const r = reader(b);
  const eocd = findEocd(b, r);
  const count = r.u16(eocd + 10);
  const size = r.u32(eocd + 12);
  const start = r.u32(eocd + 16);
  if (r.u16(eocd + 4) !== 0 || r.u16(eocd + 6) !== 0 || r.u16(eocd + 8) !== count) throw new ZipError('noComprobable');
  if (count === 0xffff || size === MAX32 || start === MAX32) throw new ZipError('noComprobable');
  if (count > limites.entradas) throw new ZipError('entradas');
  if (start + size > eocd) throw new ZipError('danado');

  const entradas: Entrada[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (r.u32(at) !== CENTRAL) throw new ZipError('danado');
    const flags = r.u16(at + 8);
    const nameLen = r.u16(at + 28);
    const extraLen = r.u16(at + 30);
    const commentLen = r.u16(at + 32);
    const e = {
      nombre: new TextDecoder().decode(b.subarray(at + 46, at + 46 + nameLen)),
      metodo: r.u16(at + 10),
      comprimido: r.u32(at + 20),
      descomprimido: r.u32(at + 24),
      offset: r.u32(at + 42),
      inicio: 0,
      fin: 0,
    };
    if (e.comprimido === MAX32 || e.descomprimido === MAX32 || e.offset === MAX32) {
      zip64Sizes(r, at + 46 + nameLen, extraLen, e);
    }
    if (flags & 0x0001) throw new ZipError('noComprobable'); // encrypted: the content cannot be checked
    if (e.metodo !== 0 && e.metodo !== 8) throw new ZipError('noComprobable');
    presupuesto.total += e.descomprimido;
    if (presupuesto.total > limites.totalDescomprimido) throw new ZipError('demasiadoGrande');
    if (e.descomprimido > limites.ratioDesde && e.descomprimido > e.comprimido * limites.ratio) throw new ZipError('ratio');
    if (r.u32(e.offset) !== LOCAL) throw new ZipError('danado');
    e.inicio = e.offset + 30 + r.u16(e.offset + 26) + r.u16(e.offset + 28);
    e.fin = e.inicio + e.comprimido;
    if (e.fin > start) throw new ZipError('danado');
    entradas.push(e);
    at += 46 + nameLen + extraLen + commentLen;
  }
  // Each entry's local header and data must stand alone: shared data is how the
  // "non-recursive" bombs reach gigabytes with small declared sizes per entry.
  const sorted = [...entradas].sort((a, b2) => a.offset - b2.offset);
  for (let i = 1; i < sorted.length; i++) {
    if ((sorted[i] as Entrada).offset < (sorted[i - 1] as Entrada).fin) throw new ZipError('solapado');
  }
  return entradas;
}

const looksLikeZip = (b: Uint8Array) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && (b[2] === 3 || b[2] === 5);

/**
 * Inflates one entry, counting. Keeps the output only when it starts like a ZIP (to
 * inspect it as a nested archive); otherwise every chunk is dropped as soon as counted.
 */
function inflateEntry(b: Uint8Array, e: Entrada, limites: ZipLimites, real: { total: number }): Uint8Array | null {
  const data = b.subarray(e.inicio, e.fin);
  if (e.metodo === 0) {
    if (e.comprimido !== e.descomprimido) throw new ZipError('danado');
    real.total += data.length;
    if (real.total > limites.totalDescomprimido) throw new ZipError('demasiadoGrande');
    return looksLikeZip(data) ? data : null;
  }
  let produced = 0;
  let keep: Uint8Array[] | null = null;
  let over = false;
  const inflater = new Inflate((chunk) => {
    if (produced === 0 && chunk.length > 0) keep = looksLikeZip(chunk) ? [] : null;
    produced += chunk.length;
    real.total += chunk.length;
    if (produced > e.descomprimido || real.total > limites.totalDescomprimido) over = true;
    else if (keep) keep.push(chunk.slice());
  });
  try {
    for (let at = 0; at < data.length && !over; at += STEP) {
      inflater.push(data.subarray(at, Math.min(at + STEP, data.length)), at + STEP >= data.length);
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch {
    throw new ZipError('danado');
  }
  // More than declared: the directory lied, which only a bomb needs to do.
  if (over) throw new ZipError(real.total > limites.totalDescomprimido ? 'demasiadoGrande' : 'danado');
  if (produced !== e.descomprimido) throw new ZipError('danado');
  const parts = keep as Uint8Array[] | null;
  if (!parts) return null;
  const out = new Uint8Array(produced);
  let p = 0;
  for (const part of parts) {
    out.set(part, p);
    p += part.length;
  }
  return out;
}

function inspect(b: Uint8Array, nivel: number, limites: ZipLimites, declarado: { total: number }, real: { total: number }) {
  const entradas = readDirectory(b, limites, declarado);
  for (const e of entradas) {
    const nested = inflateEntry(b, e, limites, real);
    if (!nested) continue;
    if (nivel >= limites.anidamiento) throw new ZipError('anidado');
    inspect(nested, nivel + 1, limites, declarado, real);
  }
}

/** Checks a ZIP archive against `limites` without ever holding its inflated content. */
export function inspectZip(bytes: Uint8Array, limites: ZipLimites = ZIP_LIMITES): ZipResultado {
  const real = { total: 0 };
  try {
    inspect(bytes, 0, limites, { total: 0 }, real);
    return { ok: true, descomprimido: real.total };
  } catch (err) {
    if (err instanceof ZipError) return { ok: false, problema: err.problema };
    return { ok: false, problema: 'danado' };
  }
}
