import { escapeHtml } from '../shared/mail/escape.ts';
import type { MailContent } from '../shared/mail/outbox.ts';

// Filling a notification template. Subject and body are plain text typed by staff (a textarea),
// so the HTML version escapes the whole filled text, values included, and keeps line breaks.

/** The placeholders a template may use; anything else in braces is left as typed. */
const MARCADORES = ['saludo', 'nombre', 'centro', 'fecha', 'proyecto', 'proceso', 'referencia', 'dias'] as const;
export type Marcador = (typeof MARCADORES)[number];
export type Valores = Record<Marcador, string>;

const KNOWN = new Set<string>(MARCADORES);

/** Replaces `{placeholder}` by its value; unknown placeholders (e.g. `{otro}`) stay as they are. */
export function rellenar(texto: string, valores: Valores): string {
  return texto.replace(/\{(\w+)\}/g, (whole, key: string) => (KNOWN.has(key) ? valores[key as Marcador] : whole));
}

/** Plain text as HTML: escaped, blank lines separate paragraphs, single newlines become <br>. */
export function textoAHtml(texto: string): string {
  return texto
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** The mail of one template for one recipient. */
export function contenidoRecordatorio(plantilla: { asunto: string; cuerpo: string }, valores: Valores): MailContent {
  // A subject is one line: a value with a newline must not inject headers or break it.
  const asunto = rellenar(plantilla.asunto, valores)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
  const texto = rellenar(plantilla.cuerpo, valores);
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(asunto)}</title></head><body style="font-family:Arial,sans-serif;color:#1f2937;">
${textoAHtml(texto)}
</body></html>`;
  return { asunto, html, texto };
}

/** The extra addresses of a template ("a@x.es, b@y.es; c@z.es"), trimmed, lower-cased, deduplicated. */
export function direccionesExtra(direcciones: string | null | undefined): string[] {
  const out = (direcciones ?? '')
    .split(/[\s,;]+/)
    .map((d) => d.trim().toLowerCase())
    .filter((d) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(d));
  return [...new Set(out)];
}
