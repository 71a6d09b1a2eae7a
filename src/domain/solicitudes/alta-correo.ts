import { saludo } from '../../i18n/saludo.ts';
import { solicitudesAlta as t } from '../../i18n/solicitudes-alta.ts';
import type { MailContent } from '../shared/mail/outbox.ts';
import { contenido, type Destinatario } from './correos.ts';

/** The acknowledgement of a new request: its reference number and the documents received. */
export function correoRegistrada(d: {
  referencia: string;
  centro: string;
  proceso: string;
  destinatario: Destinatario;
  documentos: string[];
}): MailContent {
  const parrafos = [t.correo.registrada(d.referencia, d.centro, d.proceso), t.correo.seguimiento];
  if (d.documentos.length > 0) parrafos.push(t.correo.documentos);
  return contenido(t.correo.asunto(d.referencia), saludo(d.destinatario), parrafos, d.documentos);
}
