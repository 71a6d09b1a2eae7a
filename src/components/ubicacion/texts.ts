/**
 * Texts of the location picker that `src/i18n/ubicacion.ts` does not have yet (labels,
 * "Seleccione…", "Cargando…" and the consistency messages come from there).
 */
export const ubicacionTexts = {
  leyenda: 'Ubicación',
  opcional: '(opcional)',
  reintentar: 'Reintentar',
  seleccioneAntes: {
    municipio: 'Seleccione antes una provincia',
    localidad: 'Seleccione antes un municipio',
  },
  sinOpciones: {
    provincias: 'No hay provincias disponibles',
    municipios: 'No hay municipios en esta provincia',
    localidades: 'No hay localidades en este municipio',
  },
  errorCarga: {
    provincias: 'No se ha podido cargar la lista de provincias.',
    municipios: 'No se ha podido cargar la lista de municipios.',
    localidades: 'No se ha podido cargar la lista de localidades.',
  },
} as const;
