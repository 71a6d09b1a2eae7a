import { asc, eq, type SQL } from 'drizzle-orm';
import { perfiles } from '../../db/schema/identidad.ts';
import { sexos } from '../../db/schema/lookups.ts';
import { centros, solicitudPerfiles } from '../../db/schema/solicitudes.ts';
import type { Paso } from '../auditoria/registro.ts';
import type { Actor, DomainContext } from '../context.ts';
import { nombreCompleto } from '../identidad/actor.ts';
import { pasosInvitacion } from '../invitaciones/create.ts';
import { personasDeSolicitudes } from '../shared/uniones.ts';
import { loadCuentasPorEmail } from '../usuarios/cuentas.ts';
import { ENTRADA_AREAS, pasosPerfilEnProyecto } from '../usuarios/perfil-proyecto.ts';

// Accepting a request lets the centre in: every person its profile entries name (the applicant
// profile entries, with an e-mail) is invited to the new project with that profile, pre-filled
// with what the request holds, or, when the address already has an account, given the profile
// at once with a mail that links in. Only the centre's own per-project profiles (type SOL:
// REPRE, AUTOEVAL) are given this way: what a public form names can never open the evaluation
// side or the agency's. One address is invited once (its first entry, the managing profile
// first). The statements join the acceptance's batch (resolucion.ts): nothing half written.

/** One person the request names, as acceptance lets them in. */
export interface PersonaDelCentro {
  email: string;
  perfil: { id: number; nombrePublico: string; tipoClave: string };
  datos: {
    nombre: string;
    apellido1: string;
    apellido2: string | null;
    sexoId: number;
    tipoDocumentoIdentidadClave: string | null;
    documentoIdentidad: string | null;
    telefono: string | null;
  };
  tratamiento: string | null;
  /** The account that already has this address, if any. */
  cuenta: { id: number; nombre: string; tratamiento: string | null } | null;
}

/** How the representative is let in (what the "aceptada" mail announces), by address. */
export type AccesoPersona = 'invitacion' | 'perfil';

/**
 * Which entries let someone in: those with an e-mail and a centre profile held per project
 * (type SOL), one per address (the first; entries come managing profile first).
 */
export function elegirPersonas<R>(
  entradas: readonly R[],
  de: (r: R) => { email: string | null; general: boolean; tipoClave: string },
): Array<{ email: string; r: R }> {
  const vistas = new Set<string>();
  return entradas.flatMap((r) => {
    const e = de(r);
    const email = e.email?.trim().toLowerCase();
    if (!email || e.general || e.tipoClave !== 'SOL' || vistas.has(email)) return [];
    vistas.add(email);
    return [{ email, r }];
  });
}

/** The people acceptance lets in, read before the batch. */
export async function personasDelCentro(ctx: DomainContext, solicitudId: number): Promise<PersonaDelCentro[]> {
  const rows = await personasDeSolicitudes(ctx.db, {
    e: solicitudPerfiles,
    perfil: {
      id: perfiles.id,
      nombrePublico: perfiles.nombrePublico,
      tipoClave: perfiles.tipoClave,
      general: perfiles.general,
    },
    tratamiento: sexos.tratamiento,
  })
    .leftJoin(sexos, eq(sexos.id, solicitudPerfiles.sexoId))
    .where(eq(solicitudPerfiles.solicitudId, solicitudId))
    .orderBy(asc(perfiles.id), asc(solicitudPerfiles.id));
  const personas = elegirPersonas(rows, (r) => ({ email: r.e.direccionEmail, ...r.perfil }));
  if (personas.length === 0) return [];
  const cuentas = await loadCuentasPorEmail(
    ctx,
    personas.map((p) => p.email),
  );
  return personas.map(({ email, r }) => {
    const cuenta = cuentas.find((c) => c.email === email);
    return {
      email,
      perfil: { id: r.perfil.id, nombrePublico: r.perfil.nombrePublico, tipoClave: r.perfil.tipoClave },
      datos: {
        nombre: r.e.nombre,
        apellido1: r.e.apellido1,
        apellido2: r.e.apellido2,
        sexoId: r.e.sexoId,
        tipoDocumentoIdentidadClave: r.e.tipoDocumentoIdentidadClave,
        documentoIdentidad: r.e.documentoIdentidad,
        telefono: r.e.telefono,
      },
      tratamiento: r.tratamiento,
      cuenta: cuenta ? { id: cuenta.id, nombre: cuenta.nombre, tratamiento: cuenta.tratamiento } : null,
    };
  });
}

/** The centre's name as the project will carry it (the request's centre record). */
export async function nombreCentro(ctx: DomainContext, centroId: number, porDefecto: string): Promise<string> {
  const [row] = await ctx.db.select({ nombre: centros.nombre }).from(centros).where(eq(centros.id, centroId));
  return row?.nombre ?? porDefecto;
}

/**
 * The statements that let `personas` into the project (being created in the same batch, when
 * `proyecto.id` is the SQL that finds it): an invitation each, or the profile for an existing
 * account. The project has no area record id yet, so mails link to the areas' entry.
 */
export function pasosAccesoCentro(
  ctx: DomainContext,
  actor: Pick<Actor, 'usuarioId' | 'nombre'>,
  personas: readonly PersonaDelCentro[],
  proyecto: { id: number | SQL<number>; codigo: string; centro: string },
  opts: { origin: string },
): Paso[] {
  return personas.flatMap((p) =>
    p.cuenta
      ? pasosPerfilEnProyecto(
          ctx,
          actor,
          {
            usuario: { id: p.cuenta.id, email: p.email, nombre: p.cuenta.nombre, tratamiento: p.cuenta.tratamiento },
            perfil: p.perfil,
            proyecto,
            destino: ENTRADA_AREAS,
          },
          opts,
        )
      : pasosInvitacion(
          ctx,
          actor,
          {
            direccionEmail: p.email,
            perfil: p.perfil,
            proyecto,
            incluirRemitente: false,
            datos: p.datos,
            destinatario: {
              nombre: nombreCompleto({ nombre: p.datos.nombre, apellido1: p.datos.apellido1, apellido2: p.datos.apellido2 }),
              tratamiento: p.tratamiento,
            },
          },
          opts,
        ),
  );
}

/** How the person at `email` is let in, or null when the request does not name them with a centre profile. */
export function accesoDe(personas: readonly PersonaDelCentro[], email: string): AccesoPersona | null {
  const p = personas.find((x) => x.email === email.trim().toLowerCase());
  if (!p) return null;
  return p.cuenta ? 'perfil' : 'invitacion';
}
