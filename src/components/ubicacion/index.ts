export {
  cachedList,
  clearUbicacionCache,
  listUrl,
  loadList,
  type UbicacionList,
  UbicacionLoadError,
  type UbicacionOption,
} from './api.ts';
export {
  changeLocalidad,
  changeMunicipio,
  changeProvincia,
  checkUbicacion,
  isProvinciaId,
  isValidUbicacion,
  normalizeUbicacion,
  parseId,
  readUbicacionFromForm,
  UBICACION_FIELDS,
  type UbicacionChange,
  type UbicacionErrors,
  type UbicacionField,
  type UbicacionValue,
} from './state.ts';
export { ubicacionTexts } from './texts.ts';
export { UbicacionFields, type UbicacionFieldsProps } from './ubicacion-fields.tsx';
