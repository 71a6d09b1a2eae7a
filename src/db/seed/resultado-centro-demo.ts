import { and, eq } from 'drizzle-orm';
import { saveAcreditacion } from '../../domain/acreditaciones/escritura.ts';
import { sumarDias, todayIso } from '../../domain/shared/fechas.ts';
import { acreditaciones } from '../schema/acreditaciones.ts';
import { autoevaluacionAreasMejora, autoevaluacionEstandares, autoevaluacionFortalezas } from '../schema/autoevaluacion.ts';
import { autoevaluaciones, proyectos } from '../schema/proyectos.ts';
import { solicitudes } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { AUTOR_DEMO, contextoDemo } from './contexto-demo.ts';
import { valorarEvaluacionDemo } from './evaluaciones-resultado-demo.ts';
import { SOLUDABLE } from './instancias.ts';
import { SEGUIMIENTO_DEMO } from './seguimiento-demo.ts';

// What a centre sees of its result, on the demo project in follow-up (representante4's,
// SOL-2026-D0042): its first cycle ended the way the product ends one. The evaluation was
// published with the evaluators' verdicts and justifications (two non-essential standards not
// met, so it reaches a level), an improvement area and a strength; the agency then issued the
// accreditation through the product's own use case (saveAcreditacion: code, CSV, the level
// copied from the evaluation). With the demo's files (ficheros-demo.ts) the evaluation gets
// its report and the accreditation its signed certificate. Idempotent: by the record's
// publication and the accreditation's code.

const I = SOLUDABLE.id;
const ACREDITACION_SEGUIMIENTO = 'ACR-SEG-D0042';

export async function seedDemoResultadoCentro(db: Db, now = new Date()) {
  const [p] = await db
    .select({ id: proyectos.id })
    .from(proyectos)
    .innerJoin(solicitudes, eq(solicitudes.id, proyectos.solicitudId))
    .where(and(eq(solicitudes.instanciaId, I), eq(solicitudes.referencia, SEGUIMIENTO_DEMO.seguimiento.referencia)));
  if (!p) return;
  const [eva] = await db
    .select({ id: autoevaluaciones.id, publicada: autoevaluaciones.fechaPublicacion })
    .from(autoevaluaciones)
    .where(and(eq(autoevaluaciones.proyectoId, p.id), eq(autoevaluaciones.faseClave, 'EVA-INI')));
  if (!eva) return;
  const abierta = todayIso(new Date(now.getTime() - SEGUIMIENTO_DEMO.seguimiento.dias * 86_400_000));
  // After the visit (day 100 of the demo's first cycle), before the evaluation's deadline (day 120).
  const publicada = sumarDias(abierta, 115);
  if (!eva.publicada) {
    await valorarEvaluacionDemo(db, now, p.id, 'dosNoEsencialesNoCumplen', publicada);
    const [noCumple] = await db
      .select({ estandarId: autoevaluacionEstandares.estandarId })
      .from(autoevaluacionEstandares)
      .where(and(eq(autoevaluacionEstandares.autoevaluacionId, eva.id), eq(autoevaluacionEstandares.estadoClave, 'NC')))
      .limit(1);
    const alta = { altaFecha: now.toISOString(), altaUsuarioNombre: AUTOR_DEMO };
    await db.insert(autoevaluacionAreasMejora).values({
      autoevaluacionId: eva.id,
      estandarId: noCumple?.estandarId ?? null,
      codigo: 'AM-E1',
      descripcion: 'Documentar la revisión anual de las zonas de sombra con fecha y responsable.',
      implantacion: false,
      ...alta,
    });
    await db.insert(autoevaluacionFortalezas).values({
      autoevaluacionId: eva.id,
      codigo: 'F-E1',
      descripcion: 'El claustro integra la fotoprotección en las salidas y actividades al aire libre.',
      ...alta,
    });
  }
  const [ya] = await db
    .select({ id: acreditaciones.id })
    .from(acreditaciones)
    .where(and(eq(acreditaciones.instanciaId, I), eq(acreditaciones.codigo, ACREDITACION_SEGUIMIENTO)));
  if (ya) return;
  const ctx = await contextoDemo(db, now);
  if (!ctx) return;
  const fecha = sumarDias(publicada, 10).split('-').reverse().join('/');
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
