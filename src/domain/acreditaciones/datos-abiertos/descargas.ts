import { datosAbiertos as t } from '../../../i18n/acreditaciones-datos.ts';
import type { DomainContext } from '../../context.ts';
import { todayIso } from '../../shared/fechas.ts';
import { listRegistroCompleto } from '../registro.ts';
import { atomAcreditaciones } from './atom.ts';
import { dcatRegistro } from './dcat.ts';
import { csvAbierto, filaAbierta, jsonAbierto } from './formato.ts';

// The public register as open data (CC BY 4.0): the accreditations in force today as CSV and
// JSON, an Atom feed of the newest and the DCAT-AP-ES record that describes them. Every format
// reads the register's one kept read (listRegistroCompleto, under the `acreditaciones` stamp and
// the day), so a download costs what a register page costs; the API keeps each reply too.

export const FORMATOS = {
  csv: { tipo: 'text/csv; charset=utf-8', fichero: 'acreditaciones.csv', etiqueta: 'CSV' },
  json: { tipo: 'application/json; charset=utf-8', fichero: 'acreditaciones.json', etiqueta: 'JSON' },
  atom: { tipo: 'application/atom+xml; charset=utf-8', fichero: 'acreditaciones.atom', etiqueta: 'Atom' },
  dcat: { tipo: 'application/rdf+xml; charset=utf-8', fichero: 'catalogo.rdf', etiqueta: 'RDF/XML' },
} as const;
export type FormatoDatos = keyof typeof FORMATOS;

/** Where each format is served: under the API's public prefix. */
export const RUTA_DATOS = '/api/publico/datos';
export const rutaDatos = (f: FormatoDatos) => `${RUTA_DATOS}/${FORMATOS[f].fichero}`;

interface Opciones {
  /** PUBLIC_URL's origin: the links inside the files are absolute. */
  origen: string;
  /** The agency's DIR3 URI for the catalogue record, when configured. */
  publicador: string | null;
}

/** One format of the open data, as the text to send and its media type. */
export async function getDatosAbiertos(
  ctx: DomainContext,
  formato: FormatoDatos,
  o: Opciones,
): Promise<{ cuerpo: string; tipo: string; fecha: string }> {
  const fecha = todayIso(ctx.clock.now());
  const instancia = ctx.instancia.nombre;
  const self = `${o.origen}${rutaDatos(formato)}`;
  const tipo = FORMATOS[formato].tipo;
  if (formato === 'dcat') {
    const distribuciones = (['csv', 'json', 'atom'] as const).map((f) => ({
      titulo: t.distribuciones[f],
      url: `${o.origen}${rutaDatos(f)}`,
      tipo: FORMATOS[f].tipo.split(';')[0] as string,
      etiqueta: FORMATOS[f].etiqueta,
    }));
    return {
      cuerpo: dcatRegistro({ origen: o.origen, instancia, fecha, self, publicador: o.publicador, distribuciones }),
      tipo,
      fecha,
    };
  }
  const registro = await listRegistroCompleto(ctx);
  if (formato === 'atom')
    return { cuerpo: atomAcreditaciones(registro, { origen: o.origen, instancia, fecha, self }), tipo, fecha };
  const filas = registro.map((a) => filaAbierta(a, o.origen));
  if (formato === 'csv') return { cuerpo: csvAbierto(filas), tipo, fecha };
  const fuente = `${o.origen}/acreditaciones/publico`;
  return {
    cuerpo: JSON.stringify(jsonAbierto(filas, { titulo: t.titulo(instancia), fuente, fecha, licencia: t.licencia })),
    tipo,
    fecha,
  };
}
