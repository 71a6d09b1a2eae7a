import { evaluacionInicio as t } from '../../i18n/evaluacion-area.ts';
import { Link } from '../ui/router.tsx';

/**
 * How many standards without a verdict a page of the evaluation area lists by name; past it the
 * list stops there and points to the standards list filtered to them (`estado=PTE`: the
 * applicable standards that are neither C nor NC, the same rule as `sinEvaluar`). A manual of a
 * hundred standards would otherwise fill the page with their texts.
 */
export const PENDIENTES_VISIBLES = 10;

/** "y N más · Ver todos los estándares pendientes" under a list cut at PENDIENTES_VISIBLES; nothing when it was not cut. */
export function MasPendientes({ base, total }: { base: string; total: number }) {
  if (total <= PENDIENTES_VISIBLES) return null;
  return (
    <p className="text-sm text-slate-800">
      {t.masPendientes(total - PENDIENTES_VISIBLES)} ·{' '}
      <Link to={`${base}/estandares?estado=PTE`} className="underline">
        {t.verTodos}
      </Link>
    </p>
  );
}
