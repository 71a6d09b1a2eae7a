// What one request has worked out about who may do what (the actor's profiles in a project,
// a record's capabilities: ADR 0042), kept for the rest of that request so that a second gate
// reads it instead of asking the database again. A write ends it: after a commit the record's
// state and phase may have moved, and a write of people ('usuario' entries: profiles,
// accounts) may have changed who holds what, so the request then works them out afresh.

/** The request's answers, by key. Lives as long as one request; never shared between requests. */
export class MemoPeticion {
  private readonly valores = new Map<string, Promise<unknown>>();

  /** The answer kept under `clave`, or the one `cargar` gives (kept; a failed load is kept too: the same request gets the same refusal). */
  de<T>(clave: string, cargar: () => Promise<T>): Promise<T> {
    const hit = this.valores.get(clave);
    if (hit) return hit as Promise<T>;
    const valor = cargar();
    this.valores.set(clave, valor);
    return valor;
  }

  /** Whether an answer is kept under `clave` (a batch read fills only what is missing). */
  tiene(clave: string): boolean {
    return this.valores.has(clave);
  }

  /** Forgets what a write may have changed: every record's answers, and people's too when `personas`. */
  olvidar({ personas }: { personas: boolean }): void {
    if (personas) {
      this.valores.clear();
      return;
    }
    for (const clave of this.valores.keys()) if (!clave.startsWith(PREFIJO_PERSONAS)) this.valores.delete(clave);
  }
}

/** Keys of answers about people (their profiles and permissions): kept across writes of other entities. */
export const PREFIJO_PERSONAS = 'personas:';

/** `cargar`'s answer, kept on the request when the context carries a memo (pages and the API do; jobs and tests may not). */
export function porPeticion<T>(ctx: { memo?: MemoPeticion }, clave: string, cargar: () => Promise<T>): Promise<T> {
  return ctx.memo ? ctx.memo.de(clave, cargar) : cargar();
}
