import { and, eq } from 'drizzle-orm';
import { saveAcreditacion } from '../../domain/acreditaciones/escritura.ts';
import { sumarDias } from '../../domain/shared/fechas.ts';
import { acreditaciones } from '../schema/acreditaciones.ts';
import { proyectos } from '../schema/proyectos.ts';
import { solicitudes } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { contextoDemo } from './contexto-demo.ts';
import { SOLUDABLE } from './instancias.ts';
import { publicacionSeguimiento, SEGUIMIENTO_DEMO } from './seguimiento-demo.ts';

// What a centre sees of its result, on the demo project in follow-up (representante4's,
// SOL-2026-D0042): its first cycle ended the way the product ends one (its evaluation
// published with verdicts, an improvement area, a strength and the report: seguimiento-demo.ts);
// the agency then issued the accreditation through the product's own use case
// (saveAcreditacion: code, CSV, the level copied from the evaluation). With the demo's files
// (ficheros-demo.ts) it gets its signed certificate. Idempotent: by the accreditation's code.

const I = SOLUDABLE.id;
const ACREDITACION_SEGUIMIENTO = 'ACR-SEG-D0042';

export async function seedDemoResultadoCentro(db: Db, now = new Date()) {
  const [p] = await db
    .select({ id: proyectos.id })
    .from(proyectos)
    .innerJoin(solicitudes, eq(solicitudes.id, proyectos.solicitudId))
    .where(and(eq(solicitudes.instanciaId, I), eq(solicitudes.referencia, SEGUIMIENTO_DEMO.seguimiento.referencia)));
  if (!p) return;
  const [ya] = await db
    .select({ id: acreditaciones.id })
    .from(acreditaciones)
    .where(and(eq(acreditaciones.instanciaId, I), eq(acreditaciones.codigo, ACREDITACION_SEGUIMIENTO)));
  if (ya) return;
  const ctx = await contextoDemo(db, now);
  if (!ctx) return;
  const fecha = sumarDias(publicacionSeguimiento(now), 10).split('-').reverse().join('/');
  // As the management form sends it (dd/mm/yyyy; validity from the process's months).
  await saveAcreditacion(ctx, {
    proyectoId: p.id,
    codigo: ACREDITACION_SEGUIMIENTO,
    fechaPublicacion: fecha,
    fechaVigencia: undefined,
    fechaRevocacion: undefined,
    fechaSuspension: undefined,
  });
}
