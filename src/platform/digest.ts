/** SHA-256 of a text, base64 (CSP script hashes, ETags); WebCrypto, so Node and Workers alike. */
export async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

/** The path and whether a query follows, without parsing a URL object (this runs on every request). */
export function urlPath(url: string): { path: string; hasQuery: boolean } {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const q = url.indexOf('?', start);
  return { path: q === -1 ? url.slice(start) : url.slice(start, q), hasQuery: q !== -1 };
}
