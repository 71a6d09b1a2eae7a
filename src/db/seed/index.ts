import { sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { hashPassword } from '../../domain/identidad/password.ts';
import { rowChunks } from '../../domain/shared/comun.ts';
import { listenOrigin } from '../../platform/mail/links.ts';
import { memoryStorage } from '../../platform/storage/memoria.ts';
import * as s from '../schema/index.ts';
import type { Db } from '../types.ts';
import { seedDemoAcreditaciones } from './acreditaciones-demo.ts';
import { seedDemoAutoevaluaciones } from './autoevaluaciones-demo.ts';
import {
  COMBOS_SOLUDABLE,
  ESTADOS,
  FASES_PROYECTO,
  MAPAS,
  MEDIOS_NOTIFICACION,
  SEXOS,
  TIPOS_ACTUACION,
  TIPOS_DOCUMENTO_IDENTIDAD,
  TIPOS_HITO,
  TIPOS_PREGUNTA,
  TIPOS_PRUEBA,
} from './catalogos.ts';
import { seedDemoCentros } from './centros-demo.ts';
import { seedDemoEtiquetas } from './etiquetas.ts';
import { seedDemoEvaluacionesResultado } from './evaluaciones-resultado-demo.ts';
import { seedDemoEvidencias } from './evidencias-demo.ts';
import type { OpcionesFicherosDemo } from './ficheros-demo.ts';
import { localidadRows, municipioRows, provinciaRows } from './geografia.ts';
import { DEMO_PASSWORD, DEMO_USUARIOS, PERFILES, PERMISOS } from './identidad.ts';
import { SOLUDABLE } from './instancias.ts';
import { seedDemoManual } from './manual-demo.ts';
import { seedDemoMensajes } from './mensajes-demo.ts';
import { seedDemoProcesos } from './procesos-demo.ts';
import { seedDemoProyectos } from './proyectos-demo.ts';
import { seedDemoResultadoCentro } from './resultado-centro-demo.ts';
import { seedDemoSeguimiento } from './seguimiento-demo.ts';
import { seedDemoSolicitudes } from './solicitudes-demo.ts';
import { seedDemoSubsanacion } from './subsanacion-demo.ts';
import { seedDemoTareas } from './tareas-demo.ts';

/**
 * Inserts rows, skipping those already present (the seed is idempotent), in statements D1
 * accepts (rowChunks: at most 90 bound parameters each; 400-row statements failed there with
 * "too many SQL variables"), sent as one batch: one round trip to D1, one transaction.
 */
async function insertAll(db: Db, table: SQLiteTable, rows: Record<string, unknown>[]) {
  const [first, ...rest] = rowChunks(table, rows).map((chunk) => db.insert(table).values(chunk).onConflictDoNothing());
  if (first) await db.batch([first, ...rest]);
}

export interface SeedBatch {
  table: SQLiteTable;
  rows: Record<string, unknown>[];
}

/** Reference data every environment needs: instance, geography and lookups (in FK order). */
export function baseSeed(now = new Date()): SeedBatch[] {
  return [
    { table: s.instancias, rows: [{ ...SOLUDABLE, altaFecha: now.toISOString() }] },
    { table: s.provincias, rows: provinciaRows() },
    { table: s.municipios, rows: municipioRows() },
    { table: s.localidades, rows: localidadRows() },
    { table: s.sexos, rows: SEXOS },
    { table: s.tiposDocumentoIdentidad, rows: TIPOS_DOCUMENTO_IDENTIDAD },
    { table: s.estados, rows: ESTADOS },
    { table: s.fasesProyecto, rows: FASES_PROYECTO },
    { table: s.tiposHito, rows: TIPOS_HITO },
    { table: s.tiposActuacion, rows: TIPOS_ACTUACION.map((t) => ({ instanciaId: SOLUDABLE.id, ...t })) },
    { table: s.mediosNotificacion, rows: MEDIOS_NOTIFICACION },
    { table: s.mapas, rows: MAPAS },
    { table: s.tiposPrueba, rows: TIPOS_PRUEBA },
    { table: s.tiposPregunta, rows: TIPOS_PREGUNTA },
    {
      table: s.combos,
      rows: Object.entries(COMBOS_SOLUDABLE).flatMap(([tipo, values]) =>
        values.map((value, i) => ({ instanciaId: SOLUDABLE.id, tipo, indice: i + 1, valor: value })),
      ),
    },
    { table: s.permisos, rows: PERMISOS },
    {
      table: s.perfiles,
      // Fixed ids so the D1 seed SQL and the libSQL seed agree.
      rows: PERFILES.map(({ permisos: _, ...p }, i) => ({
        id: i + 1,
        instanciaId: SOLUDABLE.id,
        ...p,
        altaFecha: now.toISOString(),
      })),
    },
    {
      table: s.perfilPermisos,
      rows: PERFILES.flatMap((p, i) =>
        p.permisos.map(([permisoClave, nivel]) => ({ perfilId: i + 1, permisoClave, escritura: nivel === 'E' })),
      ),
    },
  ];
}

export async function seedBase(db: Db, now = new Date()) {
  for (const batch of baseSeed(now)) await insertAll(db, batch.table, batch.rows);
}

/**
 * The demo data `npm start` shows; later issues add their entities here. With `ficheros` (the
 * storage and signing certificate of the deployment), the demo's reports go to that storage and
 * its certificates are generated (ficheros-demo.ts); tests leave it out: the reports then go to
 * a storage in memory and the accreditations get no certificates.
 */
export async function seedDemo(db: Db, now = new Date(), opts: { ficheros?: OpcionesFicherosDemo; origen?: string } = {}) {
  // The origin of the links in the demo's mails (invitations, profiles given): the deployment's.
  const origen = opts.origen ?? opts.ficheros?.origenPublico ?? listenOrigin();
  // Files are attached as users attach them; without the deployment's storage, into memory (ADR 0055).
  const entorno = { storage: opts.ficheros?.storage ?? memoryStorage(), origen };
  await seedBase(db, now);
  await seedDemoUsuarios(db, now);
  await seedDemoEtiquetas(db, now);
  await seedDemoManual(db, now);
  await seedDemoProcesos(db, now);
  await seedDemoCentros(db, now);
  await seedDemoSolicitudes(db, now, origen);
  await seedDemoProyectos(db, now, undefined, origen);
  await seedDemoAutoevaluaciones(db, now);
  await seedDemoTareas(db, now);
  await seedDemoEvidencias(db, now);
  await seedDemoSeguimiento(db, now, entorno);
  await seedDemoEvaluacionesResultado(db, now, entorno);
  await seedDemoAcreditaciones(db, now);
  await seedDemoResultadoCentro(db, now);
  await seedDemoSubsanacion(db, now, origen);
  await seedDemoMensajes(db, now, origen);
  // Loaded here, not with this module: the enquiries' seed reaches the domain's zod schemas, which
  // must first be built after @hono/zod-openapi has extended zod (the edge test runtime loads this
  // module before the API; a schema built earlier there lacks .openapi and the router fails to load).
  await (await import('./consultas-demo.ts')).seedDemoConsultas(db, now);
  // Loaded here for the same reason: the actuaciones' and links' seed parses with the domain's zod schemas.
  const actuacionesDemo = await import('./actuaciones-demo.ts');
  await actuacionesDemo.seedDemoActuaciones(db, now, opts.ficheros?.storage);
  await actuacionesDemo.seedDemoEnlaces(db, now);
  if (opts.ficheros) await (await import('./ficheros-demo.ts')).seedDemoFicheros(db, now, opts.ficheros);
}

/**
 * One demo account per role (DEMO_USUARIOS), all with DEMO_PASSWORD, each with its profile
 * held globally; the demo projects seed (proyectos-demo.ts) then moves project profiles
 * onto demo projects. Tests that seed only accounts keep the global holding, which opens no
 * project's data (src/domain/permisos/usuario.ts).
 */
export async function seedDemoUsuarios(db: Db, now = new Date()) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const perfilIds = new Map(PERFILES.map((p, i) => [p.clave, i + 1]));
  for (const u of DEMO_USUARIOS) {
    const [row] = await db
      .insert(s.usuarios)
      .values({
        instanciaId: SOLUDABLE.id,
        userName: u.userName,
        email: u.email,
        nombre: u.nombre,
        apellido1: u.apellido1,
        apellido2: u.apellido2 ?? null,
        tipoDocumentoIdentidadClave: 'DNI',
        documentoIdentidad: u.documentoIdentidad ?? null,
        esSuperAdmin: u.esSuperAdmin ?? false,
        passwordHash,
        altaFecha: now.toISOString(),
      })
      .onConflictDoNothing()
      .returning({ id: s.usuarios.id });
    const perfilId = u.perfil ? perfilIds.get(u.perfil) : undefined;
    if (row && perfilId) {
      await db
        .insert(s.usuarioPerfiles)
        .values({ usuarioId: row.id, perfilId, altaFecha: now.toISOString() })
        .onConflictDoNothing();
    }
  }
}

/** True when the database has never been seeded (no instance yet). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(s.instancias);
  return (row?.n ?? 0) === 0;
}
