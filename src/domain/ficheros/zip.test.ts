import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SAMPLES } from '../../../tests/fixtures/ficheros.ts';
import { inspectZip, ZIP_LIMITES } from './zip.ts';

const MB = 1024 * 1024;
const zeros = (n: number) => new Uint8Array(n);
const text = (s: string) => new TextEncoder().encode(s);

/** Offsets of every central directory entry of a (small, comment-less) archive. */
function centralEntries(zip: Uint8Array): number[] {
  const v = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const eocd = zip.length - 22;
  const count = v.getUint16(eocd + 10, true);
  let at = v.getUint32(eocd + 16, true);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    out.push(at);
    at += 46 + v.getUint16(at + 28, true) + v.getUint16(at + 30, true) + v.getUint16(at + 32, true);
  }
  return out;
}

/** Rewrites the uncompressed size of entry `i` in both its central and local headers. */
function declareSize(zip: Uint8Array, i: number, size: number): Uint8Array {
  const out = zip.slice();
  const v = new DataView(out.buffer);
  const central = centralEntries(out)[i] as number;
  v.setUint32(central + 24, size, true);
  v.setUint32(v.getUint32(central + 42, true) + 22, size, true);
  return out;
}

/** Overwrites the compressed data of entry `i` with bytes no inflater accepts. */
function corruptData(zip: Uint8Array, i: number): Uint8Array {
  const out = zip.slice();
  const v = new DataView(out.buffer);
  const central = centralEntries(out)[i] as number;
  const local = v.getUint32(central + 42, true);
  const start = local + 30 + v.getUint16(local + 26, true) + v.getUint16(local + 28, true);
  out.fill(0xff, start, start + v.getUint32(central + 20, true));
  return out;
}

describe('inspectZip', () => {
  it('accepts an ordinary archive and reports what it inflates to', () => {
    expect(inspectZip(SAMPLES.zip)).toEqual({ ok: true, descomprimido: 5 });
    const docs = zipSync({ 'a.txt': text('hola '.repeat(1000)), 'b/c.pdf': SAMPLES.pdf, 'b/': new Uint8Array() });
    expect(inspectZip(docs)).toMatchObject({ ok: true });
    expect(inspectZip(zipSync({}))).toEqual({ ok: true, descomprimido: 0 });
  });

  it('refuses more than the cap declared, without inflating (1 GB of zeros declared)', () => {
    // Data no inflater accepts: inflating it would answer 'danado', so the refusal comes from the
    // directory alone.
    const broken = corruptData(zipSync({ 'ceros.bin': zeros(64 * 1024) }, { level: 9 }), 0);
    expect(inspectZip(broken)).toEqual({ ok: false, problema: 'danado' });
    expect(inspectZip(declareSize(broken, 0, 1024 * MB))).toEqual({ ok: false, problema: 'demasiadoGrande' });
  });

  it('refuses a real 60 MB of zeros (declared total over 50 MB)', () => {
    const bomb = zipSync({ 'ceros.bin': zeros(60 * MB) }, { level: 1 });
    expect(bomb.length).toBeLessThan(2048 * 1024);
    expect(inspectZip(bomb)).toEqual({ ok: false, problema: 'demasiadoGrande' });
  });

  it('refuses an entry compressed beyond the ratio, and many small entries adding up', () => {
    expect(inspectZip(zipSync({ 'ceros.bin': zeros(5 * MB) }))).toEqual({ ok: false, problema: 'ratio' });
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 60; i++) many[`f${i}.bin`] = zeros(MB);
    expect(inspectZip(zipSync(many, { level: 1 }))).toEqual({ ok: false, problema: 'demasiadoGrande' });
  });

  it('stops inflating as soon as an entry produces more than it declared (lying headers)', () => {
    const liar = declareSize(zipSync({ 'ceros.bin': zeros(40 * MB) }, { level: 1 }), 0, 1000);
    const limites = { ...ZIP_LIMITES, ratio: Number.POSITIVE_INFINITY };
    expect(inspectZip(liar, limites)).toEqual({ ok: false, problema: 'danado' });
    // The stream stops after the first step (~4 MB at most): inflating on to 40 MB would pass an
    // 8 MB cap and answer 'demasiadoGrande' instead.
    expect(inspectZip(liar, { ...limites, totalDescomprimido: 8 * MB })).toEqual({ ok: false, problema: 'danado' });
  });

  it('refuses archives nested two deep (42.zip style) and inspects one level', () => {
    const inner = zipSync({ 'a.txt': text('hola') });
    expect(inspectZip(zipSync({ 'dentro.zip': inner }))).toMatchObject({ ok: true });
    const layer: Record<string, Uint8Array> = {};
    for (let i = 0; i < 16; i++) layer[`${i.toString(16)}.zip`] = zipSync({ 'x.zip': inner });
    expect(inspectZip(zipSync(layer))).toEqual({ ok: false, problema: 'anidado' });
    // A nested archive's own content counts against the same budget.
    const hidden = zipSync({ 'dentro.zip': zipSync({ 'ceros.bin': zeros(60 * MB) }, { level: 1 }) }, { level: 0 });
    expect(inspectZip(hidden)).toMatchObject({ ok: false });
  });

  it('refuses entries sharing their data (overlapping bomb)', () => {
    const zip = zipSync({ 'a.txt': text('uno'), 'b.txt': text('dos') }, { level: 0 });
    const v = new DataView(zip.buffer);
    const [first, second] = centralEntries(zip) as [number, number];
    v.setUint32(second + 42, v.getUint32(first + 42, true), true);
    expect(inspectZip(zip)).toEqual({ ok: false, problema: 'solapado' });
  });

  it('refuses what it cannot check: encrypted entries, unknown methods, too many entries', () => {
    const enc = zipSync({ 'a.txt': text('secreto') });
    new DataView(enc.buffer).setUint16((centralEntries(enc)[0] as number) + 8, 1, true);
    expect(inspectZip(enc)).toEqual({ ok: false, problema: 'noComprobable' });
    const bz = zipSync({ 'a.txt': text('x') });
    new DataView(bz.buffer).setUint16((centralEntries(bz)[0] as number) + 10, 12, true);
    expect(inspectZip(bz)).toEqual({ ok: false, problema: 'noComprobable' });
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 1001; i++) many[`${i}`] = new Uint8Array();
    expect(inspectZip(zipSync(many))).toEqual({ ok: false, problema: 'entradas' });
  });

  it('refuses broken archives', () => {
    expect(inspectZip(SAMPLES.zip.subarray(0, 60))).toEqual({ ok: false, problema: 'danado' });
    expect(inspectZip(text('PK\x03\x04 nada más'))).toEqual({ ok: false, problema: 'danado' });
    const bad = zipSync({ 'a.txt': text('hola hola hola hola') });
    bad[40] = (bad[40] as number) ^ 0xff; // inside the deflate data
    expect(inspectZip(bad).ok).toBe(false);
  });
});
