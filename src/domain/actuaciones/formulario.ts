import { actuacionesApi as t } from '../../i18n/actuaciones.ts';
import { ficheros as textosFicheros } from '../../i18n/ficheros.ts';
import { AppError } from '../errors.ts';
import { type Parte, parseFicherosIndexados } from '../ficheros/formulario.ts';
import type { FicheroEntrante } from '../ficheros/subida.ts';

// The multipart form of POST actuaciones (the spec's `Ficheros[i][ContenidoBinario]`): the
// actuación's fields as plain parts, its lists repeated (`usuarios`, `usuarios[]` or
// `usuarios[i]`), and each file as `Ficheros[i][ContenidoBinario]` with optional
// `Ficheros[i][NombreFisico]`, `[TipoClave]` (ACT) and `[Descripcion]`. Field names are read
// with either first letter case (`Descripcion` or `descripcion`), as the spec spells both.

const CAMPOS = ['descripcion', 'titulo', 'fechaInicio', 'fechaFin', 'tipoClave', 'proyectoId'] as const;
const LISTAS = ['usuarios', 'centros', 'etiquetas'] as const;

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

const unprocessable = (campo: string, message: string): never => {
  throw new AppError(422, message, { [campo]: [message] });
};

/** `Ficheros[i][Campo]` as the per-file part `campo[i]` of the shared upload parser, or null. */
function parteDeFichero(key: string): string | null {
  const m = /^[Ff]icheros\[(\d{1,3})\]\[([A-Za-z]+)\]$/.exec(key);
  return m ? `${lower(m[2] as string)}[${m[1]}]` : null;
}

/** The files of a multipart body: `Ficheros[i][…]`, or the POST ficheros spelling; `otro` takes the rest. */
export function parseFicherosActuacion(
  parts: Array<[string, Parte]>,
  otro: (key: string, value: Parte) => boolean = () => false,
): Promise<FicheroEntrante[]> {
  const renamed = parts.map(([k, v]) => [parteDeFichero(k) ?? k, v] as [string, Parte]);
  return parseFicherosIndexados(renamed, otro);
}

/** A multipart POST actuaciones as the JSON body it stands for, plus its files. */
export async function parseActuacionMultipart(
  parts: Array<[string, Parte]>,
): Promise<{ payload: Record<string, unknown>; ficheros: FicheroEntrante[] }> {
  const payload: Record<string, unknown> = {};
  const listas: Record<string, number[]> = {};
  const ficheroParts: Array<[string, Parte]> = [];
  for (const [key, value] of parts) {
    if (parteDeFichero(key)) {
      ficheroParts.push([key, value]);
      continue;
    }
    const m = /^([A-Za-z]+)(?:\[(\d{0,3})\])?$/.exec(key);
    const campo = m ? lower(m[1] as string) : key;
    if (typeof value !== 'string') unprocessable(key, textosFicheros.campoNoPermitido(key));
    const texto = value as string;
    if ((LISTAS as readonly string[]).includes(campo)) {
      const list = listas[campo] ?? [];
      listas[campo] = list;
      if (texto.trim() === '') continue;
      if (!/^\d{1,15}$/.test(texto.trim())) unprocessable(campo, t.listaNoValida(campo));
      list.push(Number(texto.trim()));
    } else if ((CAMPOS as readonly string[]).includes(campo) && m && m[2] === undefined) {
      if (Object.hasOwn(payload, campo)) unprocessable(campo, t.campoRepetido(campo));
      payload[campo] = texto;
    } else unprocessable(key, textosFicheros.campoNoPermitido(key));
  }
  // An empty optional part is the field left blank, as in a JSON body without it.
  for (const campo of ['titulo', 'fechaInicio', 'fechaFin', 'proyectoId']) {
    if (payload[campo] === '') delete payload[campo];
  }
  return { payload: { ...payload, ...listas }, ficheros: await parseFicherosActuacion(ficheroParts) };
}
