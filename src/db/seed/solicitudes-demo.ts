import { and, eq, inArray } from 'drizzle-orm';
import { commit } from '../../domain/auditoria/registro.ts';
import type { Actor } from '../../domain/context.ts';
import { sumarDias, todayIso } from '../../domain/shared/fechas.ts';
import { pasosAccesoCentro, personasDelCentro } from '../../domain/solicitudes/acceso-centro.ts';
import { siguienteCodigoProyecto } from '../../domain/solicitudes/codigo-proyecto.ts';
import { listenOrigin } from '../../platform/mail/links.ts';
import { perfiles, usuarios } from '../schema/identidad.ts';
import { procesoAmbitos, procesoFasesProyecto, procesos } from '../schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../schema/proyectos.ts';
import { centros, type EstadoSolicitud, solicitudes, solicitudObservaciones, solicitudPerfiles } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { CENTROS_DEMO } from './centros-demo.ts';
import { contextoDemo } from './contexto-demo.ts';
import { SOLUDABLE } from './instancias.ts';

// Demo requests of the open demo process (SOL-2026) in every status, so the requests list, its
// filters and the detail page show each case: two pending (one with a non-conformity, one
// ready to accept), one accepted with its project and first self-assessment, one rejected.
// Idempotent by referencia; needs the demo users, processes and centres seeded first.

const I = SOLUDABLE.id;
const AUTOR = 'Datos de demostración';

interface SolicitudDemo {
  referencia: string;
  cif: string;
  estado: EstadoSolicitud;
  /** Index into the process's scopes. */
  ambito: number;
  demo: boolean;
  dias: number;
  /** `sexoId`: the treatment the mails greet with (1 D., 2 Dña.). */
  representante: { nombre: string; apellido1: string; email: string; cargo: string; dni: string; sexoId: number };
  noConformidades: string[];
  observaciones: string[];
}

export const SOLICITUDES_DEMO: SolicitudDemo[] = [
  {
    referencia: 'SOL-2026-D0001',
    cif: 'Q2818001F',
    estado: 'PTE',
    ambito: 0,
    demo: false,
    dias: 1,
    representante: {
      nombre: 'Marta',
      apellido1: 'Ruiz',
      email: 'marta.ruiz@example.es',
      cargo: 'Directora',
      dni: '12345678Z',
      sexoId: 2,
    },
    noConformidades: [],
    observaciones: ['Documentación completa; pendiente de asignar la visita.'],
  },
  {
    referencia: 'SOL-2026-D0002',
    cif: 'P4625001E',
    estado: 'PTE',
    ambito: 1,
    demo: true,
    dias: 3,
    representante: {
      nombre: 'Jorge',
      apellido1: 'Sanz',
      email: 'jorge.sanz@example.es',
      cargo: 'Gerente',
      dni: '87654321X',
      sexoId: 1,
    },
    noConformidades: ['La memoria descriptiva no está firmada.'],
    observaciones: [],
  },
  {
    referencia: 'SOL-2026-D0003',
    cif: 'A28017895',
    estado: 'ACE',
    ambito: 2,
    demo: false,
    dias: 20,
    representante: {
      nombre: 'Lucía',
      apellido1: 'Gil',
      email: 'lucia.gil@example.es',
      cargo: 'Directora de calidad',
      dni: '11111111H',
      sexoId: 2,
    },
    noConformidades: [],
    observaciones: ['Aceptada tras revisar el plan de mejora.'],
  },
  {
    referencia: 'SOL-2026-D0004',
    cif: 'S3300001I',
    estado: 'NO_ACE',
    ambito: 0,
    demo: false,
    dias: 30,
    representante: {
      nombre: 'Pablo',
      apellido1: 'Vidal',
      email: 'pablo.vidal@example.es',
      cargo: 'Jefe de estudios',
      dni: '22222222J',
      sexoId: 1,
    },
    noConformidades: ['El centro no pertenece al ámbito de la convocatoria.'],
    observaciones: [],
  },
];

async function one(rows: Promise<Array<{ id: number }>>, what: string): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error(`seedDemoSolicitudes: ${what} missing (seed the demo users first)`);
  return row.id;
}

