import { ficheros as textos } from '../../i18n/ficheros.ts';
import { AppError } from '../errors.ts';
import { FICHEROS_MAX_POR_PETICION } from './limites.ts';
import { isCampoPropietario } from './propietarios.ts';
import type { FicheroEntrante, Subida } from './subida.ts';

const POR_FICHERO = ['nombreFisico', 'contenidoBinario', 'tipoClave', 'descripcion'] as const;
type CampoFichero = (typeof POR_FICHERO)[number];

/** A multipart part as the web platform gives it: text, or a File (a Blob with a name). */
export type Parte = string | (Blob & { name?: string });

interface Slot {
  nombreFisico?: string;
  contenidoBinario?: Blob & { name?: string };
  tipoClave?: string;
  descripcion?: string;
}

const unprocessable = (campo: string, message: string): never => {
  throw new AppError(422, message, { [campo]: [message] });
};

/**
 * The indexed per-file parts of a multipart body: `campo[i]` (the spec's
 * indexed form), or `campo[]` or a bare, repeated `campo`, taken in order. A missing
 * nombreFisico falls back to the part's file name. Any other part goes to `otro`, which
 * answers false when it does not take it: that part is refused ("Campo no permitido"), like
 * unknown JSON fields elsewhere. At most `max` files.
 */
export async function parseFicherosIndexados(
  parts: Iterable<[string, Parte]>,
  otro: (key: string, value: Parte) => boolean,
  max = FICHEROS_MAX_POR_PETICION,
): Promise<FicheroEntrante[]> {
  const slots = new Map<number, Slot>();
  const positional = new Map<CampoFichero, number>();

  for (const [key, value] of parts) {
    const m = /^([A-Za-z]+)(?:\[(\d{0,3})\])?$/.exec(key);
    const campo = m?.[1] ?? key;
    if (!m || !(POR_FICHERO as readonly string[]).includes(campo)) {
      if (!otro(key, value)) unprocessable(key, textos.campoNoPermitido(key));
      continue;
    }
    const c = campo as CampoFichero;
    let index: number;
    if (m[2]) index = Number(m[2]);
    else {
      index = positional.get(c) ?? 0;
      positional.set(c, index + 1);
    }
    // Far more slots than allowed: refuse before collecting any more.
    if (index > max * 10) unprocessable(key, textos.demasiadosFicheros(max));
    const slot = slots.get(index) ?? {};
    slots.set(index, slot);
    if (c === 'contenidoBinario') {
      if (typeof value === 'string') unprocessable(key, textos.faltaContenido(index + 1));
      slot.contenidoBinario = value as Blob;
    } else {
      if (typeof value !== 'string') unprocessable(key, textos.campoNoPermitido(key));
      slot[c] = value as string;
    }
  }

  const ordered = [...slots.entries()].sort(([a], [b]) => a - b);
  if (ordered.length > max) unprocessable('contenidoBinario', textos.demasiadosFicheros(max));
  return Promise.all(
    ordered.map(async ([, slot], i) => {
      const part = slot.contenidoBinario;
      if (!part) return unprocessable(`contenidoBinario[${i}]`, textos.faltaContenido(i + 1));
      const nombreFisico = slot.nombreFisico?.trim() ? slot.nombreFisico : (part.name ?? '');
      return {
        nombreFisico,
        bytes: new Uint8Array(await part.arrayBuffer()),
        tipoClave: slot.tipoClave ?? '',
        descripcion: slot.descripcion ?? null,
      };
    }),
  );
}

/**
 * The parts of a POST ficheros as a Subida: the indexed files plus the
 * owner, one of manualId, proyectoId, solicitudId or acreditacionId, bare or indexed, with
 * one value.
 */
export async function parseSubida(parts: Iterable<[string, Parte]>): Promise<Subida> {
  const owners = new Map<string, Set<string>>();
  const ficheros = await parseFicherosIndexados(parts, (key, value) => {
    const campo = /^([A-Za-z]+)(?:\[\d{0,3}\])?$/.exec(key)?.[1];
    if (!campo || !isCampoPropietario(campo)) return false;
    if (typeof value !== 'string') unprocessable(campo, textos.idNoValido);
    owners.set(campo, (owners.get(campo) ?? new Set()).add((value as string).trim()));
    return true;
  });

  if (owners.size === 0) unprocessable('manualId', textos.propietarioObligatorio);
  if (owners.size > 1 || [...owners.values()].some((v) => v.size > 1)) {
    unprocessable([...owners.keys()][0] as string, textos.unSoloPropietario);
  }
  const [campo, values] = [...owners][0] as [string, Set<string>];
  const raw = [...values][0] as string;
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1) unprocessable(campo, textos.idNoValido);
  return { campo, propietarioId: Number(raw), ficheros };
}
