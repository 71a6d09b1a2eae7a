import { and, desc, eq, type SQL } from 'drizzle-orm';
import { usuarioPerfiles, usuarios } from '../../db/schema/identidad.ts';
import { fasesProyecto } from '../../db/schema/lookups.ts';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import { equipoProyectoCorreo as c } from '../../i18n/equipo-proyecto.ts';
import { type Saludado, saludo } from '../../i18n/saludo.ts';
import { auditar, nuevoEn, type Paso } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { type MailContent, mailInsert } from '../shared/mail/outbox.ts';
import { render } from '../shared/mail/templates.ts';
import { nombreProyecto } from './proyecto-opcion.ts';
import { rutaDeRegistro } from './proyecto-ruta.ts';

// Giving a person a profile in a project, however it is given (the project's Equipo tab, an
// invitation accepted, a request accepted for someone who already has an account, user
// administration's POST usuarios/{id}/perfiles with proyectoId): the grant, its audit entry
// and the mail that tells the person, naming the project by code and centre and linking into
// its area. Every path builds its batch from these statements, so nobody is given a project
// profile without being told, and no mail announces a profile that was not given.

/** The entry to the areas: with one project it goes straight in, with several it lets the person choose. */
export const ENTRADA_AREAS = '/autoevaluacion';

/** The path of the project's area that fits a profile of type `tipoPerfil` (EVA: the evaluation's; else the self-assessment's). */
export async function areaDelPerfil(
  ctx: Pick<DomainContext, 'db'>,
  proyectoId: number,
  tipoPerfil: string | null,
): Promise<string> {
  const tipo = tipoPerfil === 'EVA' ? 'EVA' : 'AUT';
  const [a] = await ctx.db
    .select({ id: autoevaluaciones.id })
    .from(autoevaluaciones)
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave))
    .where(and(eq(autoevaluaciones.proyectoId, proyectoId), eq(fasesProyecto.tipoClave, tipo)))
    .orderBy(desc(fasesProyecto.orden), desc(autoevaluaciones.id))
    .limit(1);
  if (!a) return ENTRADA_AREAS;
  return rutaDeRegistro(tipo, a.id);
}

interface PerfilEnProyecto {
  /** The person: an id, or (an account created in the same batch) the SQL that finds it. */
  usuario: { id: number | SQL<number>; email: string } & Saludado;
  perfil: { id: number; nombrePublico: string };
  /** The project: an id, or (a project created in the same batch) the SQL that finds it. */
  proyecto: { id: number | SQL<number>; codigo: string; centro: string };
  /** The path of this site the mail links to (areaDelPerfil, or the areas' entry). */
  destino: string;
  /** Who the mail says gave it, when not the actor (an invitation accepted: who invited). */
  remitente?: string;
}

/** The mail of a profile given: the project by code and centre, who gave it, and the link into its area. */
export function correoPerfilEnProyecto(instancia: string, p: PerfilEnProyecto, remitente: string, origin: string): MailContent {
  const proyecto = nombreProyecto({ Codigo: p.proyecto.codigo, Centro: p.proyecto.centro });
  return render({
    instancia,
    asunto: c.asunto(p.proyecto.codigo),
    titulo: c.titulo,
    parrafos: [saludo(p.usuario), c.cuerpo(p.perfil.nombrePublico, proyecto, remitente), c.instrucciones],
    boton: { texto: c.boton, enlace: `${origin}${p.destino}` },
    notas: [c.nota],
  });
}

/**
 * The statements that give the profile and tell the person, for the caller's batch. The grant
 * is a plain insert: a profile already held fails the unique index and with it the whole batch,
 * mail included (callers check first and answer 409). `origin` is PUBLIC_URL's.
 */
export function pasosPerfilEnProyecto(
  ctx: Pick<DomainContext, 'db' | 'clock' | 'instancia'>,
  /** Who gives it (null: the invitee, creating their account as they accept). */
  actor: { usuarioId: number | null; nombre: string },
  p: PerfilEnProyecto,
  opts: { origin: string },
): Paso[] {
  const nowIso = ctx.clock.now().toISOString();
  const contenido = correoPerfilEnProyecto(ctx.instancia.nombre, p, p.remitente ?? actor.nombre, opts.origin);
  return [
    ctx.db.insert(usuarioPerfiles).values({
      usuarioId: p.usuario.id,
      perfilId: p.perfil.id,
      proyectoId: p.proyecto.id,
      altaFecha: nowIso,
      altaUsuarioId: actor.usuarioId,
      altaUsuarioNombre: actor.nombre,
    }),
    auditar({
      accion: 'CAMBIAR_PERMISOS',
      entidad: 'usuario',
      entidadId: typeof p.usuario.id === 'number' ? p.usuario.id : nuevoEn(usuarios),
      cambios: [
        {
          Campo: 'Perfiles',
          Antes: null,
          Despues: {
            perfilId: p.perfil.id,
            ...(typeof p.proyecto.id === 'number' ? { proyectoId: p.proyecto.id } : {}),
            proyecto: p.proyecto.codigo,
          },
        },
      ],
    }),
    mailInsert(ctx.db, {
      instanciaId: ctx.instancia.id,
      para: p.usuario.email,
      plantilla: 'perfil-proyecto',
      contenido,
      clock: ctx.clock,
    }),
  ];
}
