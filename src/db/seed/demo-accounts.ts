import { DEMO_PASSWORD, DEMO_USUARIOS } from './identidad.ts';

/** Demo log-ins printed by `npm start` (development only) and used by the browser tests. */
export const DEMO_ACCOUNTS: Array<{ perfil: string; usuario: string; contrasena: string }> = DEMO_USUARIOS.map((u) => ({
  perfil: u.descripcion,
  usuario: u.email,
  contrasena: DEMO_PASSWORD,
}));
