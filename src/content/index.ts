export { Decalogo } from './decalogo';
export { Inicio } from './inicio';
export { Modelo } from './modelo';
export { Privacidad } from './privacidad';
export { QueEs } from './quees';
export { type ClaseNiza, clasesNiza, Requisitos } from './requisitos';
