import { and, eq, ne } from 'drizzle-orm';
import { formularios, manuales, pruebas } from '../../db/schema/catalogo.ts';
import { catalogo as textos } from '../../i18n/catalogo.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';

/**
 * The publication rule (ADR 0010). A manual in `edicion` may change freely. Publishing moves it
 * to `vigente`; from then on its structure is frozen, because running self-assessments are
 * built from it: blocks, standards, evidences, tests and evaluation guides cannot be created,
 * changed, reordered or deleted, and the manual's codigo, nombre, version and mapa stay as they
 * are. What stays editable is presentation that no assessment depends on: the manual's
 * descripcion, enlace, fechaCierre, publico flag, file, tags and scopes, the move to
 * `obsoleto`, and examples. A new version is made by cloning (export + import).
 * A form used by a test of a published manual is frozen for the same reason.
 */
export type Manual = typeof manuales.$inferSelect;

type Ctx = Pick<DomainContext, 'db' | 'instancia'>;

/** The manual of this instance, or 404. */
export async function loadManual(ctx: Ctx, manualId: number): Promise<Manual> {
  const [row] = await ctx.db
    .select()
    .from(manuales)
    .where(and(eq(manuales.id, manualId), eq(manuales.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, textos.manualNoEncontrado);
  return row;
}

export const isEditable = (manual: Pick<Manual, 'estadoClave'>) => manual.estadoClave === 'edicion';

/** Loads the manual and throws 409 unless it is still in edition. */
export async function requireManualEditable(ctx: Ctx, manualId: number): Promise<Manual> {
  const manual = await loadManual(ctx, manualId);
  if (!isEditable(manual)) throw new AppError(409, textos.manualPublicado);
  return manual;
}

/** Throws 409 when a test of a published (vigente or obsoleto) manual uses the form. */
export async function requireFormularioEditable(ctx: Ctx, formularioId: number): Promise<void> {
  const [inUse] = await ctx.db
    .select({ id: pruebas.id })
    .from(pruebas)
    .innerJoin(manuales, eq(manuales.id, pruebas.manualId))
    .innerJoin(formularios, eq(formularios.id, pruebas.formularioId))
    .where(
      and(
        eq(pruebas.formularioId, formularioId),
        eq(formularios.instanciaId, ctx.instancia.id),
        ne(manuales.estadoClave, 'edicion'),
      ),
    )
    .limit(1);
  if (inUse) throw new AppError(409, textos.formularioEnUso);
}
