import { eq, type SQL, sql } from 'drizzle-orm';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import { seguimiento as t } from '../../i18n/autoevaluacion-seguimiento.ts';
import type { DomainContext } from '../context.ts';
import { fechaEs } from '../shared/fechas.ts';
import { mailInsertSi } from '../shared/mail/outbox.ts';
import { plantillaAviso } from '../shared/mail/templates.ts';
import { destinatariosProyecto } from './destinatarios.ts';

// Opening follow-up tells the centre's self-assessment team (REPRE, AUTOEVAL) and the
// project's tutor, once each, through the outbox in the opening's batch: the new cycle is
// theirs to work and they would not otherwise learn it has started. The team's link opens the
// new self-assessment (created in the same batch: its id is put in the link there), the
// tutor's the project's page.

/** Where the new self-assessment's id goes in the team's link. */
const MARCA = '__SEGUIMIENTO__';

/**
 * The outbox rows of the mail, to go in the batch that opens the follow-up after the new
 * record's insert, written only if `abierto` holds then (the project moved to `fase`);
 * links from `origen` (PUBLIC_URL).
 */
export async function correosSeguimiento(
  ctx: DomainContext,
  proyectoId: number,
  d: { inicio: string; limite: string | null; fase: string; abierto: SQL; origen: string },
) {
  const [p] = await ctx.db
    .select({ codigo: proyectos.codigo, centro: centros.nombre })
    .from(proyectos)
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .where(eq(proyectos.id, proyectoId));
  if (!p) return [];
  const cuerpo = t.correo.cuerpo({
    proyecto: p.codigo,
    centro: p.centro,
    inicio: fechaEs(d.inicio),
    limite: d.limite ? fechaEs(d.limite) : null,
  });
  const sustituir = {
    marca: MARCA,
    valor: sql`(select cast(${autoevaluaciones.id} as text) from ${autoevaluaciones} where ${autoevaluaciones.proyectoId} = ${proyectoId} and ${autoevaluaciones.faseClave} = ${d.fase})`,
  };
  return (await destinatariosProyecto(ctx.db, proyectoId, ['centro', 'tutor'])).map((persona) =>
    mailInsertSi(
      ctx.db,
      {
        instanciaId: ctx.instancia.id,
        para: persona.email,
        plantilla: 'seguimiento-abierto',
        contenido: plantillaAviso({
          instancia: ctx.instancia.nombre,
          asunto: t.correo.asunto(p.codigo),
          titulo: t.correo.titulo,
          destinatario: persona,
          parrafos: [cuerpo],
          boton:
            persona.lado === 'tutor'
              ? { texto: t.correo.botonTutor, enlace: `${d.origen}/proyecto/${proyectoId}` }
              : { texto: t.correo.botonCentro, enlace: `${d.origen}/autoevaluacion/${MARCA}` },
        }),
        clock: ctx.clock,
        sustituir,
      },
      d.abierto,
    ),
  );
}
