/** Texts of the register as open data: the downloads, the Atom feed, the catalogue record, the register page's links. */
export const datosAbiertos = {
  licencia: 'CC BY 4.0',
  titulo: (instancia: string) => `Registro de acreditaciones vigentes (${instancia})`,
  descripcion:
    'Centros con la acreditación vigente a la fecha de los datos: código de la acreditación, centro, provincia, municipio, ámbito, nivel alcanzado y fechas de publicación y de vigencia. Se actualiza cada vez que se publica, revoca, suspende o caduca una acreditación.',
  palabrasClave: ['acreditación', 'calidad', 'registro', 'centros'],
  catalogo: (instancia: string) => `Datos abiertos de ${instancia}`,
  catalogoDescripcion: (instancia: string) => `Conjuntos de datos abiertos publicados por ${instancia}.`,
  distribuciones: {
    csv: 'Acreditaciones vigentes (CSV)',
    json: 'Acreditaciones vigentes (JSON)',
    atom: 'Nuevas acreditaciones (Atom)',
  },
  feedTitulo: (instancia: string) => `Nuevas acreditaciones (${instancia})`,
  entradaTitulo: (centro: string, codigo: string) => `${centro}: acreditación ${codigo}`,
  entradaResumen: (d: { centro: string; nivel: string | null; ubicacion: string; vigencia: string }) =>
    `${d.centro}${d.ubicacion ? ` (${d.ubicacion})` : ''} obtiene la acreditación${d.nivel ? `, nivel ${d.nivel}` : ''}, vigente hasta el ${d.vigencia}.`,
  // The register page
  seccion: 'Datos abiertos',
  explicacion: (fecha: string) =>
    `Descargue el registro completo de acreditaciones vigentes a ${fecha}, con licencia CC BY 4.0 (cite la fuente al reutilizarlo).`,
  enlaceCsv: 'CSV',
  enlaceJson: 'JSON',
  enlaceAtom: 'Nuevas acreditaciones (Atom)',
  enlaceCatalogo: 'Metadatos DCAT-AP-ES',
  enlaceLicencia: 'Licencia CC BY 4.0',
} as const;
