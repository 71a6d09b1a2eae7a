/**
 * The browser cookie that carries the session token (HttpOnly, set by the sign-in call):
 * the API's authentication and CSRF check and the page guards all read this name.
 */
export const SESSION_COOKIE = 'sesion';
