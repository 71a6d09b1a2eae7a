const ONE_YEAR = 31536000;

/**
 * The headers every page and every static file carries: HSTS for a year, no sniffing, a
 * strict referrer, no powerful features, and no framing except widget routes.
 */
export function staticSecurityHeaders(frameable = false): Record<string, string> {
  return {
    'Strict-Transport-Security': `max-age=${ONE_YEAR}; includeSubDomains`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(frameable ? {} : { 'X-Frame-Options': 'DENY' }),
  };
}
