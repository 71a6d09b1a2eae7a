import { consultasApi as t } from '../../i18n/consultas.ts';
import { saludo } from '../../i18n/saludo.ts';
import type { MailContent } from '../shared/mail/outbox.ts';
import { contenido } from '../solicitudes/correos.ts';

// The enquirer's two mails, in the house layout of the notices sent to people without an
// account (every text escaped there: names, questions and answers are what people typed).

interface Datos {
  referencia: string;
  nombre: string;
  texto: string;
}

/** A typed text as paragraphs: one per non-empty line. */
const lineas = (texto: string) =>
  texto
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The acknowledgement: the reference and the question as it was received. */
export const correoAcuse = (d: Datos): MailContent =>
  contenido(
    t.correo.asuntoAcuse(d.referencia),
    saludo({ nombre: d.nombre }),
    [t.correo.acuse(d.referencia), t.correo.conservar, t.correo.suConsulta, ...lineas(d.texto)],
    [],
  );

/** The answer, followed by the question it answers. */
export const correoRespuesta = (d: Datos & { respuesta: string }): MailContent =>
  contenido(
    t.correo.asuntoRespuesta(d.referencia),
    saludo({ nombre: d.nombre }),
    [t.correo.respuesta(d.referencia), ...lineas(d.respuesta), t.correo.suConsulta, ...lineas(d.texto)],
    [],
  );
