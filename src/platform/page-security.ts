import type { MiddlewareHandler } from 'hono';

const ONE_YEAR = 31536000;

/** Pages that exist to say "not found": served as documents, they answer 404 like any unknown path. */
const NOT_FOUND_PAGES = new Set(['/404', '/error404']);

/** Paths an embedding partner site may frame (the register widget); everything else: none. */
const FRAMEABLE = [/^\/widget(\/|$)/];

function randomNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Adds the nonce to every <script> tag of a streamed HTML page. Waku 0.27 renders its
 * bootstrap and RSC payload as inline scripts without a nonce, so the nonce is added here;
 * React escapes "<" in text and attributes, so "<script" only ever starts a real tag.
 */
export function injectNonce(body: ReadableStream<Uint8Array>, nonce: string): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const tag = '<script';
  let carry = '';
  const rewrite = (text: string) => text.replaceAll(/<script(?=[\s>])(?![^>]*\snonce=)/g, `<script nonce="${nonce}"`);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = carry + decoder.decode(chunk, { stream: true });
        // Keep a possible partial "<script" at the end for the next chunk.
        const cut = Math.max(text.length - (tag.length + 1), 0);
        const lastOpen = text.lastIndexOf('<', text.length - 1);
        const keepFrom = lastOpen >= cut ? lastOpen : text.length;
        carry = text.slice(keepFrom);
        controller.enqueue(encoder.encode(rewrite(text.slice(0, keepFrom))));
      },
      flush(controller) {
        const rest = carry + decoder.decode();
        if (rest) controller.enqueue(encoder.encode(rewrite(rest)));
      },
    }),
  );
}

export function contentSecurityPolicy(nonce: string, frameable: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameable ? '*' : "'none'"}`,
  ].join('; ');
}

/**
 * Security headers for pages (the API sets its own): HSTS for a year, no sniffing, no
 * framing except widget routes, and in production a nonce-based CSP.
 */
export const pageSecurity = (opts: { csp: boolean }) => (): MiddlewareHandler => async (c, next) => {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
  const nonce = randomNonce();
  await next();
  const frameable = FRAMEABLE.some((re) => re.test(c.req.path));
  const headers = new Headers(c.res.headers);
  headers.set('Strict-Transport-Security', `max-age=${ONE_YEAR}; includeSubDomains`);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  if (!frameable) headers.set('X-Frame-Options', 'DENY');
  const isHtml = headers.get('content-type')?.includes('text/html');
  let body: ReadableStream<Uint8Array> | null = c.res.body;
  if (opts.csp && isHtml) {
    headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, frameable));
    if (body) body = injectNonce(body, nonce);
    headers.delete('content-length');
  }
  const status = isHtml && NOT_FOUND_PAGES.has(c.req.path) ? 404 : c.res.status;
  c.res = new Response(body as BodyInit | null, { status, headers });
};
