import type { ResultadoPublicado } from '../../../domain/evaluacion/resultado-centro.ts';
import { fechaEs } from '../../../domain/shared/fechas.ts';
import { RESULTADOS, resultadosPublicadosUi as t } from '../../../i18n/evaluacion-resultado.ts';
import { Seccion } from '../../shared/seccion.tsx';
import { Link } from '../../ui/router.tsx';

/**
 * The self-assessment area's home card of the project's published results (server
 * component): each links to the evaluation's home, where the centre's team reads the whole
 * result. Nothing while none is published.
 */
export function ResultadosPublicados({ resultados }: { resultados: ResultadoPublicado[] }) {
  if (resultados.length === 0) return null;
  return (
    <Seccion
      id="inicio-resultados"
      titulo={t.titulo}
      tituloLg
      className="grid content-start gap-2 rounded-lg border border-slate-200 p-4"
    >
      <ul className="grid gap-2">
        {resultados.map((r) => (
          <li key={r.Id} className="text-slate-800">
            {t.item(r.Fase, RESULTADOS[r.Resultado.Clave] ?? r.Resultado.Clave, fechaEs(r.FechaPublicacion))}
            {r.Nivel ? `, ${t.nivel(r.Nivel)}` : ''}.{' '}
            <Link to={`/evaluacion/${r.Id}`} className="font-semibold text-slate-900 underline" aria-label={t.verAria(r.Fase)}>
              {t.ver}
            </Link>
          </li>
        ))}
      </ul>
    </Seccion>
  );
}
