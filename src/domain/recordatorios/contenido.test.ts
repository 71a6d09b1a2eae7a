import { describe, expect, it } from 'vitest';
import { contenidoRecordatorio, direccionesExtra, rellenar, textoAHtml, type Valores } from './contenido.ts';

const valores: Valores = {
  saludo: 'Estimada Dña. Ana López:',
  nombre: 'Ana López',
  centro: 'Colegio Río Ebro',
  fecha: '31/03/2026',
  proyecto: 'PRY-2026-0001',
  proceso: 'Convocatoria 2026',
  referencia: 'SOL-2026-000001',
  dias: '15',
};

describe('rellenar', () => {
  it('fills every known placeholder, as many times as it appears', () => {
    expect(rellenar('{nombre}/{centro}/{fecha}/{proyecto}/{proceso}/{referencia}/{dias}/{nombre}', valores)).toBe(
      'Ana López/Colegio Río Ebro/31/03/2026/PRY-2026-0001/Convocatoria 2026/SOL-2026-000001/15/Ana López',
    );
  });

  it('leaves unknown placeholders and stray braces as typed', () => {
    expect(rellenar('{otro} {Nombre} { nombre } {} {nombre', valores)).toBe('{otro} {Nombre} { nombre } {} {nombre');
  });

  it('does not re-expand placeholders that come inside a value', () => {
    expect(rellenar('{centro}', { ...valores, centro: '{nombre}' })).toBe('{nombre}');
  });
});

describe('contenidoRecordatorio', () => {
  it('escapes values in the HTML and keeps them raw in the text version', () => {
    const m = contenidoRecordatorio(
      { asunto: 'Aviso a {centro}', cuerpo: 'Hola {nombre}:\nsu centro {centro}.\n\nUn saludo' },
      { ...valores, nombre: '<script>alert(1)</script>', centro: 'Tom & "Jerry"' },
    );
    expect(m.asunto).toBe('Aviso a Tom & "Jerry"');
    expect(m.texto).toBe('Hola <script>alert(1)</script>:\nsu centro Tom & "Jerry".\n\nUn saludo');
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('<p>Hola &lt;script&gt;alert(1)&lt;/script&gt;:<br>su centro Tom &amp; &quot;Jerry&quot;.</p>');
    expect(m.html).toContain('<p>Un saludo</p>');
    expect(m.html).toContain('<title>Aviso a Tom &amp; &quot;Jerry&quot;</title>');
  });

  it('escapes markup typed in the template itself (the body is plain text)', () => {
    expect(textoAHtml('<b>hola</b>')).toBe('<p>&lt;b&gt;hola&lt;/b&gt;</p>');
  });

  it('keeps the subject on one line', () => {
    expect(contenidoRecordatorio({ asunto: 'A {centro}', cuerpo: '' }, { ...valores, centro: 'x\r\nBcc: y' }).asunto).toBe(
      'A x Bcc: y',
    );
  });
});

describe('direccionesExtra', () => {
  it('splits by commas, semicolons or spaces, lower-cases, dedupes and drops what is not an address', () => {
    expect(direccionesExtra(' A@x.es, b@y.es;c@z.es  a@X.es, nada, ')).toEqual(['a@x.es', 'b@y.es', 'c@z.es']);
    expect(direccionesExtra(null)).toEqual([]);
    expect(direccionesExtra('')).toEqual([]);
  });
});
