import { and, eq, inArray, isNull } from 'drizzle-orm';
import { commit } from '../../domain/auditoria/registro.ts';
import { loadEstandaresAplicables } from '../../domain/autoevaluacion/carga.ts';
import { nombreCompleto } from '../../domain/identidad/actor.ts';
import { sumarDias, todayIso } from '../../domain/shared/fechas.ts';
import { siguienteCodigoProyecto } from '../../domain/solicitudes/codigo-proyecto.ts';
import { loadAsignacion } from '../../domain/usuarios/perfil-lectura.ts';
import { areaDelPerfil, pasosPerfilEnProyecto } from '../../domain/usuarios/perfil-proyecto.ts';
import { listenOrigin } from '../../platform/mail/links.ts';
import {
  autoevaluacionAreasMejora,
  autoevaluacionEstandares,
  autoevaluacionEstandarUsuarios,
  autoevaluacionEvidencias,
  autoevaluacionFortalezas,
  tareas,
} from '../schema/autoevaluacion.ts';
import { evidencias } from '../schema/catalogo.ts';
import { perfiles, usuarioPerfiles, usuarios } from '../schema/identidad.ts';
import { procesoAmbitos, procesos } from '../schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../schema/proyectos.ts';
import { centros, solicitudes } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { contextoDemo } from './contexto-demo.ts';
import { SOLUDABLE } from './instancias.ts';
import { porPartes } from './por-partes.ts';
import { sobreEstandaresSinTocar } from './verdictos-sembrados.ts';

// Demo projects in every phase, each with its team holding project profiles, so the projects
// list, the self-assessment area and cross-project access have something real to show:
// - the accepted demo request's project (AUT-INI, under way): representante + autoevaluador;
// - another centre's project (AUT-INI, just started) with a team of its own (representante2);
// - a project in evaluation (EVA-INI): jefeevaluacion + evaluador;
// - a project at the end of its first cycle (FIN-INI, accredited);
// - a project whose self-assessment is complete, ready to finish (AUT-INI): representante3.
// The demo accounts' project profiles move from "held globally" onto these projects.
// Idempotent by request reference; needs the demo requests seeded first.

const I = SOLUDABLE.id;
const AUTOR = 'Datos de demostración';

export type Verdicto = 'C' | 'CUR' | 'NC' | 'NA';

export interface ProyectoDemo {
  /** The request it comes from; created (accepted) unless the requests seed made it. */
  referencia: string;
  cif: string;
  /**
   * The phase it shows. A project at the end of its first cycle (FIN-INI) is created in
   * evaluation, its evaluation open, and gets there as the product gets it there: its
   * evaluation published through the domain (valorarEvaluacionDemo), which sets the result.
   */
  fase: 'AUT-INI' | 'EVA-INI' | 'FIN-INI';
  /** The result its publication gives (documentation: the published verdicts decide it). */
  resultado?: 'ACR';
  /** Index into the process's scopes (for new requests). */
  ambito: number;
  equipo: Array<{ userName: string; perfil: 'REPRE' | 'AUTOEVAL' | 'JEFE_EVACN' | 'EVAL' }>;
  /** Verdicts of the first applicable standards, in manual order; the rest stay pending. */
  progreso: Verdicto[];
  /** Days ago the self-assessment opened. */
  dias: number;
}

const cumplenTodos = (n: number): Verdicto[] => Array.from({ length: n }, () => 'C');

export const PROYECTOS_DEMO: ProyectoDemo[] = [
  {
    referencia: 'SOL-2026-D0003',
    cif: 'A28017895',
    fase: 'AUT-INI',
    ambito: 2,
    equipo: [
      { userName: 'representante', perfil: 'REPRE' },
      { userName: 'autoevaluador', perfil: 'AUTOEVAL' },
    ],
    progreso: ['C', 'C', 'C', 'CUR', 'CUR', 'NC', 'NA'],
    dias: 18,
  },
  {
    referencia: 'SOL-2026-D0005',
    cif: 'B41523895',
    fase: 'AUT-INI',
    ambito: 1,
    equipo: [{ userName: 'representante2', perfil: 'REPRE' }],
    progreso: ['C', 'CUR'],
    dias: 5,
  },
  {
    referencia: 'SOL-2026-D0006',
    cif: 'B15403215',
    fase: 'EVA-INI',
    ambito: 0,
    equipo: [
      { userName: 'jefeevaluacion', perfil: 'JEFE_EVACN' },
      { userName: 'evaluador', perfil: 'EVAL' },
    ],
    progreso: [...cumplenTodos(10), 'NC'],
    dias: 90,
  },
  {
    referencia: 'SOL-2026-D0007',
    cif: 'G29876547',
    fase: 'FIN-INI',
    resultado: 'ACR',
    ambito: 1,
    equipo: [],
    progreso: cumplenTodos(12),
    dias: 200,
  },
  // Complete (every applicable standard met and justified): finishing it can be tried
  // (/autoevaluacion/{id}/fin) without touching the projects other demos work on.
  {
    referencia: 'SOL-2026-D0011',
    cif: 'P4625001E',
    fase: 'AUT-INI',
    ambito: 0,
    equipo: [{ userName: 'representante3', perfil: 'REPRE' }],
    progreso: cumplenTodos(1000),
    dias: 60,
  },
];

