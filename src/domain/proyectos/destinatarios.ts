import { and, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/sqlite-core';
import { perfiles, usuarioPerfiles, usuarios } from '../../db/schema/identidad.ts';
import { sexos } from '../../db/schema/lookups.ts';
import { proyectos } from '../../db/schema/proyectos.ts';
import type { Db } from '../../db/types.ts';
import type { Saludado } from '../../i18n/saludo.ts';

// Who a project's milestone mails go to, by side: the centre's team (project profiles of type
// SOL: REPRE, AUTOEVAL), the evaluation team (type EVA: JEFE_EVACN, EVAL) and the project's
// tutor. Only active accounts, each address once. Read in ONE query, so every milestone
// (finished self-assessment, correction round, publication, certificate, follow-up) names its
// people the same way.

type Lado = 'centro' | 'evaluacion' | 'tutor';

/** The profile type (perfiles.tipoClave) of each side held through a project profile. */
const TIPO_PERFIL = { centro: 'SOL', evaluacion: 'EVA' } as const;

export interface DestinatarioProyecto extends Saludado {
  email: string;
  nombre: string;
  /** The side the person is told as (the first of `lados` they belong to). */
  lado: Lado;
}

/**
 * The active people of `lados` on project `proyectoId`, each address once, in the order the
 * sides are asked for (a person on two sides is told as the first).
 */
export async function destinatariosProyecto(db: Db, proyectoId: number, lados: readonly Lado[]): Promise<DestinatarioProyecto[]> {
  const tipos = lados.filter((l): l is keyof typeof TIPO_PERFIL => l !== 'tutor').map((l) => TIPO_PERFIL[l]);
  const campos = (lado: ReturnType<typeof sql<string>>) => ({
    email: usuarios.email,
    nombre: usuarios.nombre,
    apellido1: usuarios.apellido1,
    tratamiento: sexos.tratamiento,
    lado,
  });
  // Both halves are always built so the query keeps one shape; an empty side matches no row.
  const tiposPedidos = tipos.length > 0 ? tipos : ['-'];
  const perfilados = db
    .select(campos(sql<string>`case ${perfiles.tipoClave} when 'EVA' then 'evaluacion' else 'centro' end`))
    .from(usuarioPerfiles)
    .innerJoin(perfiles, eq(perfiles.id, usuarioPerfiles.perfilId))
    .innerJoin(usuarios, eq(usuarios.id, usuarioPerfiles.usuarioId))
    .leftJoin(sexos, eq(sexos.id, usuarios.sexoId))
    .where(and(eq(usuarioPerfiles.proyectoId, proyectoId), inArray(perfiles.tipoClave, tiposPedidos), eq(usuarios.activo, true)));
  const tutor = db
    .select(campos(sql<string>`'tutor'`))
    .from(proyectos)
    .innerJoin(usuarios, eq(usuarios.id, proyectos.usuarioTutorId))
    .leftJoin(sexos, eq(sexos.id, usuarios.sexoId))
    .where(and(eq(proyectos.id, proyectoId), eq(usuarios.activo, true), sql`${lados.includes('tutor') ? 1 : 0} = 1`));
  const filas = await unionAll(perfilados, tutor);
  const orden = (l: string) => lados.indexOf(l as Lado);
  const unicos = new Map<string, DestinatarioProyecto>();
  for (const f of [...filas].sort((a, b) => orden(a.lado) - orden(b.lado))) {
    const email = f.email.trim().toLowerCase();
    if (!email || unicos.has(email) || orden(f.lado) < 0) continue;
    unicos.set(email, {
      email,
      nombre: [f.nombre, f.apellido1].filter(Boolean).join(' '),
      tratamiento: f.tratamiento,
      lado: f.lado as Lado,
    });
  }
  return [...unicos.values()];
}

/** The people of one side. */
export const deLado = (personas: readonly DestinatarioProyecto[], lado: Lado) => personas.filter((p) => p.lado === lado);
