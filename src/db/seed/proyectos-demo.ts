import { and, eq, inArray, isNull } from 'drizzle-orm';
import { commit } from '../../domain/auditoria/registro.ts';
import { reasignarEstandaresUsuario } from '../../domain/autoevaluacion/asignaciones.ts';
import { loadEstandaresAplicables } from '../../domain/autoevaluacion/carga.ts';
import { finalizarAutoevaluacion } from '../../domain/autoevaluacion/fin.ts';
import { nombreCompleto } from '../../domain/identidad/actor.ts';
import type { TareaInput } from '../../domain/planificacion/schema.ts';
import { sumarDias, todayIso } from '../../domain/shared/fechas.ts';
import { siguienteCodigoProyecto } from '../../domain/solicitudes/codigo-proyecto.ts';
import { loadAsignacion } from '../../domain/usuarios/perfil-lectura.ts';
import { areaDelPerfil, pasosPerfilEnProyecto } from '../../domain/usuarios/perfil-proyecto.ts';
import { listenOrigin } from '../../platform/mail/links.ts';
import { autoevaluacionEvidencias } from '../schema/autoevaluacion.ts';
import { evidencias } from '../schema/catalogo.ts';
import { perfiles, usuarioPerfiles, usuarios } from '../schema/identidad.ts';
import { procesoAmbitos, procesos } from '../schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../schema/proyectos.ts';
import { centros, solicitudes } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { contextoDemo, mediodia } from './contexto-demo.ts';
import { SOLUDABLE } from './instancias.ts';
import { porPartes } from './por-partes.ts';
import { type Enviado, mejorasDeInforme, saveMejorasDemo, saveTareasDemo, saveVerdictosDemo } from './trabajo-demo.ts';

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
  /** The improvement areas and strengths its report speaks of, written before it was handed over. */
  conMejoras?: boolean;
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
    conMejoras: true,
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
    conMejoras: true,
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
            // Accepting a request creates its project in the first phase; later phases come by finishing.
            faseClave: 'AUT-INI',
            resultadoClave: 'PTE',
            usuarioTutorId: tutorId,
            usuarioAdministrativoId: gestorId,
            ...alta(now),
          })
          .returning({ id: proyectos.id }),
        `project of ${def.referencia}`,
      ));
    const hecho = await autoevaluacionesDe(db, def, { proyectoId, abierta, now, manualId: proceso.manualId, ambitoId, origen });
    for (const m of def.equipo) {
      const uid = await usuarioId(m.userName);
      const pid = await perfilId(m.perfil);
      await darPerfilDemo(db, now, origen, { usuarioId: uid, perfilId: pid, proyectoId });
      // The profile held "for the whole system" since before projects existed goes: it is now held here.
      await db
        .delete(usuarioPerfiles)
        .where(and(eq(usuarioPerfiles.usuarioId, uid), eq(usuarioPerfiles.perfilId, pid), isNull(usuarioPerfiles.proyectoId)));
    }
    if (hecho && def.fase === 'AUT-INI' && def.equipo.length >= 2) await trabajoDelEquipo(db, def, now, hecho);
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

/**
 * The phase a demo project is in before its evaluation is published: a FIN-INI project gets
 * there only by that publication. Every demo project is created in AUT-INI, as accepting its
 * request creates it; one shown in evaluation got there by finishing its self-assessment.
 */
export function faseAlCrear(def: ProyectoDemo): 'AUT-INI' | 'EVA-INI' {
  return def.fase === 'FIN-INI' ? 'EVA-INI' : def.fase;
}

const JUSTIFICACION_C = 'Documentado y revisado por el equipo.';

/**
 * The project's first self-assessment (AUT-INI) and the team's progress in it, written through
 * the domain (trabajo-demo.ts); one already handed over (a project shown in evaluation) is
 * completed as finishing requires (every applicable standard judged, each verdict justified)
 * and finished with finalizarAutoevaluacion 40 days after it opened, which moves the project
 * to EVA-INI and opens its evaluation (with the visit date agreed during the self-assessment).
 */
