import { and, eq } from 'drizzle-orm';
import { perfiles } from '../../db/schema/identidad.ts';
import { sexos } from '../../db/schema/lookups.ts';
import { solicitudPerfiles } from '../../db/schema/solicitudes.ts';
import { type Saludado, saludo } from '../../i18n/saludo.ts';
import { solicitudesCorreo as c } from '../../i18n/solicitudes.ts';
import type { DomainContext } from '../context.ts';
import { html, SafeHtml } from '../shared/mail/escape.ts';
import type { MailContent } from '../shared/mail/outbox.ts';
import type { AccesoPersona } from './acceso-centro.ts';

// The notice sent to the applicant's representative (REPRE entry of the request) when staff
// resolve a request with `notificar`, and to its people when staff change it with `notificar`.

export interface Destinatario extends Saludado {
  email: string;
  nombre: string;
}

/** The REPRE person of the request with an e-mail address; null when there is none. */
export async function representanteDe(ctx: DomainContext, solicitudId: number): Promise<Destinatario | null> {
  const [row] = await ctx.db
    .select({
      email: solicitudPerfiles.direccionEmail,
      nombre: solicitudPerfiles.nombre,
      apellido1: solicitudPerfiles.apellido1,
      tratamiento: sexos.tratamiento,
    })
    .from(solicitudPerfiles)
    .innerJoin(perfiles, eq(perfiles.id, solicitudPerfiles.perfilId))
    .leftJoin(sexos, eq(sexos.id, solicitudPerfiles.sexoId))
    .where(and(eq(solicitudPerfiles.solicitudId, solicitudId), eq(perfiles.clave, 'REPRE')))
    .limit(1);
  if (!row?.email) return null;
  return { email: row.email, nombre: `${row.nombre} ${row.apellido1}`, tratamiento: row.tratamiento };
}

/** The house layout of these mails: greeting, paragraphs, an optional list, farewell (HTML escaped, plus text). */
export function contenido(asunto: string, saludo: string, parrafos: string[], lista: string[]): MailContent {
  const join = (parts: SafeHtml[]) => new SafeHtml(parts.map((p) => p.value).join(''));
  const items = join(lista.map((l) => html`<li>${l}</li>`));
  const cuerpo = join(parrafos.map((p) => html`<p>${p}</p>`));
  const body = html`<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${asunto}</title></head><body style="font-family:Arial,sans-serif;color:#1f2937;">
<p>${saludo}</p>${cuerpo}${lista.length > 0 ? html`<ul>${items}</ul>` : ''}<p>${c.despedida}</p></body></html>`;
  const texto = [saludo, '', ...parrafos, ...lista.map((l) => `- ${l}`), '', c.despedida].join('\n');
  return { asunto, html: body.value, texto };
}

interface Datos {
  referencia: string;
  centro: string;
  proceso: string;
  destinatario: Destinatario;
}

/**
 * The acceptance notice. It announces only what the same batch sends (acceso-centro.ts): the
 * invitation mail with its link, or the link into the project for an address that already has
 * an account; nothing when the representative is not let in that way.
 */
export const correoAceptada = (d: Datos & { proyectoCodigo: string; acceso: AccesoPersona | null }) =>
  contenido(
    c.asuntoAceptada(d.referencia),
    saludo(d.destinatario),
    [
      c.aceptada(d.referencia, d.centro, d.proceso),
      c.proyecto(d.proyectoCodigo),
      ...(d.acceso === 'invitacion' ? [c.siguienteInvitacion] : d.acceso === 'perfil' ? [c.siguientePerfil] : []),
    ],
    [],
  );

export const correoRechazada = (d: Datos & { noConformidades: string[] }) =>
  contenido(
    c.asuntoRechazada(d.referencia),
    saludo(d.destinatario),
    [c.rechazada(d.referencia, d.centro, d.proceso)],
    d.noConformidades,
  );

/** The notice of a change staff made to a pending request (PUT with `notificar`). */
export const correoModificada = (d: Datos) =>
  contenido(c.asuntoModificada(d.referencia), saludo(d.destinatario), [c.modificada(d.referencia, d.centro, d.proceso)], []);
