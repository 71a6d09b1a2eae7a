import { and, eq, inArray } from 'drizzle-orm';
import { sumarDias, todayIso } from '../../domain/shared/fechas.ts';
import {
  ambitos,
  manuales,
  perfiles,
  plantillasNotificacion,
  procesoAmbitos,
  procesoFasesProyecto,
  procesoPerfiles,
  procesos,
  procesoTipoFicheroAmbitos,
  procesoTiposFichero,
} from '../schema/index.ts';
import type { Db } from '../types.ts';
import { SOLUDABLE } from './instancias.ts';

// The demo processes of the Soludable mark: one call open today, so the
// public /procesosAbiertos page and the request wizard have something to show, and last year's
// call, closed. Dates are computed from `now` so the open one stays open whenever the demo runs.
// Idempotent: a process whose code exists is left as it is (with everything hanging from it).

const I = SOLUDABLE.id;
const MB2 = 2_048_000;

interface TipoFicheroDef {
  clave: string;
  nombre: string;
  descripcion: string;
  limiteTamano: number;
  limiteFicheros: number;
  extensiones: string;
  interno?: boolean;
  ambitos?: string[];
}

interface PlantillaDef {
  asunto: string;
  cuerpo: string;
  descripcion: string;
  tipoHitoClave: string;
  dias: number;
  perfil: string | null;
  faseProyectoClave: string | null;
  activo: boolean;
}

interface ProcesoDemoDef {
  codigo: string;
  nombre: string;
  minimo: number;
  /** Days from today (Europe/Madrid) of the opening and closing dates. */
  apertura: number;
  cierre: number;
  plazoVigenciaAcreditacion: number;
  perfiles: Array<{ clave: string; requiereDatos: boolean }>;
  tiposFichero: TipoFicheroDef[];
  fases: Array<{ faseClave: string; plazo: number; minimo: number }>;
  ambitos: Array<{ nombre: string; minimo: number }>;
  plantillas: PlantillaDef[];
}

const TIPOS_FICHERO: TipoFicheroDef[] = [
  {
    clave: 'MEM',
    nombre: 'Memoria del centro',
    descripcion: 'Documento que describe el centro, sus actividades al aire libre y las medidas de fotoprotección actuales.',
    limiteTamano: MB2,
    limiteFicheros: 1,
    extensiones: 'pdf',
  },
  {
    clave: 'PLA',
    nombre: 'Plano de sombras',
    descripcion: 'Plano o fotografías de los espacios exteriores con las zonas de sombra señaladas.',
    limiteTamano: MB2,
    limiteFicheros: 3,
    extensiones: 'pdf,jpg,png',
    ambitos: ['Centros educativos', 'Instalaciones deportivas'],
  },
  {
    clave: 'INT',
    nombre: 'Informe de la visita',
    descripcion: 'Informe interno del equipo evaluador tras la visita al centro.',
    limiteTamano: MB2,
    limiteFicheros: 1,
    extensiones: 'pdf',
    interno: true,
  },
];

const PLANTILLAS: PlantillaDef[] = [
  {
    asunto: 'Quedan 15 días para terminar la autoevaluación',
    cuerpo:
      '{saludo}\n\nLe recordamos que la autoevaluación del centro {centro} termina el {fecha}. Quedan 15 días para completarla.\n\nUn saludo,\nEquipo Soludable',
    descripcion: 'Recordatorio al representante 15 días antes de la fecha límite de la autoevaluación',
    tipoHitoClave: 'auto_limite',
    dias: -15,
    perfil: 'REPRE',
    faseProyectoClave: 'AUT-INI',
    activo: true,
  },
  {
    asunto: 'Comienza la evaluación de su centro',
    cuerpo:
      '{saludo}\n\nLa autoevaluación del centro {centro} ha terminado y comienza la fase de evaluación. La visita se concertará con el equipo evaluador que la agencia asigne a su proyecto.\n\nUn saludo,\nEquipo Soludable',
    descripcion: 'Aviso al inicio de la evaluación',
    tipoHitoClave: 'auto_presen',
    dias: 0,
    perfil: 'REPRE',
    faseProyectoClave: 'EVA-INI',
    activo: true,
  },
  {
    asunto: 'Recordatorio de la visita de evaluación',
    cuerpo: '{saludo}\n\nLe recordamos que la visita de evaluación al centro {centro} es el {fecha}.',
    descripcion: 'Recordatorio de la visita (desactivado en esta convocatoria)',
    tipoHitoClave: 'auto_visita',
    dias: -3,
    perfil: 'AUTOEVAL',
    faseProyectoClave: 'EVA-INI',
    activo: false,
  },
];

const FASES = [
  { faseClave: 'AUT-INI', plazo: 90, minimo: 10 },
  { faseClave: 'EVA-INI', plazo: 60, minimo: 12 },
];

const AMBITOS_PROCESO = [
  { nombre: 'Centros educativos', minimo: 12 },
  { nombre: 'Instalaciones deportivas', minimo: 10 },
  { nombre: 'Turismo y ocio', minimo: 10 },
];

