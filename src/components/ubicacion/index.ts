export {
  cargarLista,
  ErrorCargaUbicacion,
  INSTANCIA_POR_DEFECTO,
  type ListaUbicacion,
  listaEnCache,
  type OpcionUbicacion,
  urlLista,
  vaciarCacheUbicacion,
} from './api.ts';
export {
  CAMPOS_UBICACION,
  type CambioUbicacion,
  type CampoUbicacion,
  cambiarLocalidad,
  cambiarMunicipio,
  cambiarProvincia,
  type ErroresUbicacion,
  esProvinciaId,
  esUbicacionValida,
  leerId,
  leerUbicacionDeFormulario,
  normalizarUbicacion,
  type UbicacionValor,
  validarUbicacion,
} from './estado.ts';
export { textosUbicacion } from './textos.ts';
export { UbicacionFields, type UbicacionFieldsProps } from './ubicacion-fields.tsx';
