import { type Saludado, saludo } from '../../../i18n/saludo.ts';
import { formatDateTime } from './dates.ts';
import { html, type SafeHtml } from './escape.ts';
import type { MailContent } from './outbox.ts';

/**
 * Spanish mail templates: each returns the subject plus an HTML and a plain-text version
 * with the same content. The HTML is deliberately plain (one column, real text, a visible
 * link address, high contrast, lang="es") so it reads well in any client and with a screen
 * reader. Every interpolated value is escaped: names and addresses come from users.
 */

/** A mail with one call to action: the house layout every template shares. */
export interface Layout {
  instancia: string;
  asunto: string;
  titulo: string;
  /** Paragraphs before the button (plain text; escaped here). */
  parrafos: string[];
  boton: { texto: string; enlace: string };
  /** Further links after the button, each with its visible address. */
  enlaces?: Array<{ texto: string; enlace: string }>;
  /** Paragraphs after the button. */
  notas: string[];
}

const COLOR_TEXT = '#1f2937';
const COLOR_LINK = '#1d4ed8';

/** One line of a subject: no line breaks (they would start new mail headers). */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

function paragraph(text: string): SafeHtml {
  return html`<p style="margin:0 0 16px;">${text}</p>`;
}

function renderHtml(l: Layout): string {
  const intro = l.parrafos.map(paragraph);
  const notes = l.notas.map(paragraph);
  const body = html`<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${l.asunto}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<div role="article" aria-label="${l.asunto}" lang="es" style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;color:${COLOR_TEXT};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;">
<p style="margin:0 0 16px;font-size:14px;font-weight:bold;color:#374151;">${l.instancia}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#111827;">${l.titulo}</h1>
`.value;
  const button =
    html`<p style="margin:24px 0;"><a href="${l.boton.enlace}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${COLOR_LINK};color:#ffffff;font-weight:bold;text-decoration:underline;">${l.boton.texto}</a></p>
<p style="margin:0 0 16px;">Si el botón no funciona, copie esta dirección en su navegador:<br><a href="${l.boton.enlace}" style="color:${COLOR_LINK};word-break:break-all;">${l.boton.enlace}</a></p>
`.value;
  const links = (l.enlaces ?? []).map(
    (e) =>
      html`<p style="margin:0 0 16px;">${e.texto}:<br><a href="${e.enlace}" style="color:${COLOR_LINK};word-break:break-all;">${e.enlace}</a></p>
`.value,
  );
  const footer = html`<hr style="border:none;border-top:1px solid #d1d5db;margin:24px 0;">
<p style="margin:0;font-size:14px;color:#4b5563;">Este mensaje se ha enviado automáticamente desde ${l.instancia}. No responda a este correo.</p>
</div>
</body>
</html>
`.value;
  return [body, ...intro.map((p) => p.value), button, ...links, ...notes.map((p) => p.value), footer].join('\n');
}

function renderText(l: Layout): string {
  return [
    l.instancia,
    '',
    l.titulo,
    '',
    ...l.parrafos.flatMap((p) => [p, '']),
    `${l.boton.texto}: ${l.boton.enlace}`,
    '',
    ...(l.enlaces ?? []).flatMap((e) => [`${e.texto}: ${e.enlace}`, '']),
    ...l.notas.flatMap((p) => [p, '']),
    '--',
    `Este mensaje se ha enviado automáticamente desde ${l.instancia}. No responda a este correo.`,
    '',
  ].join('\n');
}

/** The house layout filled in (HTML escaped, plus text); texts come from the caller's catalogue. */
export function render(l: Layout): MailContent {
  // Links are built by the server; anything but http(s) (javascript:, data:) is a bug.
  for (const enlace of [l.boton.enlace, ...(l.enlaces ?? []).map((e) => e.enlace)])
    if (!/^https?:\/\//i.test(enlace)) throw new Error('Mail link must be an http(s) URL');
  const layout = { ...l, asunto: oneLine(l.asunto) };
  return { asunto: layout.asunto, html: renderHtml(layout), texto: renderText(layout) };
}

interface PlantillaInvitacion {
  /** Instance name (e.g. "Soludable"). */
  instancia: string;
  /** Public name of the profile offered. */
  perfil: string;
  /** Project the profile is for, as the invitee should read it (its code and centre). */
  proyecto?: string | null;
  /** The invitee, when the address is already an account's (name and treatment for the greeting). */
  destinatario?: Saludado | null;
  /** Full name of who invites, when the invitation should say it. */
  remitente?: string | null;
  enlace: string;
  caduca: Date;
}

/** The invitation to join with a profile (POST /invitaciones). */
export function plantillaInvitacion(p: PlantillaInvitacion): MailContent {
  const quien = p.remitente ? `${p.remitente} le invita` : 'Le invitamos';
  const donde = p.proyecto ? ` en el proyecto ${p.proyecto}` : '';
  return render({
    instancia: p.instancia,
    asunto: `Invitación a ${p.instancia}`,
    titulo: 'Ha recibido una invitación',
    parrafos: [
      saludo(p.destinatario ?? {}),
      `${quien} a participar en ${p.instancia} con el perfil «${p.perfil}»${donde}.`,
      'Para aceptarla, abra el enlace siguiente y cree su cuenta, o confirme con la contraseña de la cuenta que ya tenga.',
    ],
    boton: { texto: 'Aceptar la invitación', enlace: p.enlace },
    notas: [
      `La invitación caduca el ${formatDateTime(p.caduca)} (hora peninsular española).`,
      'Si no esperaba esta invitación, puede ignorar este mensaje.',
    ],
  });
}

interface PlantillaRestablecimiento {
  instancia: string;
  /** The account holder's name and treatment, for the greeting. */
  nombre: string;
  tratamiento?: string | null;
  enlace: string;
  caduca: Date;
}

/** The single-use password reset link (login/PeticionRestablecerContrasena). */
export function plantillaRestablecimiento(p: PlantillaRestablecimiento): MailContent {
  return render({
    instancia: p.instancia,
    asunto: `Restablecer la contraseña en ${p.instancia}`,
    titulo: 'Restablecer la contraseña',
    parrafos: [saludo(p), `Hemos recibido una solicitud para restablecer la contraseña de su cuenta en ${p.instancia}.`],
    boton: { texto: 'Restablecer la contraseña', enlace: p.enlace },
    notas: [
      `El enlace solo se puede usar una vez y caduca el ${formatDateTime(p.caduca)} (hora peninsular española).`,
      'Si no ha pedido este cambio, ignore este mensaje: su contraseña actual sigue siendo válida.',
    ],
  });
}

/** The house layout with a greeting first; notes are optional. */
interface PlantillaAviso extends Omit<Layout, 'notas'> {
  /** The recipient (name and treatment) for the greeting. */
  destinatario: Saludado;
  notas?: string[];
}

/**
 * A notice of a milestone of a project (self-assessment finished, result published, certificate
 * issued, follow-up opened): greeting, the area's texts (from its catalogue) and a link into
 * the application, always an absolute address built from PUBLIC_URL.
 */
export function plantillaAviso(p: PlantillaAviso): MailContent {
  const { destinatario, parrafos, notas, ...resto } = p;
  return render({ ...resto, parrafos: [saludo(destinatario), ...parrafos], notas: notas ?? [] });
}
