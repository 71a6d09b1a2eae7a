import { and, eq, isNotNull } from 'drizzle-orm';
import { autoevaluacionAreasMejora } from '../schema/autoevaluacion.ts';
import { evidencias } from '../schema/catalogo.ts';
import { procesos } from '../schema/procesos.ts';
import { autoevaluaciones, proyectos } from '../schema/proyectos.ts';
import { solicitudes } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { contextoDemo } from './contexto-demo.ts';
import { saveMejorasDemo } from './trabajo-demo.ts';

// The demo team's self-assessment also gets an improvement area and a strength about one
// evidence (1.2.1), so the evidences list shows its counts. Idempotent: skipped once the
// self-assessment has any evidence-linked improvement area. Runs after seedDemoProyectos.

export async function seedDemoEvidencias(db: Db, now = new Date()): Promise<void> {
  const [auto] = await db
    .select({ id: autoevaluaciones.id, manualId: procesos.manualId })
    .from(autoevaluaciones)
    .innerJoin(proyectos, eq(proyectos.id, autoevaluaciones.proyectoId))
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .innerJoin(solicitudes, eq(solicitudes.id, proyectos.solicitudId))
    .where(and(eq(solicitudes.referencia, 'SOL-2026-D0003'), eq(autoevaluaciones.faseClave, 'AUT-INI')));
  if (!auto) return;
  const [hecha] = await db
    .select({ id: autoevaluacionAreasMejora.id })
    .from(autoevaluacionAreasMejora)
    .where(and(eq(autoevaluacionAreasMejora.autoevaluacionId, auto.id), isNotNull(autoevaluacionAreasMejora.evidenciaId)))
    .limit(1);
  if (hecha) return;
  const [ev] = await db
    .select({ id: evidencias.id })
    .from(evidencias)
    .where(and(eq(evidencias.manualId, auto.manualId), eq(evidencias.codigo, '1.2.1')))
    .limit(1);
  if (!ev) return;
  // As the team adds them: through the domain's save function (the link checked against the manual).
  const ctx = await contextoDemo(db, now);
  if (!ctx) throw new Error('seedDemoEvidencias: the demo accounts are missing');
  await saveMejorasDemo(ctx, auto.id, {
    areas: [
      {
        codigo: 'AM-3',
        descripcion: 'Publicar el nombramiento de la comisión en el tablón del centro.',
        implantacion: false,
        evidenciaId: ev.id,
      },
    ],
    fortalezas: [{ codigo: 'F-2', descripcion: 'La comisión de salud se reúne cada mes y levanta acta.', evidenciaId: ev.id }],
  });
}
