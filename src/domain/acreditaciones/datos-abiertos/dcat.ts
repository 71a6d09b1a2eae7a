import { datosAbiertos as t } from '../../../i18n/acreditaciones-datos.ts';
import { LICENCIA_URL, xml } from './formato.ts';

// The catalogue record of the register in DCAT-AP-ES (the Spanish profile of DCAT-AP, the
// vocabulary datos.gob.es harvests), as RDF/XML: one dcat:Catalog holding one dcat:Dataset with
// its three distributions. The national catalogue reads it from a fixed address registered once
// by the agency; the values from its controlled vocabularies (language, place, sector,
// frequency) are the ones the profile names.

const NS = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  dcat: 'http://www.w3.org/ns/dcat#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  vcard: 'http://www.w3.org/2006/vcard/ns#',
};
const ESPANOL = 'http://publications.europa.eu/resource/authority/language/SPA';
const ESPANA = 'http://datos.gob.es/recurso/sector-publico/territorio/Pais/España';
const SECTOR_SALUD = 'http://datos.gob.es/kos/sector-publico/sector/salud';
const DIARIA = 'http://purl.org/cld/freq/daily';

export interface Distribucion {
  titulo: string;
  url: string;
  /** IANA media type, as DCAT-AP-ES states a distribution's format. */
  tipo: string;
  etiqueta: string;
}

const fecha = (dia: string) => `<dct:modified rdf:datatype="http://www.w3.org/2001/XMLSchema#date">${dia}</dct:modified>`;

/**
 * `publicador`: the agency's DIR3 URI in datos.gob.es (e.g. …/sector-publico/org/Organismo/A01002820),
 * which the national catalogue requires to accept the harvest; until it is configured the agent
 * is named only.
 */
export function dcatRegistro(d: {
  origen: string;
  instancia: string;
  fecha: string;
  self: string;
  publicador: string | null;
  distribuciones: readonly Distribucion[];
}): string {
  const dataset = `${d.origen}/acreditaciones/publico`;
  const publicador = d.publicador
    ? `<dct:publisher rdf:resource="${xml(d.publicador)}"/>`
    : `<dct:publisher><foaf:Agent><foaf:name>${xml(d.instancia)}</foaf:name></foaf:Agent></dct:publisher>`;
  const distribuciones = d.distribuciones.map((x) =>
    [
      '      <dcat:distribution>',
      `        <dcat:Distribution rdf:about="${xml(x.url)}">`,
      `          <dct:title xml:lang="es">${xml(x.titulo)}</dct:title>`,
      `          <dcat:accessURL rdf:resource="${xml(x.url)}"/>`,
      `          <dcat:downloadURL rdf:resource="${xml(x.url)}"/>`,
      `          <dcat:mediaType>${xml(x.tipo)}</dcat:mediaType>`,
      `          <dct:format><dct:IMT><rdf:value>${xml(x.tipo)}</rdf:value><rdfs:label>${xml(x.etiqueta)}</rdfs:label></dct:IMT></dct:format>`,
      `          <dct:license rdf:resource="${LICENCIA_URL}"/>`,
      '        </dcat:Distribution>',
      '      </dcat:distribution>',
    ].join('\n'),
  );
  const ns = Object.entries(NS)
    .map(([k, v]) => `xmlns:${k}="${v}"`)
    .join(' ');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<rdf:RDF ${ns}>`,
    `  <dcat:Catalog rdf:about="${xml(d.self)}">`,
    `    <dct:title xml:lang="es">${xml(t.catalogo(d.instancia))}</dct:title>`,
    `    <dct:description xml:lang="es">${xml(t.catalogoDescripcion(d.instancia))}</dct:description>`,
    `    ${publicador}`,
    `    <dct:language rdf:resource="${ESPANOL}"/>`,
    `    <dct:spatial rdf:resource="${xml(ESPANA)}"/>`,
    `    <dct:license rdf:resource="${LICENCIA_URL}"/>`,
    `    <foaf:homepage rdf:resource="${xml(d.origen)}"/>`,
    `    ${fecha(d.fecha)}`,
    '    <dcat:dataset>',
    `      <dcat:Dataset rdf:about="${xml(dataset)}">`,
    `      <dct:identifier>${xml(dataset)}</dct:identifier>`,
    `      <dct:title xml:lang="es">${xml(t.titulo(d.instancia))}</dct:title>`,
    `      <dct:description xml:lang="es">${xml(t.descripcion)}</dct:description>`,
    ...t.palabrasClave.map((k) => `      <dcat:keyword xml:lang="es">${xml(k)}</dcat:keyword>`),
    `      <dcat:theme rdf:resource="${SECTOR_SALUD}"/>`,
    `      ${publicador}`,
    `      <dct:language rdf:resource="${ESPANOL}"/>`,
    `      <dct:spatial rdf:resource="${xml(ESPANA)}"/>`,
    `      <dct:accrualPeriodicity rdf:resource="${DIARIA}"/>`,
    `      <dct:license rdf:resource="${LICENCIA_URL}"/>`,
    `      <dcat:landingPage rdf:resource="${xml(dataset)}"/>`,
    `      ${fecha(d.fecha)}`,
    ...distribuciones,
    '      </dcat:Dataset>',
    '    </dcat:dataset>',
    '  </dcat:Catalog>',
    '</rdf:RDF>',
    '',
  ].join('\n');
}
