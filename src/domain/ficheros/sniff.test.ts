import { describe, expect, it } from 'vitest';
import { hex, SAMPLES, text } from '../../../tests/fixtures/ficheros.ts';
import { EXTENSIONES_POR_TIPO, isExecutable, PREVIEWABLE_MIME, sniff } from './sniff.ts';

describe('sniff', () => {
  it.each([
    ['png', 'image/png'],
    ['gif', 'image/gif'],
    ['jpeg', 'image/jpeg'],
    ['bmp', 'image/bmp'],
    ['tiff', 'image/tiff'],
    ['webp', 'image/webp'],
    ['rar', 'application/vnd.rar'],
    ['zip', 'application/zip'],
    ['pdf', 'application/pdf'],
    ['svg', 'image/svg+xml'],
  ] as const)('detects %s', (tipo, mime) => {
    expect(sniff(SAMPLES[tipo])).toMatchObject({ tipo, mime });
  });

  it('detects big-endian TIFF, GIF87a, RAR 4, an empty ZIP and an empty RAR 4', () => {
    expect(sniff(hex('4d4d002a00000008'))?.tipo).toBe('tiff');
    expect(sniff(text('GIF87a\x01\x00\x01\x00'))?.tipo).toBe('gif');
    expect(sniff(hex('526172211a0700cf907300000d00000000000000'))?.tipo).toBe('rar');
    expect(sniff(hex(`504b0506${'00'.repeat(18)}`))?.tipo).toBe('zip');
  });

  it('detects SVG after a BOM, an XML declaration, comments and a doctype', () => {
    const svg =
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- icono -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      '<SVG viewBox="0 0 1 1"></SVG>';
    expect(sniff(text(svg))?.tipo).toBe('svg');
  });

  it('finds a PDF header after leading junk within 1024 bytes, not beyond', () => {
    expect(sniff(text(`${' '.repeat(100)}%PDF-1.7\n`))?.tipo).toBe('pdf');
    expect(sniff(text(`${' '.repeat(1100)}%PDF-1.7\n`))).toBeNull();
  });

  it('ignores names: a text file is nothing, whatever it claims', () => {
    expect(sniff(text('hola, esto no es una imagen'))).toBeNull();
    expect(sniff(text('<html><svg></svg></html>'))).toBeNull();
    expect(sniff(text('BM es texto, no un mapa de bits de verdad'))).toBeNull();
    expect(sniff(new Uint8Array())).toBeNull();
  });

  it('does not take truncated signatures or binary with NULs for SVG', () => {
    expect(sniff(hex('89504e470d0a'))).toBeNull();
    expect(sniff(hex('ffd8'))).toBeNull();
    expect(sniff(text('RIFF\x1a\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniff(text('<svg\x00>'))).toBeNull();
  });
});

describe('upload helpers', () => {
  it('detects ICO for previews (not an upload type)', () => {
    const ico = hex(`00000100010010100000010020006804000016000000${'00'.repeat(8)}`);
    expect(sniff(ico)).toMatchObject({ tipo: 'ico', mime: 'image/x-icon' });
    expect(EXTENSIONES_POR_TIPO.ico).toBeUndefined();
    expect(PREVIEWABLE_MIME.has('image/x-icon')).toBe(true);
  });

  it('flags programs even when a PDF header follows within 1024 bytes', () => {
    const exe = text(`MZ${'\x00'.repeat(62)}%PDF-1.4\n`);
    expect(sniff(exe)?.tipo).toBe('pdf');
    expect(isExecutable(exe)).toBe(true);
    expect(isExecutable(text('\x7fELF'))).toBe(true);
    expect(isExecutable(text('#!/bin/sh\n'))).toBe(true);
    expect(isExecutable(SAMPLES.pdf)).toBe(false);
    expect(isExecutable(SAMPLES.png)).toBe(false);
  });

  it('keeps SVG out of inline previews and of uploads', () => {
    expect(PREVIEWABLE_MIME.has('image/svg+xml')).toBe(false);
    expect(EXTENSIONES_POR_TIPO.svg).toBeUndefined();
    expect(EXTENSIONES_POR_TIPO.jpeg).toEqual(['jpg', 'jpeg']);
    expect(EXTENSIONES_POR_TIPO.tiff).toEqual(['tif', 'tiff']);
  });
});
