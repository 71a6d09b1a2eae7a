import { describe, expect, it } from 'vitest';
import { plantillaInvitacion, plantillaRestablecimiento } from './templates.ts';

const caduca = new Date('2026-11-24T10:00:00Z');
const enlace = 'https://acredita.example/invitacion/abc_DEF-123';

describe('plantillaInvitacion', () => {
  it('names the instance, profile, project and sender in both versions', () => {
    const m = plantillaInvitacion({
      instancia: 'Soludable',
      perfil: 'Autoevaluador',
      proyecto: 'n.º 12',
      remitente: 'Ana Pérez',
      enlace,
      caduca,
    });
    expect(m.asunto).toBe('Invitación a Soludable');
    for (const body of [m.html, m.texto]) {
      expect(body).toContain(
        'Ana Pérez le invita a participar en Soludable con el perfil «Autoevaluador» en el proyecto n.º 12.',
      );
      expect(body).toContain(enlace);
      expect(body).toContain('24/11/2026 11:00');
    }
    expect(m.html).toContain(`href="${enlace}"`);
    expect(m.html).toContain('<html lang="es">');
    expect(m.html).toContain('<title>Invitación a Soludable</title>');
    expect(m.texto).toContain(`Aceptar la invitación: ${enlace}`);
    expect(m.texto).not.toMatch(/<[a-z]/i);
  });

  it('without sender or project it says neither', () => {
    const m = plantillaInvitacion({ instancia: 'Soludable', perfil: 'Administrador', enlace, caduca });
    expect(m.texto).toContain('Le invitamos a participar en Soludable con el perfil «Administrador».');
    expect(m.texto).not.toContain('proyecto');
  });

  it('escapes every interpolated value in the HTML version', () => {
    const m = plantillaInvitacion({
      instancia: 'Sol<u>dable',
      perfil: '"><script>alert(1)</script>',
      remitente: "O'Brien & <b>Co</b>",
      enlace: 'https://x.example/invitacion/a"b<c',
      caduca,
    });
    expect(m.html).not.toContain('<script>');
    expect(m.html).not.toContain('<b>Co</b>');
    expect(m.html).not.toContain('Sol<u>');
    expect(m.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(m.html).toContain('O&#39;Brien &amp; &lt;b&gt;Co&lt;/b&gt;');
    expect(m.html).toContain('href="https://x.example/invitacion/a&quot;b&lt;c"');
    // The text version is not HTML: it keeps the characters as typed.
    expect(m.texto).toContain("O'Brien & <b>Co</b>");
  });

  it('keeps line breaks out of the subject and refuses non-http links', () => {
    expect(plantillaInvitacion({ instancia: 'A\r\nBcc: x@y', perfil: 'p', enlace, caduca }).asunto).toBe(
      'Invitación a A Bcc: x@y',
    );
    expect(() => plantillaInvitacion({ instancia: 'A', perfil: 'p', enlace: 'javascript:alert(1)', caduca })).toThrow();
  });
});

describe('plantillaRestablecimiento', () => {
  it('greets by name and explains the single-use link', () => {
    const link = 'https://acredita.example/restablecerContrasena?token=xyz';
    const m = plantillaRestablecimiento({ instancia: 'Soludable', nombre: 'Rosa <Centro>', enlace: link, caduca });
    expect(m.asunto).toBe('Restablecer la contraseña en Soludable');
    expect(m.texto).toContain('Estimado/a Rosa <Centro>:');
    expect(m.html).toContain('Estimado/a Rosa &lt;Centro&gt;:');
    expect(m.texto).toContain(`Restablecer la contraseña: ${link}`);
    expect(m.texto).toContain('solo se puede usar una vez y caduca el 24/11/2026 11:00');
  });
});
