/**
 * The manual export document (GET /manuales/{id}/exportacion, POST /manuales/importar).
 * Self-contained: references inside it are short refs ("F1", "P2", "E3"), scopes and packages
 * go by name, tags by name and colour, lookups by key. `origenId` of a form or example is
 * only a hint: the importer reuses that row when it exists in this instance and is unchanged
 * (ADR 0010), otherwise it creates a copy, so a document from another instance still works.
 */
import { z } from 'zod';
import { ESTADOS_MANUAL } from '../../db/schema/catalogo.ts';
import { manualesApi as t } from '../../i18n/catalogo-manuales.ts';
import { validacion } from '../../i18n/validacion.ts';
import { toIsoDate } from '../shared/fechas.ts';
import * as v from '../validation/zod.ts';

export const FORMATO = 'acredita-manual';
export const FORMATO_VERSION = 1;

export const OPCIONES = [
  'bloques',
  'estado',
  'mapa',
  'estandares',
  'evidencias',
  'pruebas',
  'ejemplos',
  'paquetes',
  'ambitos',
] as const;
export type Opcion = (typeof OPCIONES)[number];
export type Opciones = Record<Opcion, boolean>;
/** Every part is exported by default except the state (a clone starts in edition). */
export const OPCIONES_POR_DEFECTO: Opciones = {
  bloques: true,
  estado: false,
  mapa: true,
  estandares: true,
  evidencias: true,
  pruebas: true,
  ejemplos: true,
  paquetes: true,
  ambitos: true,
};

const texto = (max: number) =>
  v.withoutControlCharacters(
    z.string({ error: validacion.required }).trim().min(1, validacion.required).max(max, validacion.maxLength(max)),
  );
const opcional = (max: number) =>
  v.withoutControlCharacters(z.string({ error: validacion.required }).max(max, validacion.maxLength(max)).nullable());
const entero = () =>
  z.number({ error: validacion.positiveInteger }).int(validacion.positiveInteger).min(0, validacion.positiveInteger);
const enteroOpcional = () => entero().nullable();
const booleano = () => z.boolean({ error: t.booleanoNoValido });
const ref = () => z.string({ error: validacion.required }).regex(/^[A-Z]\d{1,6}$/, t.importacionNoValida);
const color = () => z.string().regex(/^#[0-9a-fA-F]{6}$/, validacion.colour);
/** A date in any form the one parser reads, stored ISO; null when the file has none. */
const fecha = () =>
  z
    .string({ error: validacion.date })
    .nullable()
    .transform((value, ctx) => {
      if (value === null) return null;
      const iso = toIsoDate(value);
      if (iso) return iso;
      ctx.addIssue({ code: 'custom', message: validacion.date, input: value });
      return z.NEVER;
    });
const nombres = () => z.array(texto(200)).max(500);

const etiqueta = z.strictObject({ nombre: texto(100), color: color() });

const respuesta = z.strictObject({
  enunciado: opcional(2000),
  esencial: booleano(),
  correcta: booleano(),
  orden: entero(),
});

const pregunta = z.strictObject({
  enunciado: texto(2000),
  aclaraciones: opcional(4000),
  esencial: booleano(),
  minimo: enteroOpcional(),
  maximo: enteroOpcional(),
  orden: entero(),
  tipoClave: texto(20),
  respuestas: z.array(respuesta).max(200),
});

const formulario = z.strictObject({
  ref: ref(),
  origenId: z.number().int().positive().nullable(),
  titulo: texto(500),
  aclaraciones: opcional(4000),
  minimo: entero(),
  preguntas: z.array(pregunta).max(500),
});

const ejemplo = z.strictObject({
  ref: ref(),
  origenId: z.number().int().positive().nullable(),
  titulo: texto(500),
  autor: opcional(300),
  referencia: opcional(1000),
  descripcion: opcional(100_000),
  texto: opcional(100_000),
});

const prueba = z.strictObject({
  ref: ref(),
  descripcion: texto(2000),
  aclaraciones: opcional(4000),
  tipoClave: z.string().max(20).nullable(),
  activo: booleano(),
  formulario: ref(),
});

const guia = z.strictObject({
  descripcion: texto(4000),
  generaAreaMejora: booleano(),
  generaFortaleza: booleano(),
  orden: entero(),
});

const evidencia = z.strictObject({
  codigo: texto(50),
  descripcion: texto(4000),
  esencial: booleano(),
  observaciones: opcional(4000),
  minimo: entero(),
  orden: entero(),
  ejemplos: z.array(ref()).max(500).optional(),
  pruebas: z
    .array(z.strictObject({ prueba: ref(), orden: entero() }))
    .max(500)
    .optional(),
});

const estandar = z.strictObject({
  codigo: texto(50),
  descripcion: texto(4000),
  esencial: booleano(),
  proposito: opcional(4000),
  observaciones: opcional(4000),
  minimo: entero(),
  orden: entero(),
  paquete: z.string().max(200).nullable().optional(),
  etiquetas: z.array(etiqueta).max(200),
  ambitos: nombres().optional(),
  ejemplos: z.array(ref()).max(500).optional(),
  guias: z.array(guia).max(500),
  evidencias: z.array(evidencia).max(1000).optional(),
});

const bloque = z.strictObject({
  codigo: opcional(50),
  nombre: opcional(300),
  descripcion: opcional(4000),
  claseCSS: opcional(100),
  color: color().nullable(),
  orden: entero(),
  ambitos: nombres().optional(),
  estandares: z.array(estandar).max(1000).optional(),
});

const exportacionSchema = z.strictObject({
  formato: z.literal(FORMATO, { error: t.importacionFormatoDesconocido }),
  versionFormato: z.literal(FORMATO_VERSION, { error: t.importacionFormatoDesconocido }),
  opciones: z.strictObject(Object.fromEntries(OPCIONES.map((o) => [o, booleano()])) as Record<Opcion, z.ZodBoolean>),
  manual: z.strictObject({
    codigo: texto(50),
    nombre: texto(200),
    version: texto(20),
    descripcion: opcional(4000),
    enlace: opcional(500),
    fechaCierre: fecha(),
    publico: booleano(),
    estadoClave: z.enum(ESTADOS_MANUAL, { error: t.estadoNoValido }).optional(),
    fechaPublicacion: fecha().optional(),
    mapa: z.string().max(40).optional(),
    ambitos: nombres().optional(),
    etiquetas: z.array(etiqueta).max(200),
  }),
  bloques: z.array(bloque).max(500).optional(),
  pruebas: z.array(prueba).max(2000).optional(),
  formularios: z.array(formulario).max(2000).optional(),
  ejemplos: z.array(ejemplo).max(5000).optional(),
});
export type Exportacion = z.infer<typeof exportacionSchema>;
export type FormularioDoc = z.infer<typeof formulario>;
export type EjemploDoc = z.infer<typeof ejemplo>;
export type EstandarDoc = z.infer<typeof estandar>;
export type BloqueDoc = z.infer<typeof bloque>;

/** POST /manuales/importar: the document plus optional overrides of the new manual's identity. */
export const importacionSchema = exportacionSchema.extend({
  codigo: texto(50).optional(),
  nombre: texto(200).optional(),
  version: texto(20).optional(),
});
export type Importacion = z.infer<typeof importacionSchema>;
