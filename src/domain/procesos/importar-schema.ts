/**
 * Payload of POST /procesos/importar: the JSON GET /procesos/{id} answers (its Id, Abierto and
 * Auditoria are ignored), optionally with a new `codigo`, `nombre` or `manualId`. Each list item
 * is read with the same rules as its own form call, so an import accepts what the forms accept.
 */
import { z } from 'zod';
import { idList } from '../catalogo/manuales-schema.ts';
import * as v from '../validation/zod.ts';
import { nivelSchema } from './niveles-schema.ts';
import { requisitosSchema } from './requisitos-firma-schema.ts';
import { faseProcesoSchema, perfilEntrada, plantillaSchema, procesoUpdateSchema, tipoFicheroSchema } from './schema.ts';

type Obj = Record<string, unknown>;
const obj = (x: unknown): Obj => (x && typeof x === 'object' && !Array.isArray(x) ? (x as Obj) : {});
const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : x === undefined || x === null ? [] : [x]);
const idOf = (x: unknown) => obj(x).Id;

/** Each item of the record's lists, renamed to its form call's fields (PascalCase → camelCase). */
const camelItems = {
  perfiles: (p: Obj) => ({ perfilId: p.Id, requiereDatos: p.RequiereDatos, orden: p.Orden }),
  tiposFichero: (f: Obj) => ({
    clave: f.Clave,
    nombre: f.Nombre,
    descripcion: f.Descripcion,
    limiteTamano: f.LimiteTamano,
    limiteFicheros: f.LimiteFicheros,
    extensiones: f.Extensiones,
    interno: f.Interno,
    orden: f.Orden,
    ambitos: list(f.Ambitos).map(idOf),
  }),
  fasesProyecto: (f: Obj) => ({ clave: f.Clave, plazo: f.Plazo, minimo: f.Minimo }),
  ambitos: (a: Obj) => ({ ambitoId: a.Id, minimo: a.Minimo }),
  niveles: (n: Obj) => ({
    clave: n.Clave,
    nombre: n.Nombre,
    porcentajeEsenciales: n.PorcentajeEsenciales,
    porcentajeNoEsenciales: n.PorcentajeNoEsenciales,
    orden: n.Orden,
  }),
  plantillasNotificaciones: (p: Obj) => ({
    asunto: p.Asunto,
    cuerpo: p.Cuerpo,
    tipoHitoClave: p.TipoHitoClave,
    medioNotificacionClave: p.MedioNotificacionClave,
    descripcion: p.Descripcion,
    direccionesEmail: p.DireccionesEmail,
    dias: p.Dias,
    perfilId: p.PerfilId,
    faseProyectoClave: p.FaseProyectoClave,
    activo: p.Activo,
  }),
};

const known = z.unknown().optional();
const shape = z.strictObject({
  Id: known,
  Codigo: known,
  Nombre: known,
  Manual: known,
  PlazoVigenciaAcreditacion: known,
  Minimo: known,
  FechaApertura: known,
  FechaCierre: known,
  Abierto: known,
  Auditoria: known,
  Perfiles: known,
  TiposFichero: known,
  FasesProyecto: known,
  Ambitos: known,
  PlantillasNotificaciones: known,
  Niveles: known,
  Firmas: known,
  codigo: known,
  nombre: known,
  manualId: known,
});

const camel = (b: z.output<typeof shape>) => ({
  proceso: {
    codigo: b.codigo ?? b.Codigo,
    nombre: b.nombre ?? b.Nombre,
    manualId: b.manualId ?? idOf(b.Manual),
    minimo: b.Minimo,
    fechaApertura: b.FechaApertura,
    fechaCierre: b.FechaCierre,
    plazoVigenciaAcreditacion: b.PlazoVigenciaAcreditacion,
  },
  /** Whether the caller chose the code (then a taken code is a 409, not renamed). */
  codigoElegido: b.codigo !== undefined && b.codigo !== null,
  perfiles: list(b.Perfiles).map((x) => camelItems.perfiles(obj(x))),
  tiposFichero: list(b.TiposFichero).map((x) => camelItems.tiposFichero(obj(x))),
  fasesProyecto: list(b.FasesProyecto).map((x) => camelItems.fasesProyecto(obj(x))),
  ambitos: list(b.Ambitos).map((x) => camelItems.ambitos(obj(x))),
  plantillasNotificaciones: list(b.PlantillasNotificaciones).map((x) => camelItems.plantillasNotificaciones(obj(x))),
  niveles: list(b.Niveles).map((x) => camelItems.niveles(obj(x))),
  firmas: list(b.Firmas).map((x) => ({ tipoFichero: obj(x).TipoFichero, perfiles: obj(x).Perfiles })),
});

const lista = <T extends z.ZodType>(item: T) => z.array(item).max(200);

const contenido = z.object({
  proceso: procesoUpdateSchema,
  codigoElegido: z.boolean(),
  perfiles: lista(perfilEntrada),
  tiposFichero: lista(tipoFicheroSchema.extend({ ambitos: idList() })),
  fasesProyecto: lista(faseProcesoSchema.extend({ clave: v.requiredText(50) })),
  ambitos: lista(z.strictObject({ ambitoId: v.positiveInt(), minimo: v.positiveInt({ required: false }) })),
  plantillasNotificaciones: lista(plantillaSchema),
  niveles: lista(nivelSchema),
  /** The signature requirements, read as PUT procesos/{id}/firmas reads them. */
  firmas: requisitosSchema.shape.requisitos,
});

// The renamed values are still unchecked (unknown); `contenido` checks them field by field.
export const importarSchema = shape
  .transform(camel)
  .pipe(contenido as unknown as z.ZodType<z.output<typeof contenido>, ReturnType<typeof camel>>);
export type ImportarInput = z.output<typeof importarSchema>;
