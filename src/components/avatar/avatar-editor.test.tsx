/**
 * Server rendering of the editor (no DOM in this test environment): what a user sees
 * before any interaction, and the accessibility wiring. Interaction (choosing, preview,
 * upload, confirmation) is covered through checks.ts and upload.ts here, and in the browser
 * by the /perfil e2e once that page places the editor.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AvatarEditor } from './avatar-editor.tsx';

describe('AvatarEditor', () => {
  it('shows the initials and no remove button without an avatar', () => {
    const html = renderToStaticMarkup(<AvatarEditor ficheroAvatarId={null} nombre="Ana María López" />);
    expect(html).toContain('>AM</span>');
    expect(html).toContain('aria-label="Sin imagen de perfil"');
    expect(html).not.toContain('Eliminar imagen');
    expect(html).not.toContain('<img');
  });

  it('shows the current avatar from the API and offers its removal', () => {
    const html = renderToStaticMarkup(<AvatarEditor ficheroAvatarId={42} nombre="Ana" />);
    expect(html).toContain('src="/api/ficheros/42"');
    expect(html).toContain('alt="Imagen de perfil actual"');
    expect(html).toContain('Eliminar imagen');
  });

  it('has a labelled file input limited to JPG, GIF and PNG, with its help', () => {
    const html = renderToStaticMarkup(<AvatarEditor ficheroAvatarId={null} nombre="Ana" />);
    const input = /<input[^>]*type="file"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('accept=".jpg,.jpeg,.gif,.png,image/jpeg,image/gif,image/png"');
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(html).toContain(`for="${id}"`);
    const hint = /aria-describedby="([^"]+)"/.exec(input)?.[1] ?? '';
    expect(html).toContain(`id="${hint}"`);
    expect(html).toContain('JPG, GIF o PNG; como máximo 1024 KB.');
    expect(html).toContain('<legend');
  });

  it('renders the confirmation dialog closed', () => {
    const html = renderToStaticMarkup(<AvatarEditor ficheroAvatarId={1} nombre="Ana" />);
    expect(html).toMatch(/<dialog[^>]*role="alertdialog"/);
    expect(html).not.toMatch(/<dialog[^>]* open/);
  });
});