const alta = (now: Date) => ({ altaFecha: now.toISOString(), altaUsuarioNombre: AUTOR });

async function idDe(rows: Promise<Array<{ id: number }>>, what: string): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error(`seedDemoProyectos: ${what} missing`);
  return row.id;
}

/** Seeds the demo projects (`defs`, by default these) that are missing; returns how many were added. */
export async function seedDemoProyectos(
  db: Db,
  now = new Date(),
  defs: ProyectoDemo[] = PROYECTOS_DEMO,
  origen = listenOrigin(),
): Promise<number> {
  const [proceso] = await db
    .select()
    .from(procesos)
    .where(and(eq(procesos.instanciaId, I), eq(procesos.codigo, 'SOL-2026')));
  if (!proceso) throw new Error('seedDemoProyectos: the demo process SOL-2026 is missing');
  const ambitoIds = (
    await db.select({ id: procesoAmbitos.ambitoId }).from(procesoAmbitos).where(eq(procesoAmbitos.procesoId, proceso.id))
  ).map((a) => a.id);
  const usuarioId = (userName: string) =>
    idDe(
      db
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(and(eq(usuarios.instanciaId, I), eq(usuarios.userName, userName))),
      `user ${userName}`,
    );
  const perfilId = (clave: string) =>
    idDe(
      db
        .select({ id: perfiles.id })
        .from(perfiles)
        .where(and(eq(perfiles.instanciaId, I), eq(perfiles.clave, clave))),
      `profile ${clave}`,
    );
  const tutorId = await usuarioId('tutor');
  const gestorId = await usuarioId('gestor');
  let added = 0;
  for (const def of defs) {
    const [existing] = await db
      .select({ id: solicitudes.id, proyectoId: proyectos.id })
      .from(solicitudes)
      .leftJoin(proyectos, eq(proyectos.solicitudId, solicitudes.id))
      .where(and(eq(solicitudes.instanciaId, I), eq(solicitudes.referencia, def.referencia)));
    // A project that already has its team was seeded before.
    if (existing?.proyectoId) {
      const [team] = await db
        .select({ id: usuarioPerfiles.id })
        .from(usuarioPerfiles)
        .where(eq(usuarioPerfiles.proyectoId, existing.proyectoId));
      if (team || def.equipo.length === 0) continue;
    }
    const [centro] = await db
      .select()
      .from(centros)
      .where(and(eq(centros.instanciaId, I), eq(centros.cif, def.cif)));
    if (!centro) throw new Error(`seedDemoProyectos: demo centre ${def.cif} missing`);
    const abierta = new Date(now.getTime() - def.dias * 86_400_000);
    const ambitoId = ambitoIds[def.ambito % Math.max(ambitoIds.length, 1)] ?? null;
    const solicitudId =
      existing?.id ??
      (await idDe(
        db
          .insert(solicitudes)
          .values({
            instanciaId: I,
            referencia: def.referencia,
            procesoId: proceso.id,
            centroId: centro.id,
            estadoClave: 'ACE',
            ambitoId,
            nombre: centro.nombre,
            cif: centro.cif,
            direccion: centro.direccion,
            codigoPostal: centro.codigoPostal,
            provinciaId: centro.provinciaId,
            municipioId: centro.municipioId,
            localidadId: centro.localidadId,
            fechaInicio: todayIso(abierta),
            matricula: `REG-${def.referencia.slice(-4)}`,
            usuarioTutorId: tutorId,
            usuarioAdministrativoId: gestorId,
            fechaResolucion: abierta.toISOString(),
            altaFecha: new Date(abierta.getTime() - 5 * 86_400_000).toISOString(),
            altaUsuarioNombre: AUTOR,
          })
          .returning({ id: solicitudes.id }),
        def.referencia,
      ));
    const proyectoId =
      existing?.proyectoId ??
      (await idDe(
        db
          .insert(proyectos)
          .values({
            instanciaId: I,
            codigo: await siguienteCodigoProyecto(db, I, todayIso(now)),
            solicitudId,
            centroId: centro.id,
            procesoId: proceso.id,
            ambitoId,
            faseClave: faseAlCrear(def),
            resultadoClave: 'PTE',
            usuarioTutorId: tutorId,
            usuarioAdministrativoId: gestorId,
            ...alta(now),
          })
          .returning({ id: proyectos.id }),
        `project of ${def.referencia}`,
      ));
    await autoevaluacionesDe(db, def, { proyectoId, abierta, now, manualId: proceso.manualId, ambitoId });
    for (const m of def.equipo) {
      const uid = await usuarioId(m.userName);
      const pid = await perfilId(m.perfil);
      await darPerfilDemo(db, now, origen, { usuarioId: uid, perfilId: pid, proyectoId });
      // The profile held "for the whole system" since before projects existed goes: it is now held here.
      await db
        .delete(usuarioPerfiles)
        .where(and(eq(usuarioPerfiles.usuarioId, uid), eq(usuarioPerfiles.perfilId, pid), isNull(usuarioPerfiles.proyectoId)));
    }
    added++;
  }
  return added;
}

