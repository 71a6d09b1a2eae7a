/**
 * What the page components ask of the request they render in, declared here and implemented by
 * the platform (src/platform/page-replies.ts hands it over when the server module loads), so
 * that no component imports a request-bound module of src/platform (ARCHITECTURE.md, Layers).
 */
interface PageRequest {
  /** The name of the instance the page is served for: the document title's suffix. */
  instanciaNombre(): Promise<string>;
  /** This request's HTML reply answers 404 (the not-found view is on the page). */
  markNotFound(): void;
}

let current: PageRequest | null = null;

/** The platform's implementation, set once before any page renders. */
export function servePagesWith(request: PageRequest): void {
  current = request;
}

/** The implementation pages render with; a page rendered with none is a wiring error. */
export function pageRequest(): PageRequest {
  if (!current) throw new Error('No page request: src/platform/page-replies.ts is not loaded');
  return current;
}
