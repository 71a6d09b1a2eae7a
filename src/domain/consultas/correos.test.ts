import { describe, expect, it } from 'vitest';
import { correoAcuse, correoRespuesta } from './correos.ts';

describe('the enquirer mails', () => {
  const datos = { referencia: 'CON-2026-ABCDEF', nombre: 'Ana <i>', texto: 'Línea 1\n\n<script>x</script>' };

  it('the acknowledgement names the reference and quotes the question, escaped, one paragraph a line', () => {
    const m = correoAcuse(datos);
    expect(m.asunto).toBe('Consulta CON-2026-ABCDEF recibida');
    expect(m.html).toContain('<p>Línea 1</p><p>&lt;script&gt;x&lt;/script&gt;</p>');
    expect(m.html).toContain('Estimado/a Ana &lt;i&gt;:');
    expect(m.texto).toContain('Línea 1\n<script>x</script>');
  });

  it('the answer comes before the question it answers', () => {
    const m = correoRespuesta({ ...datos, respuesta: 'Sí, <b>claro</b>.' });
    expect(m.asunto).toBe('Respuesta a su consulta CON-2026-ABCDEF');
    expect(m.html.indexOf('Sí, &lt;b&gt;claro&lt;/b&gt;.')).toBeLessThan(m.html.indexOf('Línea 1'));
    expect(m.html).not.toContain('<b>');
  });
});
