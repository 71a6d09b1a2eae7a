import { sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { formularios, preguntas, respuestas, tiposPregunta } from '../../db/schema/catalogo.ts';
import { catalogoPruebas as t } from '../../i18n/catalogo-pruebas.ts';
import { errores } from '../../i18n/errores.ts';
import { altaAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaDe, nuevoEn } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError, type FieldErrors } from '../errors.ts';
import { requireCatalogo } from './acceso.ts';
import type { FormularioImport } from './formularios-schema.ts';

// Inside one batch (a single SQLite write transaction, D1 included) no other writer can insert
// between our statements, so the newest row of a table is the one this batch just wrote. That lets
// questions point at the new form, and answers at their new question, without a round trip.
const nuevoFormulario = sql`(select max(${formularios.id}) from ${formularios})`;
const nuevaPregunta = sql`(select max(${preguntas.id}) from ${preguntas})`;

/** The question types of the payload must exist, and only types with answers may carry them. */
async function validateTipos(ctx: DomainContext, input: FormularioImport): Promise<void> {
  const tipos = new Map(
    (await ctx.db.select({ clave: tiposPregunta.clave, conRespuestas: tiposPregunta.conRespuestas }).from(tiposPregunta)).map(
      (r) => [r.clave, r.conRespuestas],
    ),
  );
  const errors: FieldErrors = {};
  (input.Preguntas ?? []).forEach((p, i) => {
    const conRespuestas = tipos.get(p.Tipo.Clave);
    if (conRespuestas === undefined) errors[`Preguntas.${i}.Tipo.Clave`] = [t.tipoPreguntaNoExiste];
    else if (!conRespuestas && (p.Respuestas ?? []).length > 0) errors[`Preguntas.${i}.Respuestas`] = [t.tipoSinRespuestas];
  });
  if (Object.keys(errors).length > 0) throw new AppError(422, errores.datosNoValidos, errors);
}

/**
 * POST /formularios/importar (the form clone): the JSON of GET
 * formularios/{id} without its Id becomes a new form with new questions and answers, written
 * atomically. Ids inside the payload are ignored.
 */
export async function importFormulario(ctx: DomainContext, input: FormularioImport): Promise<{ id: number }> {
  const actor = requireCatalogo(ctx.actor, 'E');
  await validateTipos(ctx, input);
  const audit = altaAudit(actor, ctx.clock.now());
  const head = ctx.db
    .insert(formularios)
    .values({
      instanciaId: ctx.instancia.id,
      titulo: input.Titulo,
      aclaraciones: input.Aclaraciones ?? null,
      minimo: input.Minimo ?? 0,
      ...audit,
    })
    .returning({ id: formularios.id });
  const rest: BatchItem<'sqlite'>[] = [];
  (input.Preguntas ?? []).forEach((p, i) => {
    rest.push(
      ctx.db.insert(preguntas).values({
        formularioId: nuevoFormulario,
        enunciado: p.Enunciado,
        aclaraciones: p.Aclaraciones ?? null,
        esencial: p.Esencial ?? false,
        minimo: p.Minimo ?? null,
        maximo: p.Maximo ?? null,
        orden: p.Orden ?? i + 1,
        tipoClave: p.Tipo.Clave,
        ...audit,
      }),
    );
    (p.Respuestas ?? []).forEach((r, j) => {
      rest.push(
        ctx.db.insert(respuestas).values({
          preguntaId: nuevaPregunta,
          enunciado: r.Enunciado,
          esencial: r.Esencial ?? false,
          correcta: r.Correcta,
          orden: r.Orden ?? j + 1,
          ...audit,
        }),
      );
    });
  });
  const [created] = await commit(ctx, [
    head,
    ...rest,
    auditar({
      accion: 'IMPORTAR',
      entidad: 'formulario',
      entidadId: nuevoEn(formularios),
      cambios: [{ Campo: 'Preguntas', Antes: null, Despues: rest.length }],
    }),
  ]);
  return filaDe<{ id: number }>(created);
}
