import { describe, expect, it } from 'vitest';
import { SAMPLES, text } from '../../../tests/fixtures/ficheros.ts';
import type { ChosenFile } from '../ficheros/checks.ts';
import { checkAvatarFile, initialsOf } from './checks.ts';

/** A chosen file whose head is `head` and whose size is `size` (without allocating it). */
const chosen = (name: string, head: Uint8Array, size = head.length): ChosenFile => ({
  name,
  size,
  slice: (start, end) => ({ arrayBuffer: async () => head.slice(start, end).buffer }),
});

describe('checkAvatarFile', () => {
  it('accepts JPG, GIF and PNG within the limits', async () => {
    expect(await checkAvatarFile(chosen('foto.PNG', SAMPLES.png))).toBeNull();
    expect(await checkAvatarFile(chosen('foto.gif', SAMPLES.gif))).toBeNull();
    expect(await checkAvatarFile(chosen('foto.jpeg', SAMPLES.jpeg, 1024 * 1024))).toBeNull();
  });

  it('gives the spec messages for size, name and type', async () => {
    expect(await checkAvatarFile(chosen('foto.png', SAMPLES.png, 1024 * 1024 + 1))).toBe(
      'La imagen no puede superar los 1024 KB',
    );
    expect(await checkAvatarFile(chosen(`${'a'.repeat(97)}.png`, SAMPLES.png))).toBe(
      'El nombre del fichero no puede superar los 100 caracteres',
    );
    expect(await checkAvatarFile(chosen('foto.webp', SAMPLES.webp))).toBe('Solo se admiten imágenes JPG, GIF o PNG');
  });

  it('looks at the content, not only the extension', async () => {
    expect(await checkAvatarFile(chosen('foto.png', SAMPLES.pdf))).toBe('Solo se admiten imágenes JPG, GIF o PNG');
    expect(await checkAvatarFile(chosen('foto.jpg', text('hola')))).toBe('Solo se admiten imágenes JPG, GIF o PNG');
  });
});

describe('initialsOf', () => {
  it('takes up to two initials, upper-cased', () => {
    expect(initialsOf('ana maría lópez')).toBe('AM');
    expect(initialsOf('  Íñigo ')).toBe('Í');
    expect(initialsOf('')).toBe('');
  });
});
