import { ficheros as textos } from '../../i18n/ficheros.ts';
import { AppError } from '../errors.ts';
import { FICHEROS_MAX_POR_PETICION } from './limites.ts';
import { isCampoPropietario } from './propietarios.ts';
import type { Subida } from './subida.ts';

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
 * The parts of a POST ficheros (data-and-calls §7.3) as a Subida. Per-file fields come as
 * `campo[i]` (the spec's indexed form); `campo[]` or a bare, repeated `campo` are taken in
 * order too. The owner is one of manualId, proyectoId, solicitudId or acreditacionId, bare
 * or indexed, with one value. A missing nombreFisico falls back to the part's file name.
 * Unknown fields are refused, like unknown JSON fields elsewhere.
 */
export async function leerSubida(parts: Iterable<[string, Parte]>): Promise<Subida> {
  const slots = new Map<number, Slot>();
  const positional = new Map<CampoFichero, number>();
  const owners = new Map<string, Set<string>>();

  for (const [key, value] of parts) {
    const m = /^([A-Za-z]+)(?:\[(\d{0,3})\])?$/.exec(key);
    const campo = m?.[1] ?? key;
    if (m && isCampoPropietario(campo)) {
      if (typeof value !== 'string') unprocessable(campo, textos.idNoValido);
      owners.set(campo, (owners.get(campo) ?? new Set()).add((value as string).trim()));
      continue;
    }
    if (!m || !(POR_FICHERO as readonly string[]).includes(campo)) unprocessable(key, textos.campoNoPermitido(key));
    const c = campo as CampoFichero;
    let index: number;
    if (m?.[2]) index = Number(m[2]);
    else {
      index = positional.get(c) ?? 0;
      positional.set(c, index + 1);
    }
    // Far more slots than allowed: refuse before collecting any more.
    if (index > FICHEROS_MAX_POR_PETICION * 10) unprocessable(key, textos.demasiadosFicheros(FICHEROS_MAX_POR_PETICION));
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

  if (owners.size === 0) unprocessable('manualId', textos.propietarioObligatorio);
  if (owners.size > 1 || [...owners.values()].some((v) => v.size > 1)) {
    unprocessable([...owners.keys()][0] as string, textos.unSoloPropietario);
  }
  const [campo, values] = [...owners][0] as [string, Set<string>];
  const raw = [...values][0] as string;
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1) unprocessable(campo, textos.idNoValido);

  const ordered = [...slots.entries()].sort(([a], [b]) => a - b);
  if (ordered.length > FICHEROS_MAX_POR_PETICION) {
    unprocessable('contenidoBinario', textos.demasiadosFicheros(FICHEROS_MAX_POR_PETICION));
  }
  const ficheros = await Promise.all(
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
  return { campo, propietarioId: Number(raw), ficheros };
}