const DEMO_PROCESOS: ProcesoDemoDef[] = [
  {
    codigo: 'SOL-2026',
    nombre: 'Convocatoria Soludable 2026',
    minimo: 12,
    apertura: -60,
    cierre: 120,
    plazoVigenciaAcreditacion: 36,
    perfiles: [
      { clave: 'REPRE', requiereDatos: true },
      { clave: 'AUTOEVAL', requiereDatos: false },
    ],
    tiposFichero: TIPOS_FICHERO,
    fases: FASES,
    ambitos: AMBITOS_PROCESO,
    plantillas: PLANTILLAS,
  },
  {
    codigo: 'SOL-2025',
    nombre: 'Convocatoria Soludable 2025',
    minimo: 10,
    apertura: -420,
    cierre: -240,
    plazoVigenciaAcreditacion: 36,
    perfiles: [{ clave: 'REPRE', requiereDatos: true }],
    tiposFichero: TIPOS_FICHERO.filter((t) => t.clave === 'MEM'),
    fases: FASES,
    ambitos: AMBITOS_PROCESO.slice(0, 1),
    plantillas: PLANTILLAS.slice(0, 1),
  },
];

function idsBy<K extends string>(rows: Array<{ id: number } & Record<K, string>>, key: K) {
  return new Map(rows.map((r) => [r[key], r.id]));
}

/** Inserts the demo processes after the demo manual (MAN-SOL 1.0) and the demo scopes exist. */
export async function seedDemoProcesos(db: Db, now = new Date()) {
  const [manual] = await db
    .select({ id: manuales.id })
    .from(manuales)
    .where(and(eq(manuales.instanciaId, I), eq(manuales.codigo, 'MAN-SOL'), eq(manuales.version, '1.0')));
  if (!manual) throw new Error('seedDemoProcesos: the demo manual MAN-SOL 1.0 is missing');
  const perfilIds = idsBy(
    await db.select({ id: perfiles.id, clave: perfiles.clave }).from(perfiles).where(eq(perfiles.instanciaId, I)),
    'clave',
  );
  const ambitoIds = idsBy(
    await db.select({ id: ambitos.id, nombre: ambitos.nombre }).from(ambitos).where(eq(ambitos.instanciaId, I)),
    'nombre',
  );
  const existing = new Set(
    (
      await db
        .select({ codigo: procesos.codigo })
        .from(procesos)
        .where(
          and(
            eq(procesos.instanciaId, I),
            inArray(
              procesos.codigo,
              DEMO_PROCESOS.map((p) => p.codigo),
            ),
          ),
        )
    ).map((r) => r.codigo),
  );
  const hoy = todayIso(now);
  const alta = { altaFecha: now.toISOString() };
  const idOf = (map: Map<string, number>, key: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`seedDemoProcesos: missing ${key}`);
    return id;
  };

  for (const def of DEMO_PROCESOS.filter((p) => !existing.has(p.codigo))) {
    const [proceso] = await db
      .insert(procesos)
      .values({
        instanciaId: I,
        codigo: def.codigo,
        nombre: def.nombre,
        manualId: manual.id,
        minimo: def.minimo,
        fechaApertura: sumarDias(hoy, def.apertura),
        fechaCierre: sumarDias(hoy, def.cierre),
        plazoVigenciaAcreditacion: def.plazoVigenciaAcreditacion,
        ...alta,
      })
      .returning({ id: procesos.id });
    if (!proceso) throw new Error('seedDemoProcesos: proceso');
    const procesoId = proceso.id;
    await db.insert(procesoPerfiles).values(
      def.perfiles.map((p, i) => ({
        procesoId,
        perfilId: idOf(perfilIds, p.clave),
        requiereDatos: p.requiereDatos,
        orden: i + 1,
      })),
    );
    for (const [i, tf] of def.tiposFichero.entries()) {
      const { ambitos: ambitosTipo, ...campos } = tf;
      const [tipo] = await db
        .insert(procesoTiposFichero)
        .values({ procesoId, ...campos, interno: campos.interno ?? false, orden: i + 1 })
        .returning({ id: procesoTiposFichero.id });
      if (tipo && ambitosTipo?.length) {
        await db
          .insert(procesoTipoFicheroAmbitos)
          .values(ambitosTipo.map((n) => ({ tipoFicheroId: tipo.id, ambitoId: idOf(ambitoIds, n) })));
      }
    }
    await db.insert(procesoFasesProyecto).values(def.fases.map((f) => ({ procesoId, ...f })));
    await db
      .insert(procesoAmbitos)
      .values(def.ambitos.map((a) => ({ procesoId, ambitoId: idOf(ambitoIds, a.nombre), minimo: a.minimo })));
    await db.insert(plantillasNotificacion).values(
      def.plantillas.map(({ perfil, ...p }) => ({
        instanciaId: I,
        procesoId,
        ...p,
        medioNotificacionClave: 'EMAIL',
        perfilId: perfil ? idOf(perfilIds, perfil) : null,
        ...alta,
      })),
    );
  }
}
