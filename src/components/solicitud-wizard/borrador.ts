import { del, get, set } from 'idb-keyval';
import { type Draft, draftVacio, type FicherosPorTipo } from './modelo.ts';

// The draft survives a reload: fields and the current step in sessionStorage (per tab, per
// process, cleared when the tab closes), chosen files in IndexedDB (sessionStorage holds only
// strings and ~5 MB; IndexedDB stores File objects as they are). idb-keyval: a tiny, maintained
// promise wrapper over one IndexedDB object store, instead of hand-written IDB requests.

export interface Guardado {
  paso: number;
  draft: Draft;
}

const clave = (procesoId: number, staff: boolean) => `solicitud-wizard:${staff ? 'alta:' : ''}${procesoId}`;

export function leerBorrador(procesoId: number, staff: boolean): Guardado | null {
  try {
    const raw = sessionStorage.getItem(clave(procesoId, staff));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Guardado>;
    // Fields added later get their defaults; a stale or broken value is ignored.
    return { paso: typeof parsed.paso === 'number' ? parsed.paso : 0, draft: { ...draftVacio(), ...parsed.draft } };
  } catch {
    return null;
  }
}

export function guardarBorrador(procesoId: number, staff: boolean, g: Guardado): void {
  try {
    sessionStorage.setItem(clave(procesoId, staff), JSON.stringify(g));
  } catch {
    // Storage full or disabled (private mode): the wizard still works, only without reload safety.
  }
}

type FicheroGuardado = { tipo: string; file: File };

export async function leerFicheros(procesoId: number, staff: boolean): Promise<FicherosPorTipo> {
  const out: FicherosPorTipo = {};
  try {
    const rows = (await get<FicheroGuardado[]>(`${clave(procesoId, staff)}:ficheros`)) ?? [];
    for (const r of rows) {
      if (!r || typeof r.tipo !== 'string' || !(r.file instanceof Blob)) continue;
      out[r.tipo] = [...(out[r.tipo] ?? []), r.file];
    }
  } catch {
    // No IndexedDB: start without files.
  }
  return out;
}

/** Returns false when the files could not be stored (the page then says so). */
export async function guardarFicheros(procesoId: number, staff: boolean, files: FicherosPorTipo): Promise<boolean> {
  const rows: FicheroGuardado[] = Object.entries(files).flatMap(([tipo, list]) => list.map((file) => ({ tipo, file })));
  try {
    await set(`${clave(procesoId, staff)}:ficheros`, rows);
    return true;
  } catch {
    return false;
  }
}

/** After a successful submit nothing of the draft stays in the browser. */
export async function borrarBorrador(procesoId: number, staff: boolean): Promise<void> {
  try {
    sessionStorage.removeItem(clave(procesoId, staff));
  } catch {
    // ignore
  }
  try {
    await del(`${clave(procesoId, staff)}:ficheros`);
  } catch {
    // ignore
  }
}