/** Inserts the demo requests whose referencia is not there yet; returns how many were added. */
export async function seedDemoSolicitudes(db: Db, now = new Date(), origen = listenOrigin()): Promise<number> {
  const existing = await db
    .select({ referencia: solicitudes.referencia })
    .from(solicitudes)
    .where(
      and(
        eq(solicitudes.instanciaId, I),
        inArray(
          solicitudes.referencia,
          SOLICITUDES_DEMO.map((s) => s.referencia),
        ),
      ),
    );
  const have = new Set(existing.map((r) => r.referencia));
  const pendientes = SOLICITUDES_DEMO.filter((s) => !have.has(s.referencia));
  if (pendientes.length === 0) return 0;

  const [proceso] = await db
    .select()
    .from(procesos)
    .where(and(eq(procesos.instanciaId, I), eq(procesos.codigo, 'SOL-2026')));
  if (!proceso) throw new Error('seedDemoSolicitudes: the demo process SOL-2026 is missing');
  const ambitoIds = (
    await db.select({ id: procesoAmbitos.ambitoId }).from(procesoAmbitos).where(eq(procesoAmbitos.procesoId, proceso.id))
  ).map((a) => a.id);
  const [fase] = await db
    .select({ plazo: procesoFasesProyecto.plazo })
    .from(procesoFasesProyecto)
    .where(and(eq(procesoFasesProyecto.procesoId, proceso.id), eq(procesoFasesProyecto.faseClave, 'AUT-INI')));
  const usuario = (userName: string) =>
    one(
      db
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(and(eq(usuarios.instanciaId, I), eq(usuarios.userName, userName))),
      userName,
    );
  const tutorId = await usuario('tutor');
  const gestorId = await usuario('gestor');
  const repreId = await one(
    db
      .select({ id: perfiles.id })
      .from(perfiles)
      .where(and(eq(perfiles.instanciaId, I), eq(perfiles.clave, 'REPRE'))),
    'REPRE',
  );
  const centrosPorCif = new Map(
    (
      await db
        .select()
        .from(centros)
        .where(
          and(
            eq(centros.instanciaId, I),
            inArray(
              centros.cif,
              CENTROS_DEMO.map((c) => c.cif),
            ),
          ),
        )
    ).map((c) => [c.cif, c]),
  );

  for (const s of pendientes) {
    const centro = centrosPorCif.get(s.cif);
    if (!centro) throw new Error(`seedDemoSolicitudes: demo centre ${s.cif} missing (seed centres first)`);
    const alta = new Date(now.getTime() - s.dias * 86_400_000);
    const altaFecha = alta.toISOString();
    const resuelta = s.estado !== 'PTE';
    const [row] = await db
      .insert(solicitudes)
      .values({
        instanciaId: I,
        referencia: s.referencia,
        procesoId: proceso.id,
        centroId: centro.id,
        estadoClave: s.estado,
        ambitoId: ambitoIds[s.ambito % Math.max(ambitoIds.length, 1)] ?? null,
        nombre: centro.nombre,
        cif: centro.cif,
        direccion: centro.direccion,
        codigoPostal: centro.codigoPostal,
        provinciaId: centro.provinciaId,
        municipioId: centro.municipioId,
        localidadId: centro.localidadId,
        fechaInicio: sumarDias(todayIso(alta), 30),
        matricula: `REG-${s.referencia.slice(-4)}`,
        demo: s.demo,
        usuarioTutorId: tutorId,
        usuarioAdministrativoId: gestorId,
        fechaResolucion: resuelta ? new Date(alta.getTime() + 2 * 86_400_000).toISOString() : null,
        altaFecha,
        altaUsuarioNombre: AUTOR,
      })
      .returning({ id: solicitudes.id });
    const solicitudId = (row as { id: number }).id;
    const r = s.representante;
    await db.insert(solicitudPerfiles).values({
      solicitudId,
      perfilId: repreId,
      nombre: r.nombre,
      apellido1: r.apellido1,
      sexoId: r.sexoId,
      cargo: r.cargo,
      tipoDocumentoIdentidadClave: 'DNI',
      documentoIdentidad: r.dni,
      direccionEmail: r.email,
      telefono: '600000000',
    });
    const entradas = [
      ...s.observaciones.map((observacion) => ({ tipoClave: 'OBS' as const, observacion })),
      ...s.noConformidades.map((observacion) => ({ tipoClave: 'NC' as const, observacion })),
    ];
    if (entradas.length > 0) {
      await db
        .insert(solicitudObservaciones)
        .values(entradas.map((e) => ({ ...e, solicitudId, altaFecha, altaUsuarioNombre: AUTOR })));
    }
    if (s.estado === 'ACE')
      await proyectoDemo(db, {
        solicitudId,
        centroId: centro.id,
        procesoId: proceso.id,
        tutorId,
        gestorId,
        now,
        plazo: fase?.plazo ?? null,
        origen,
      });
  }
  return pendientes.length;
}

/** The accepted request's project (CURSO, AUT-INI) and its first self-assessment, as acceptance makes them. */
async function proyectoDemo(
  db: Db,
  p: {
    solicitudId: number;
    centroId: number;
    procesoId: number;
    tutorId: number;
    gestorId: number;
    now: Date;
    plazo: number | null;
    origen: string;
  },
) {
  const hoy = todayIso(p.now);
  const [solicitud] = await db.select().from(solicitudes).where(eq(solicitudes.id, p.solicitudId));
  const inicio = sumarDias(hoy, -18);
  const [proyecto] = await db
    .insert(proyectos)
    .values({
      instanciaId: I,
      codigo: await siguienteCodigoProyecto(db, I, hoy),
      solicitudId: p.solicitudId,
      centroId: p.centroId,
      procesoId: p.procesoId,
      ambitoId: solicitud?.ambitoId ?? null,
      faseClave: 'AUT-INI',
      usuarioTutorId: p.tutorId,
      usuarioAdministrativoId: p.gestorId,
      demo: solicitud?.demo ?? false,
      altaFecha: p.now.toISOString(),
      altaUsuarioNombre: AUTOR,
    })
    .returning({ id: proyectos.id, codigo: proyectos.codigo });
  await db.insert(autoevaluaciones).values({
    instanciaId: I,
    proyectoId: (proyecto as { id: number }).id,
    faseClave: 'AUT-INI',
    estadoClave: 'CURSO',
    fechaApertura: inicio,
    fechaInicio: inicio,
    fechaLimite: p.plazo === null ? null : sumarDias(inicio, p.plazo),
    altaFecha: p.now.toISOString(),
    altaUsuarioNombre: AUTOR,
  });
  // As acceptance does: the people the request names are invited to the project (the demo's
  // representative has no account yet, so the Equipo tab shows her invitation pending).
  const ctx = await contextoDemo(db, p.now);
  const [centro] = await db.select({ nombre: centros.nombre }).from(centros).where(eq(centros.id, p.centroId));
  if (!ctx || !proyecto || !centro) return;
  const personas = await personasDelCentro(ctx, p.solicitudId);
  const pasos = pasosAccesoCentro(
    ctx,
    ctx.actor as Actor,
    personas,
    { id: proyecto.id, codigo: proyecto.codigo, centro: centro.nombre },
    {
      origin: p.origen,
    },
  );
  if (pasos.length > 0) await commit(ctx, pasos);
}
