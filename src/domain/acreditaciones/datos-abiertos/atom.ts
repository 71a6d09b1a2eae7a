import { datosAbiertos as t } from '../../../i18n/acreditaciones-datos.ts';
import { fechaEs } from '../../shared/fechas.ts';
import type { AcreditacionPublica } from '../registro.ts';
import { LICENCIA_URL, urlDetalle, xml } from './formato.ts';

/** Entries in the feed: the newest accreditations; a reader polls it, the full list is the CSV/JSON. */
export const ENTRADAS_ATOM = 50;

/** A calendar day (yyyy-mm-dd) as an Atom date (RFC 3339), at its start in UTC. */
const diaAtom = (dia: string) => `${dia}T00:00:00Z`;

/**
 * The Atom feed (RFC 4287) of the newest accreditations in the register, by publication date.
 * Each entry's id is its public detail page, which stays the same for as long as it is in force;
 * an accreditation that leaves the register (revoked, expired) leaves the feed.
 */
export function atomAcreditaciones(
  registro: readonly AcreditacionPublica[],
  d: { origen: string; instancia: string; fecha: string; self: string },
): string {
  const nuevas = [...registro]
    .sort((a, b) => b.FechaPublicacion.localeCompare(a.FechaPublicacion) || b.Id - a.Id)
    .slice(0, ENTRADAS_ATOM);
  const actualizado = diaAtom(nuevas[0]?.FechaPublicacion ?? d.fecha);
  const entradas = nuevas.map((a) => {
    const url = urlDetalle(d.origen, a.Id);
    const ubicacion = [a.Municipio?.Nombre, a.Provincia?.Nombre].filter(Boolean).join(', ');
    const resumen = t.entradaResumen({ centro: a.Centro.Nombre, nivel: a.Nivel, ubicacion, vigencia: fechaEs(a.FechaVigencia) });
    return [
      '  <entry>',
      `    <id>${xml(url)}</id>`,
      `    <title>${xml(t.entradaTitulo(a.Centro.Nombre, a.Codigo))}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `    <published>${diaAtom(a.FechaPublicacion)}</published>`,
      `    <updated>${diaAtom(a.FechaPublicacion)}</updated>`,
      `    <summary>${xml(resumen)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">',
    `  <id>${xml(d.self)}</id>`,
    `  <title>${xml(t.feedTitulo(d.instancia))}</title>`,
    `  <updated>${actualizado}</updated>`,
    `  <author><name>${xml(d.instancia)}</name></author>`,
    `  <rights>${xml(`${t.licencia} ${LICENCIA_URL}`)}</rights>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(d.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(`${d.origen}/acreditaciones/publico`)}"/>`,
    `  <link rel="license" href="${LICENCIA_URL}"/>`,
    ...entradas,
    '</feed>',
    '',
  ].join('\n');
}
