import { listFormularios } from '../../domain/catalogo/formularios.ts';
import {
  evidenciasOpciones,
  type ManualOpcion,
  manualesOpciones,
  tiposPruebaOpciones,
} from '../../domain/catalogo/pruebas-opciones.ts';
import type { DomainContext } from '../../domain/context.ts';
import { ALL_ROWS } from '../../domain/listing.ts';
import { paginasPruebas as t } from '../../i18n/catalogo-pruebas.ts';

export const manualLabel = (m: Pick<ManualOpcion, 'Codigo' | 'Version' | 'Nombre'>) =>
  t.manualEtiqueta(m.Codigo, m.Version, m.Nombre);

/**
 * Options of the test form (server side). New tests go only into manuals in edition;
 * `manualId` (an existing test's manual) is always offered and its evidences loaded.
 */
export async function pruebaFormOptions(ctx: DomainContext, manualId?: number) {
  const [manuales, formularios, tipos] = await Promise.all([
    manualesOpciones(ctx),
    listFormularios(ctx, { query: { ...ALL_ROWS, campos: ['Id', 'Titulo'] } }),
    tiposPruebaOpciones(ctx),
  ]);
  const offered = manuales.filter((m) => m.EstadoClave === 'edicion' || m.Id === manualId);
  const evidencias = await evidenciasOpciones(
    ctx,
    offered.map((m) => m.Id),
  );
  return {
    manuales: offered.map((m) => ({ value: String(m.Id), label: manualLabel(m) })),
    formularios: (formularios.records as Array<{ Id: number; Titulo: string }>).map((f) => ({
      value: String(f.Id),
      label: f.Titulo,
    })),
    tipos: tipos.map((tp) => ({ value: tp.clave, label: tp.nombre })),
    tiposPorClave: new Map(tipos.map((tp) => [tp.clave, tp.nombre])),
    evidencias,
  };
}
