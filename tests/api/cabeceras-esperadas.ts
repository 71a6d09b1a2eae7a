/**
 * The security headers every API reply must carry, written out by hand (not imported from
 * src/api/reply-headers.ts: the tests would then agree with whatever the code says). What hono's
 * `secureHeaders` gave the API before ADR 0032, kept byte for byte. Read by the header tests of
 * both runtimes (tests/api/cabeceras.test.ts) and of the Node server's wire
 * (tests/scripts/cabeceras-nodo.test.ts).
 */
export const SEGURIDAD_ESPERADA = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;
