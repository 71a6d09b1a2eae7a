/**
 * @hono/node-server's light Response (Node only; ADR 0027, 0032). It keeps what it was made from,
 * `[status, body, headers]`, under a symbol named `cache`, and writes it to the socket as is: when
 * `headers` is a plain object, that object goes to Node's `writeHead` without an undici `Headers`
 * being built, sorted and copied into another object (~8 KB of garbage per reply, profiled).
 * Reading its `headers` turns the plain object into a `Headers` for good; reading its `body` turns
 * the whole reply into undici's. These functions read the parts without either.
 *
 * Everywhere else (Workers, undici's own Response) there is no such symbol and they answer
 * undefined: callers then take the Fetch way, which is correct everywhere, only dearer on Node.
 * The symbol is node-server's private detail, pinned to an exact version: ADR 0044.
 */

export type Cabeceras = Record<string, string | string[]>;
type Partes = [status: number, body: unknown, headers: unknown];

/** The light Response's symbol, found on the first light reply seen. */
let clave: symbol | undefined;

function partes(res: Response): Partes | undefined {
  if (!clave) {
    clave = Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache');
    if (!clave) return undefined;
  }
  const p = (res as unknown as Record<symbol, unknown>)[clave];
  // Anything else (a later version that keeps other parts) is read the Fetch way.
  return Array.isArray(p) && p.length === 3 && typeof p[0] === 'number' ? (p as Partes) : undefined;
}

/** Status and body of a light reply, and its headers however they were given; undefined otherwise. */
export function partesLigeras(res: Response): { status: number; body: BodyInit; headers: unknown } | undefined {
  const p = partes(res);
  return p && { status: p[0], body: p[1] as BodyInit, headers: p[2] };
}

/**
 * The headers of a light reply made with a plain object of lower-case names (what
 * `respuestaConCabeceras` makes), to read and change in place; undefined for any other reply.
 */
export function cabecerasPlanas(res: Response): Cabeceras | undefined {
  const h = partes(res)?.[2];
  return h && typeof h === 'object' && Object.getPrototypeOf(h) === Object.prototype ? (h as Cabeceras) : undefined;
}

/**
 * A light reply with these headers when `res` is one (its body taken over, not read), or undefined.
 * `cabeceras` must use lower-case names: Node writes each key as given.
 */
export function respuestaConCabeceras(res: Response, cabeceras: Cabeceras): Response | undefined {
  const p = partes(res);
  if (!p) return undefined;
  return new Response(p[1] as BodyInit, { status: p[0], headers: cabeceras as Record<string, string> });
}
