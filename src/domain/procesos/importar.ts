import { and, eq, sql } from 'drizzle-orm';
import { procesoFirmas } from '../../db/schema/firmas.ts';
import { procesoNiveles } from '../../db/schema/niveles.ts';
import {
  plantillasNotificacion,
  procesoAmbitos,
  procesoFasesProyecto,
  procesoPerfiles,
  procesos,
  procesoTipoFicheroAmbitos,
  procesoTiposFichero,
} from '../../db/schema/procesos.ts';
import { nivelesApi as tn } from '../../i18n/evaluacion-resultado.ts';
import { procesosApi as t } from '../../i18n/procesos.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit } from '../auditoria/columnas.ts';
import { auditar, nuevoEn } from '../auditoria/registro.ts';
import { validateAmbitos } from '../catalogo/manuales-save.ts';
import type { DomainContext } from '../context.ts';
import { distinct, unprocessable } from '../shared/comun.ts';
import { requireProcesos } from './acceso.ts';
import type { ImportarInput } from './importar-schema.ts';
import { nivelColumnas } from './niveles.ts';
import { plantillaColumns } from './plantillas.ts';
import { perfilRows, writeProceso } from './procesos.ts';
import {
  procesoIdPorCodigo,
  requireCodigoProcesoLibre,
  validateFase,
  validateManualRef,
  validatePerfiles,
  validatePlantillaRefs,
} from './referencias.ts';
import { checkRequisitos, loadPerfilesInstancia, tiposFirmables } from './requisitos-firma.ts';
import { tipoFicheroColumns } from './tipos-fichero.ts';

// POST /procesos/importar (the second half of "clone"): a new process
// with new ids for everything in the JSON, written in one batch, so it exists whole or not at all.

