import { and, eq, inArray } from 'drizzle-orm';
import { perfiles, usuarioPerfiles, usuarios } from '../../db/schema/identidad.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import { seguimiento as t } from '../../i18n/autoevaluacion-seguimiento.ts';
import { mailInsert } from '../../platform/mail/outbox.ts';
import type { DomainContext } from '../context.ts';
import { fechaEs } from '../shared/fechas.ts';
import { contenido } from '../solicitudes/correos.ts';

// Opening follow-up tells the centre's self-assessment team (REPRE, AUTOEVAL) and the
// project's tutor, once each, through the outbox in the opening's batch: the new cycle is
// theirs to work and they would not otherwise learn it has started.

/** The outbox rows of the mail, to go in the batch that opens the follow-up. */
export async function correosSeguimiento(
  ctx: DomainContext,
  proyectoId: number,
  fechas: { inicio: string; limite: string | null },
) {
  const [p] = await ctx.db
    .select({ codigo: proyectos.codigo, centro: centros.nombre, tutorId: proyectos.usuarioTutorId })
    .from(proyectos)
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .where(eq(proyectos.id, proyectoId));
  if (!p) return [];
  const equipo = await ctx.db
    .select({ email: usuarios.email })
    .from(usuarioPerfiles)
    .innerJoin(perfiles, eq(perfiles.id, usuarioPerfiles.perfilId))
    .innerJoin(usuarios, eq(usuarios.id, usuarioPerfiles.usuarioId))
    .where(
      and(eq(usuarioPerfiles.proyectoId, proyectoId), inArray(perfiles.clave, ['REPRE', 'AUTOEVAL']), eq(usuarios.activo, true)),
    );
  const tutor =
    p.tutorId === null ? [] : await ctx.db.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.id, p.tutorId));
  const para = [...new Set([...equipo, ...tutor].map((r) => r.email.trim().toLowerCase()))];
  const mensaje = contenido(
    t.correo.asunto(p.codigo),
    t.correo.saludo,
    [
      t.correo.cuerpo({
        proyecto: p.codigo,
        centro: p.centro,
        inicio: fechaEs(fechas.inicio),
        limite: fechas.limite ? fechaEs(fechas.limite) : null,
      }),
    ],
    [],
  );
  return para.map((email) =>
    mailInsert(ctx.db, {
      instanciaId: ctx.instancia.id,
      para: email,
      plantilla: 'seguimiento-abierto',
      contenido: mensaje,
      clock: ctx.clock,
    }),
  );
}
