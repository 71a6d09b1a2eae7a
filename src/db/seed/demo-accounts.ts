/**
 * Demo log-ins printed by `npm start` and used by the browser tests. The identity issue
 * seeds the users; until then the list is empty.
 */
export const DEMO_ACCOUNTS: Array<{ perfil: string; usuario: string; contrasena: string }> = [];
