// Invitations are user administration: the same gate (the PERSONAS policy).
export { requirePersonas } from '../usuarios/acceso.ts';