/**
 * A demo team member's project profile, given as the product gives it (the grant, its audit
 * entry and the mail linking into the project's area), unless it is held already.
 */
async function darPerfilDemo(db: Db, now: Date, origen: string, g: { usuarioId: number; perfilId: number; proyectoId: number }) {
  const ctx = await contextoDemo(db, now);
  if (!ctx?.actor) throw new Error('seedDemoProyectos: the demo accounts are missing');
  if ((await loadAsignacion(db, g)) !== null) return;
  const [u] = await db.select().from(usuarios).where(eq(usuarios.id, g.usuarioId));
  const [perfil] = await db.select().from(perfiles).where(eq(perfiles.id, g.perfilId));
  const [p] = await db
    .select({ codigo: proyectos.codigo, centro: centros.nombre })
    .from(proyectos)
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .where(eq(proyectos.id, g.proyectoId));
  if (!u || !perfil || !p) throw new Error('seedDemoProyectos: a team member, profile or project is missing');
  const pasos = pasosPerfilEnProyecto(
    ctx,
    ctx.actor,
    {
      usuario: { id: u.id, email: u.email, nombre: nombreCompleto(u) },
      perfil,
      proyecto: { id: g.proyectoId, codigo: p.codigo, centro: p.centro },
      destino: await areaDelPerfil(ctx, g.proyectoId, perfil.tipoClave),
    },
    { origin: origen },
  );
  await commit(ctx, pasos);
}

/** The phase a demo project is created in: FIN-INI only by publishing its evaluation. */
export function faseAlCrear(def: ProyectoDemo): 'AUT-INI' | 'EVA-INI' {
  return def.fase === 'FIN-INI' ? 'EVA-INI' : def.fase;
}

