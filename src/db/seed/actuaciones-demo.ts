import { and, eq } from 'drizzle-orm';
import { saveActuacion } from '../../domain/actuaciones/escritura.ts';
import { actuacionSchema } from '../../domain/actuaciones/schema.ts';
import { saveEnlace } from '../../domain/enlaces/enlaces.ts';
import { enlaceSchema } from '../../domain/enlaces/schema.ts';
import { sumarDias, todayIso } from '../../domain/shared/fechas.ts';
import type { Storage } from '../../domain/shared/storage.ts';
import { actuaciones } from '../schema/actuaciones.ts';
import { enlaces } from '../schema/enlaces.ts';
import { etiquetas, usuarios } from '../schema/identidad.ts';
import { proyectos } from '../schema/proyectos.ts';
import { solicitudes } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { contextoDemo } from './contexto-demo.ts';
import { SOLUDABLE } from './instancias.ts';

// Demo actuaciones and links, written through the product's own use cases (saveActuacion,
// saveEnlace: validated, audited, attributed to the demo author). With the deployment's
// storage the actuaciones carry their files (an acta in PDF); tests leave it out and get the
// records alone. Idempotent: nothing is added once the demo has actuaciones, or links.

const I = SOLUDABLE.id;

/** An acta as a minimal valid PDF: what the upload rules sniff as PDF. */
const acta = (titulo: string) =>
  new TextEncoder().encode(`%PDF-1.4\n1 0 obj<</Title (${titulo})>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`);

const ETIQUETAS_ACT = [
  { nombre: 'Seguimiento', color: '#2563eb' },
  { nombre: 'Urgente', color: '#b91c1c' },
];

async function etiquetasAct(db: Db, now: Date): Promise<number[]> {
  const existentes = await db
    .select({ id: etiquetas.id, nombre: etiquetas.nombre })
    .from(etiquetas)
    .where(and(eq(etiquetas.instanciaId, I), eq(etiquetas.tipoClave, 'ACT')));
  const faltan = ETIQUETAS_ACT.filter((e) => !existentes.some((x) => x.nombre === e.nombre));
  // Tags have no write call in the product yet: the demo inserts its two like the user tags' seed.
  if (faltan.length > 0) {
    await db
      .insert(etiquetas)
      .values(faltan.map((e) => ({ ...e, instanciaId: I, tipoClave: 'ACT', altaFecha: now.toISOString() })));
  }
  const todas = await db
    .select({ id: etiquetas.id })
    .from(etiquetas)
    .where(and(eq(etiquetas.instanciaId, I), eq(etiquetas.tipoClave, 'ACT')));
  return todas.map((e) => e.id);
}

/** The demo project of the first team (SOL-2026-D0003) with its centre, if seeded. */
async function proyectoDemo(db: Db) {
  const [p] = await db
    .select({ id: proyectos.id, centroId: proyectos.centroId })
    .from(proyectos)
    .innerJoin(solicitudes, eq(solicitudes.id, proyectos.solicitudId))
    .where(eq(solicitudes.referencia, 'SOL-2026-D0003'));
  return p ?? null;
}

const idDe = async (db: Db, userName: string) =>
  (await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, userName)))[0]?.id;

/** Three actuaciones of the agency with the first demo team; with `storage`, each with its acta. */
export async function seedDemoActuaciones(db: Db, now = new Date(), storage?: Storage): Promise<number> {
  const ctx = await contextoDemo(db, now);
  if (!ctx) return 0;
  if ((await db.$count(actuaciones, eq(actuaciones.instanciaId, I))) > 0) return 0;
  const p = await proyectoDemo(db);
  const [tutor, representante] = [await idDe(db, 'tutor'), await idDe(db, 'representante')];
  const personas = [tutor, representante].filter((x): x is number => x !== undefined);
  const [seguimiento, urgente] = await etiquetasAct(db, now);
  const hoy = todayIso(now);
  const demo = [
    {
      titulo: 'Visita de arranque de la autoevaluación',
      descripcion: 'Visita al centro para presentar el manual, el calendario y el equipo de autoevaluación.',
      tipoClave: 'VISITA',
      fechaInicio: sumarDias(hoy, -20),
      fechaFin: sumarDias(hoy, -20),
      etiquetas: seguimiento ? [seguimiento] : [],
    },
    {
      titulo: 'Reunión de seguimiento',
      descripcion: 'Revisión de los estándares pendientes y de las evidencias aportadas hasta la fecha.',
      tipoClave: 'REUNION',
      fechaInicio: sumarDias(hoy, -5),
      fechaFin: sumarDias(hoy, -5),
      etiquetas: seguimiento ? [seguimiento] : [],
    },
    {
      titulo: 'Llamada por una incidencia con los ficheros',
      descripcion: 'El centro no podía subir un documento escaneado de más de 2 MB; se le indicó cómo reducirlo.',
      tipoClave: 'INCIDENCIA',
      fechaInicio: sumarDias(hoy, -2),
      etiquetas: urgente ? [urgente] : [],
    },
  ];
  const fctx = { ...ctx, storage: storage as Storage };
  for (const a of demo) {
    await saveActuacion(
      fctx,
      actuacionSchema.parse({ ...a, proyectoId: p?.id, usuarios: personas, centros: p ? [p.centroId] : [] }),
      storage ? [{ nombreFisico: 'acta.pdf', bytes: acta(a.titulo), tipoClave: 'ACT' }] : [],
    );
  }
  return demo.length;
}

const ENLACES_DEMO = [
  { lugar: 'PUBLICO', titulo: 'Índice UV de hoy (AEMET)', url: 'https://www.aemet.es/es/eltiempo/prediccion/radiacionuv' },
  {
    lugar: 'PUBLICO',
    titulo: 'Fotoprotección y salud',
    url: 'https://www.sanidad.gob.es/',
    descripcion: 'Recomendaciones del Ministerio de Sanidad.',
  },
  { lugar: 'GESTION', titulo: 'Procedimiento interno de evaluación', url: 'https://example.org/procedimiento-evaluacion' },
  { lugar: 'AUTOEVALUACION', titulo: 'Guía para preparar las evidencias', url: 'https://example.org/guia-evidencias' },
  { lugar: 'EVALUACION', titulo: 'Criterios para la visita de evaluación', url: 'https://example.org/criterios-visita' },
] as const;

/** Links in each place (public, management, both areas). */
export async function seedDemoEnlaces(db: Db, now = new Date()): Promise<number> {
  const ctx = await contextoDemo(db, now);
  if (!ctx) return 0;
  if ((await db.$count(enlaces, eq(enlaces.instanciaId, I))) > 0) return 0;
  for (const e of ENLACES_DEMO) await saveEnlace(ctx, enlaceSchema.parse(e));
  return ENLACES_DEMO.length;
}