/** A code no process of the instance has: the original, else "<code>-COPIA", "<code>-COPIA2"… */
async function codigoLibre(ctx: DomainContext, codigo: string): Promise<string> {
  const taken = new Set(
    (
      await ctx.db
        .select({ c: procesos.codigo })
        .from(procesos)
        .where(and(eq(procesos.instanciaId, ctx.instancia.id), sql`lower(${procesos.codigo}) like ${`${codigo.toLowerCase()}%`}`))
    ).map((r) => r.c.toLowerCase()),
  );
  if (!taken.has(codigo.toLowerCase())) return codigo;
  for (let n = 1; ; n++) {
    const candidate = `${codigo}-COPIA${n === 1 ? '' : n}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

async function validateReferences(ctx: DomainContext, input: ImportarInput) {
  await validateManualRef(ctx, input.proceso.manualId);
  const perfilIds = [
    ...input.perfiles.map((p) => p.perfilId),
    ...input.plantillasNotificaciones.flatMap((p) => (p.perfilId ? [p.perfilId] : [])),
  ];
  await validatePerfiles(ctx, perfilIds, 'Perfiles');
  await validateAmbitos(ctx, [...input.ambitos.map((a) => a.ambitoId), ...input.tiposFichero.flatMap((f) => f.ambitos)]);
  for (const f of input.fasesProyecto) await validateFase(ctx, f.clave, 'FasesProyecto');
  for (const p of input.plantillasNotificaciones) await validatePlantillaRefs(ctx, p);
  const claves = input.tiposFichero.map((f) => f.clave);
  if (new Set(claves).size !== claves.length) unprocessable({ TiposFichero: [t.tipoFicheroRepetido] });
  const niveles = input.niveles.map((n) => n.clave.trim().toUpperCase());
  if (new Set(niveles).size !== niveles.length) unprocessable({ Niveles: [tn.claveRepetida] });
  const umbrales = input.niveles.map((n) => `${n.porcentajeEsenciales}/${n.porcentajeNoEsenciales}`);
  if (new Set(umbrales).size !== umbrales.length) unprocessable({ Niveles: [tn.umbralRepetido] });
  // The signature requirements name the copy's own file types or the application's, and profiles of this instance.
  const tipos = tiposFirmables(input.tiposFichero.map((f) => ({ Clave: f.clave, Nombre: f.nombre })));
  checkRequisitos(tipos, await loadPerfilesInstancia(ctx), { requisitos: input.firmas }, 'Firmas');
}

/** Creates the process and all its lists; `{ id, codigo }` of the new process. */
export async function importarProceso(ctx: DomainContext, input: ImportarInput): Promise<{ id: number; codigo: string }> {
  const actor = requireProcesos(ctx.actor, 'E');
  await validateReferences(ctx, input);
  const p = input.proceso;
  let codigo = p.codigo;
  if (input.codigoElegido) await requireCodigoProcesoLibre(ctx, codigo);
  else codigo = await codigoLibre(ctx, codigo);
  const audit = altaAudit(actor, ctx.clock.now());
  const procesoId = procesoIdPorCodigo(ctx, codigo) as unknown as number;
  const tipoId = (clave: string) =>
    sql`(select ${procesoTiposFichero.id} from ${procesoTiposFichero} where ${procesoTiposFichero.procesoId} = ${procesoIdPorCodigo(ctx, codigo)} and ${procesoTiposFichero.clave} = ${clave})` as unknown as number;
  await writeProceso(ctx, [
    ctx.db.insert(procesos).values({
      instanciaId: ctx.instancia.id,
      codigo,
      nombre: p.nombre,
      manualId: p.manualId,
      minimo: p.minimo ?? 0,
      fechaApertura: p.fechaApertura ?? null,
      fechaCierre: p.fechaCierre ?? null,
      plazoVigenciaAcreditacion: p.plazoVigenciaAcreditacion ?? null,
      ...audit,
    }),
    ...perfilRows(procesoId, input.perfiles).map((row) => ctx.db.insert(procesoPerfiles).values(row)),
    auditar({ accion: 'IMPORTAR', entidad: 'proceso', entidadId: nuevoEn(procesos), cambios: cambiosDe(null, { ...p, codigo }) }),
    ...input.tiposFichero.flatMap((f) => [
      ctx.db.insert(procesoTiposFichero).values({ procesoId, ...tipoFicheroColumns(f) }),
      ...distinct(f.ambitos).map((ambitoId) =>
        ctx.db.insert(procesoTipoFicheroAmbitos).values({ tipoFicheroId: tipoId(f.clave), ambitoId }),
      ),
    ]),
    ...input.fasesProyecto.map((f) =>
      ctx.db
        .insert(procesoFasesProyecto)
        .values({ procesoId, faseClave: f.clave, plazo: f.plazo ?? null, minimo: f.minimo ?? null })
        .onConflictDoNothing(),
    ),
    ...input.ambitos.map((a) =>
      ctx.db
        .insert(procesoAmbitos)
        .values({ procesoId, ambitoId: a.ambitoId, minimo: a.minimo ?? null })
        .onConflictDoNothing(),
    ),
    ...input.plantillasNotificaciones.map((pl) =>
      ctx.db
        .insert(plantillasNotificacion)
        .values({ instanciaId: ctx.instancia.id, procesoId, ...plantillaColumns(pl), ...audit }),
    ),
    // The levels travel with the clone, so the copy judges evaluations the same way.
    ...input.niveles.map((n) => ctx.db.insert(procesoNiveles).values({ procesoId, ...nivelColumnas(n), ...audit })),
    // So do its signature requirements (none: the copy uses the defaults, as the original did);
    // orden runs across the whole list, as PUT procesos/{id}/firmas writes it.
    ...input.firmas
      .flatMap((r) => r.perfiles.map((perfilClave) => ({ tipoFicheroClave: r.tipoFichero, perfilClave })))
      .map((f, i) => ctx.db.insert(procesoFirmas).values({ procesoId, ...f, orden: i + 1 })),
  ]);
  const [row] = await ctx.db
    .select({ id: procesos.id })
    .from(procesos)
    .where(and(eq(procesos.instanciaId, ctx.instancia.id), eq(procesos.codigo, codigo)));
  return { id: (row as { id: number }).id, codigo };
}