async function autoevaluacionesDe(
  db: Db,
  def: ProyectoDemo,
  p: { proyectoId: number; abierta: Date; now: Date; manualId: number; ambitoId: number | null; origen: string },
): Promise<{ autoId: number; conVerdicto: Array<{ id: number }> } | null> {
  const inicio = todayIso(p.abierta);
  const entregada = faseAlCrear(def) !== 'AUT-INI';
  const [existing] = await db
    .select({ id: autoevaluaciones.id, estado: autoevaluaciones.estadoClave })
    .from(autoevaluaciones)
    .where(and(eq(autoevaluaciones.proyectoId, p.proyectoId), eq(autoevaluaciones.faseClave, 'AUT-INI')));
  const autoId =
    existing?.id ??
    (await idDe(
      db
        .insert(autoevaluaciones)
        .values({
          instanciaId: I,
          proyectoId: p.proyectoId,
          faseClave: 'AUT-INI',
          estadoClave: 'CURSO',
          fechaApertura: inicio,
          fechaInicio: inicio,
          fechaLimite: sumarDias(inicio, 60),
          fechaVisita: entregada ? sumarDias(inicio, 100) : null,
          ...alta(p.now),
        })
        .returning({ id: autoevaluaciones.id }),
      'self-assessment AUT-INI',
    ));
  // Handed over already (seeded before): nothing more to write in it.
  if (existing && existing.estado !== 'CURSO') return null;
  const aplicables = await loadEstandaresAplicables(db, p.manualId, p.ambitoId);
  const progreso: Verdicto[] = entregada ? aplicables.map((_, i) => def.progreso[i] ?? 'C') : def.progreso;
  const conVerdicto = aplicables.slice(0, progreso.length);
  const entrega = mediodia(sumarDias(inicio, 40));
  const ctx = await contextoDemo(db, entregada ? entrega : p.now);
  if (!ctx) throw new Error('seedDemoProyectos: the demo accounts are missing');
  await saveVerdictosDemo(
    ctx,
    autoId,
    conVerdicto.map((e, i) => {
      const v = progreso[i] as Verdicto;
      const justificacion =
        v === 'C' ? JUSTIFICACION_C : v === 'NC' && entregada ? 'Aún no se cumple: el equipo lo deja como área de mejora.' : null;
      return { estandarId: e.id, estado: v, justificacion };
    }),
  );
  const cumplidos = conVerdicto.filter((_, i) => progreso[i] === 'C').map((e) => e.id);
  if (cumplidos.length > 0) {
    const evs = await db.select({ id: evidencias.id }).from(evidencias).where(inArray(evidencias.estandarId, cumplidos));
    // The evidence ticks behind each standard judged met, in one batch: hundreds of them, and
    // through the evidence's PATCH one by one they would more than double the seeding time
    // (the self-assessments in progress judge theirs through it: autoevaluaciones-demo.ts).
    await porPartes(
      autoevaluacionEvidencias,
      evs.map((e) => ({
        autoevaluacionId: autoId,
        evidenciaId: e.id,
        estadoClave: 'C',
        altaFecha: ctx.clock.now().toISOString(),
        altaUsuarioNombre: AUTOR,
      })),
      (part) => db.insert(autoevaluacionEvidencias).values(part).onConflictDoNothing(),
    );
  }
  if (def.conMejoras) await saveMejorasDemo(ctx, autoId, mejorasDeInforme());
  if (entregada) await finalizarAutoevaluacion(ctx, autoId, p.origen);
  return { autoId, conVerdicto };
}

/**
 * The busiest demo project's team at work (after its members hold their profiles): standards
 * assigned to the self-assessor, improvement areas, a strength and tasks, each through the
 * domain's save function as the team makes them.
 */
async function trabajoDelEquipo(
  db: Db,
  def: ProyectoDemo,
  now: Date,
  hecho: { autoId: number; conVerdicto: Array<{ id: number }> },
) {
  const { autoId, conVerdicto } = hecho;
  const hoy = todayIso(now);
  const ctx = await contextoDemo(db, now);
  if (!ctx) throw new Error('seedDemoProyectos: the demo accounts are missing');
  const [primero, segundo, tercero] = conVerdicto;
  const autoevaluador = def.equipo[1] as ProyectoDemo['equipo'][number];
  const [{ id: asignado } = { id: 0 }] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.instanciaId, I), eq(usuarios.userName, autoevaluador.userName)));
  if (asignado && segundo && tercero) await reasignarEstandaresUsuario(ctx, autoId, asignado, [segundo.id, tercero.id]);
  const estandar = (e?: { id: number }) => (e ? { estandarId: e.id } : {});
  const responsable = asignado ? { usuarioId: asignado } : {};
  await saveMejorasDemo(ctx, autoId, {
    areas: [
      {
        codigo: 'AM-1',
        descripcion: 'Ampliar la sombra en el patio de primaria antes del verano.',
        implantacion: false,
        ...estandar(tercero),
      },
      {
        codigo: 'AM-2',
        descripcion: 'Revisar cada curso la política con el consejo escolar.',
        implantacion: true,
        ...estandar(primero),
      },
    ],
    fortalezas: [
      {
        codigo: 'F-1',
        descripcion: 'Política de fotoprotección aprobada y conocida por todo el personal.',
        ...estandar(primero),
      },
    ],
  });
  await saveTareasDemo(ctx, autoId, [
    {
      titulo: 'Reunir las actas de la comisión de salud',
      fechaLimite: sumarDias(hoy, -3),
      ...estandar(primero),
      ...responsable,
      conseguido: true,
    },
    {
      titulo: 'Medir la sombra del patio a mediodía',
      descripcion: 'Entre las 12 y las 16 h de un día despejado.',
      fechaLimite: sumarDias(hoy, 7),
      ...estandar(tercero),
      ...responsable,
    },
    { titulo: 'Enviar el plan de formación a las familias', fechaLimite: sumarDias(hoy, -1) },
  ] satisfies Enviado<TareaInput>[]);
}
