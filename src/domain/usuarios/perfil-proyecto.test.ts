import { describe, expect, it } from 'vitest';
import { correoPerfilEnProyecto } from './perfil-proyecto.ts';

const dado = {
  usuario: { id: 7, email: 'elena@ejemplo.es', nombre: 'Elena Evaluadora', tratamiento: 'Dña.' },
  perfil: { id: 4, nombrePublico: 'Evaluador' },
  proyecto: { id: 16, codigo: 'PRY-2026-0016', centro: 'Colegio <Río> Ebro' },
  destino: '/evaluacion/27',
};

describe('correoPerfilEnProyecto', () => {
  const m = correoPerfilEnProyecto('Soludable', dado, 'Alberto Agencia', 'https://acredita.example');

  it('names the project by code and centre, never by its internal number, and who gave the profile', () => {
    expect(m.asunto).toBe('Nuevo perfil en el proyecto PRY-2026-0016');
    expect(m.texto).toContain(
      'Alberto Agencia le ha asignado el perfil «Evaluador» en el proyecto PRY-2026-0016 · Colegio <Río> Ebro.',
    );
    expect(m.texto).not.toMatch(/proyecto 16\b|n\.º 16/);
    expect(m.texto).toContain('Estimada Dña. Elena Evaluadora:');
  });

  it('links into the area from the configured origin, and escapes what users typed in the HTML', () => {
    expect(m.texto).toContain('https://acredita.example/evaluacion/27');
    expect(m.html).toContain('href="https://acredita.example/evaluacion/27"');
    expect(m.html).toContain('Colegio &lt;Río&gt; Ebro');
    expect(m.html).not.toContain('<Río>');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => correoPerfilEnProyecto('Soludable', dado, 'X', 'javascript:alert(1)//')).toThrow();
  });
});