/** The project's self-assessment(s) for its phase, with the team's progress. */
async function autoevaluacionesDe(
  db: Db,
  def: ProyectoDemo,
  p: { proyectoId: number; abierta: Date; now: Date; manualId: number; ambitoId: number | null },
) {
  const inicio = todayIso(p.abierta);
  const hoy = todayIso(p.now);
  const fases = def.fase === 'AUT-INI' ? ['AUT-INI'] : ['AUT-INI', 'EVA-INI'];
  let autoId = 0;
  for (const fase of fases) {
    const cerrada = fase !== faseAlCrear(def);
    const [existing] = await db
      .select({ id: autoevaluaciones.id })
      .from(autoevaluaciones)
      .where(and(eq(autoevaluaciones.proyectoId, p.proyectoId), eq(autoevaluaciones.faseClave, fase)));
    const id =
      existing?.id ??
      (await idDe(
        db
          .insert(autoevaluaciones)
          .values({
            instanciaId: I,
            proyectoId: p.proyectoId,
            faseClave: fase,
            estadoClave: cerrada ? 'FIN' : 'CURSO',
            fechaApertura: inicio,
            fechaInicio: fase === 'AUT-INI' ? inicio : sumarDias(inicio, 45),
            fechaLimite: fase === 'AUT-INI' ? sumarDias(inicio, 60) : sumarDias(inicio, 120),
            fechaFin: cerrada ? sumarDias(inicio, 40) : null,
            fechaVisita: fase === 'EVA-INI' ? sumarDias(inicio, 100) : null,
            ...alta(p.now),
          })
          .returning({ id: autoevaluaciones.id }),
        `self-assessment ${fase}`,
      ));
    if (fase === 'AUT-INI') autoId = id;
  }
  if (!autoId) return;
  const aplicables = await loadEstandaresAplicables(db, p.manualId, p.ambitoId);
  // A self-assessment already handed over was finished as finishing allows (autoevaluacion/fin.ts):
  // every applicable standard judged (met, past its progress) and each verdict justified.
  const entregada = faseAlCrear(def) !== 'AUT-INI';
  const progreso: Verdicto[] = entregada ? aplicables.map((_, i) => def.progreso[i] ?? 'C') : def.progreso;
  const conVerdicto = aplicables.slice(0, progreso.length);
  if (conVerdicto.length === 0) return;
  await porPartes(
    autoevaluacionEstandares,
    conVerdicto.map((e, i) => {
      const v = progreso[i] as Verdicto;
      return {
        autoevaluacionId: autoId,
        estandarId: e.id,
        estadoClave: v === 'NA' ? 'PTE' : v,
        aplica: v !== 'NA',
        justificacion:
          v === 'C'
            ? 'Documentado y revisado por el equipo.'
            : v === 'NC' && entregada
              ? 'Aún no se cumple: el equipo lo deja como área de mejora.'
              : null,
        ...alta(p.now),
      };
    }),
    (part) => db.insert(autoevaluacionEstandares).values(part).onConflictDoUpdate(sobreEstandaresSinTocar),
  );
  const cumplidos = conVerdicto.filter((_, i) => progreso[i] === 'C').map((e) => e.id);
  if (cumplidos.length > 0) {
    const evs = await db.select({ id: evidencias.id }).from(evidencias).where(inArray(evidencias.estandarId, cumplidos));
    await porPartes(
      autoevaluacionEvidencias,
      evs.map((e) => ({ autoevaluacionId: autoId, evidenciaId: e.id, estadoClave: 'C', ...alta(p.now) })),
      (part) => db.insert(autoevaluacionEvidencias).values(part).onConflictDoNothing(),
    );
  }
  if (def.fase !== 'AUT-INI' || def.equipo.length < 2) return;
  // The busiest demo project also gets assignments, improvement areas, strengths and tasks.
  const [primero, segundo, tercero] = conVerdicto;
  const autoevaluador = def.equipo[1] as ProyectoDemo['equipo'][number];
  const [{ id: asignado } = { id: 0 }] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, I), eq(usuarios.userName, autoevaluador.userName)));
  if (asignado && segundo && tercero)
    await db
      .insert(autoevaluacionEstandarUsuarios)
      .values([segundo, tercero].map((e) => ({ autoevaluacionId: autoId, estandarId: e.id, usuarioId: asignado })))
      .onConflictDoNothing();
  await db.insert(autoevaluacionAreasMejora).values([
    {
      autoevaluacionId: autoId,
      estandarId: tercero?.id ?? null,
      codigo: 'AM-1',
      descripcion: 'Ampliar la sombra en el patio de primaria antes del verano.',
      implantacion: false,
      ...alta(p.now),
    },
    {
      autoevaluacionId: autoId,
      estandarId: primero?.id ?? null,
      codigo: 'AM-2',
      descripcion: 'Revisar cada curso la política con el consejo escolar.',
      implantacion: true,
      ...alta(p.now),
    },
  ]);
  await db.insert(autoevaluacionFortalezas).values([
    {
      autoevaluacionId: autoId,
      estandarId: primero?.id ?? null,
      codigo: 'F-1',
      descripcion: 'Política de fotoprotección aprobada y conocida por todo el personal.',
      ...alta(p.now),
    },
  ]);
  await db.insert(tareas).values([
    {
      instanciaId: I,
      autoevaluacionId: autoId,
      titulo: 'Reunir las actas de la comisión de salud',
      fechaLimite: sumarDias(hoy, -3),
      estandarId: primero?.id ?? null,
      usuarioId: asignado || null,
      conseguido: true,
      estadoClave: 'FIN',
      ...alta(p.now),
    },
    {
      instanciaId: I,
      autoevaluacionId: autoId,
      titulo: 'Medir la sombra del patio a mediodía',
      descripcion: 'Entre las 12 y las 16 h de un día despejado.',
      fechaLimite: sumarDias(hoy, 7),
      estandarId: tercero?.id ?? null,
      usuarioId: asignado || null,
      estadoClave: 'PTE',
      ...alta(p.now),
    },
    {
      instanciaId: I,
      autoevaluacionId: autoId,
      titulo: 'Enviar el plan de formación a las familias',
      fechaLimite: sumarDias(hoy, -1),
      estadoClave: 'RET',
      ...alta(p.now),
    },
  ]);
}
