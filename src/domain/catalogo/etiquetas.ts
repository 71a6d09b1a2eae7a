import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { etiquetas } from '../../db/schema/identidad.ts';
import { manualesApi as t } from '../../i18n/catalogo-manuales.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit, auditoriaOf, modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaDe, nuevoEn, removeAudited, updateAudited } from '../auditoria/registro.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { type ListQuery, pagedSelect } from '../listing.ts';
import { ETIQUETAS, TIPOS_ETIQUETA } from '../permisos/politicas.ts';
import { escritura, requireRegla, requireSuperAdmin } from '../permisos/regla.ts';
import { textSearch } from '../shared/comun.ts';
import { saveVerb } from '../shared/save.ts';
import * as v from '../validation/zod.ts';

/** Tag types (etiquetas.tipo_clave) and the key that manages each: see the ETIQUETAS policy. */
export { TIPOS_ETIQUETA };

type TipoEtiqueta = keyof typeof TIPOS_ETIQUETA;
/** What the API rule admits: any key that manages some type; the type's own key is checked after. */
export const CLAVES_ESCRITURA_ETIQUETAS = ETIQUETAS.escribe.claves;

const tipoClave = z.enum(Object.keys(TIPOS_ETIQUETA) as [TipoEtiqueta, ...TipoEtiqueta[]], { error: t.tipoEtiquetaNoValido });

/** Payload of POST /etiquetas and PUT /etiquetas/{id} (nombre and color required; tipoClave). */
export const etiquetaSchema = z.strictObject({
  nombre: v.requiredText(100),
  color: v.colour(),
  tipoClave,
});
type EtiquetaInput = z.output<typeof etiquetaSchema>;

const FIELDS = { Id: etiquetas.id, Nombre: etiquetas.nombre, Color: etiquetas.color, TipoClave: etiquetas.tipoClave };

/** GET /etiquetas: any signed-in user may read the tags (they are shown on many records). */
export function listEtiquetas(ctx: DomainContext, opts: { query: ListQuery; tipoClave?: string; texto?: string }) {
  requireRegla(ctx.actor, ETIQUETAS.lee);
  return pagedSelect({
    db: ctx.db,
    table: etiquetas,
    fields: FIELDS,
    where: and(
      eq(etiquetas.instanciaId, ctx.instancia.id),
      opts.tipoClave ? sql`upper(${etiquetas.tipoClave}) = ${opts.tipoClave.toUpperCase()}` : undefined,
      ...textSearch(sql`${etiquetas.nombre}`, opts.texto),
    ),
    defaultOrder: [asc(etiquetas.nombre), asc(etiquetas.id)],
    query: opts.query,
  });
}

function requireTipo(actor: Actor | null, tipo: string): Actor {
  const clave = TIPOS_ETIQUETA[tipo as TipoEtiqueta];
  // A stored type this code does not know (none today) is left to super administrators.
  return clave ? requireRegla(actor, escritura(clave)) : requireSuperAdmin(actor);
}

async function load(ctx: DomainContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(etiquetas)
    .where(and(eq(etiquetas.id, id), eq(etiquetas.instanciaId, ctx.instancia.id)));
  if (!row) throw new AppError(404, t.etiquetaNoEncontrada);
  return row;
}

const toRecord = (r: typeof etiquetas.$inferSelect) => ({
  Id: r.id,
  Nombre: r.nombre,
  Color: r.color,
  TipoClave: r.tipoClave,
  Auditoria: auditoriaOf(r),
});

/** GET /etiquetas/{id}: one tag, for whoever may read the list. */
export async function getEtiqueta(ctx: DomainContext, id: number) {
  requireRegla(ctx.actor, ETIQUETAS.lee);
  return toRecord(await load(ctx, id));
}

async function createEtiqueta(ctx: DomainContext, input: EtiquetaInput): Promise<{ id: number }> {
  requireRegla(ctx.actor, ETIQUETAS.escribe);
  const actor = requireTipo(ctx.actor, input.tipoClave);
  const valores = {
    instanciaId: ctx.instancia.id,
    nombre: input.nombre,
    color: input.color.toLowerCase(),
    tipoClave: input.tipoClave,
    ...altaAudit(actor, ctx.clock.now()),
  };
  const [rows] = await commit(ctx, [
    ctx.db.insert(etiquetas).values(valores).returning({ id: etiquetas.id }),
    auditar({ accion: 'CREAR', entidad: 'etiqueta', entidadId: nuevoEn(etiquetas), cambios: cambiosDe(null, valores) }),
  ]);
  const row = filaDe<{ id: number }>(rows);
  return { id: (row as { id: number }).id };
}

/** The type may change only between types the caller manages (both checked). */
async function updateEtiqueta(ctx: DomainContext, id: number, input: EtiquetaInput) {
  requireRegla(ctx.actor, ETIQUETAS.escribe);
  const current = await load(ctx, id);
  requireTipo(ctx.actor, current.tipoClave);
  const actor = requireTipo(ctx.actor, input.tipoClave);
  const valores = {
    nombre: input.nombre,
    color: input.color.toLowerCase(),
    tipoClave: input.tipoClave,
    ...modificacionAudit(actor, ctx.clock.now()),
  };
  await updateAudited(ctx, etiquetas, id, 'etiqueta', valores);
  return toRecord(await load(ctx, id));
}

/** Creates (`saveEtiqueta(ctx, input)`) or replaces (`saveEtiqueta(ctx, id, input)`). */
export const saveEtiqueta = saveVerb(createEtiqueta, updateEtiqueta);

/** Removing a tag removes it from every record that carries it (FK cascade on each link table). */
export async function removeEtiqueta(ctx: DomainContext, id: number): Promise<void> {
  requireRegla(ctx.actor, ETIQUETAS.escribe);
  const current = await load(ctx, id);
  requireTipo(ctx.actor, current.tipoClave);
  await removeAudited(ctx, etiquetas, id, 'etiqueta');
}
