export const ubicacion = {
  provincia: 'Provincia',
  municipio: 'Municipio',
  localidad: 'Localidad',
  municipioNoCorresponde: 'El municipio no pertenece a la provincia seleccionada',
  localidadNoCorresponde: 'La localidad no pertenece al municipio seleccionado',
  provinciaNoExiste: 'La provincia no existe',
  municipioNoExiste: 'El municipio no existe',
  localidadNoExiste: 'La localidad no existe',
  seleccione: 'Seleccione…',
  cargando: 'Cargando…',
} as const;
