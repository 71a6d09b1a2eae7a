export const CONSENT_COOKIE = 'consentimiento_cookies';
/** One year, in seconds. */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

/** Whether a Cookie request header already holds the consent (the server then omits the notice). */
export function hasConsent(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${CONSENT_COOKIE}=`));
}
