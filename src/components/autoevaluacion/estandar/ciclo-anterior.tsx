import type { VerdictoAnterior } from '../../../domain/autoevaluacion/ciclo-anterior.ts';
import { estadosEstandar } from '../../../i18n/autoevaluacion-area.ts';
import { seguimiento } from '../../../i18n/autoevaluacion-seguimiento.ts';
import { Link } from '../../ui/router.tsx';
import { StatusTag } from '../../ui/tag.tsx';

const t = seguimiento.anterior;
const TONO: Record<string, string> = { C: 'positivo', NC: 'negativo', CUR: 'progreso' };

/** The earlier cycle's verdict on the standard, read-only, beside the current one (follow-up cycles). */
export function CicloAnteriorEstandar({ anterior, estandarId }: { anterior: VerdictoAnterior; estandarId: number }) {
  const estado = anterior.Aplica ? (estadosEstandar[anterior.EstadoClave] ?? anterior.EstadoClave) : t.noAplica;
  return (
    <section
      aria-labelledby="ficha-ciclo-anterior"
      className="grid content-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      data-testid="ciclo-anterior"
    >
      <h2 id="ficha-ciclo-anterior" className="text-lg font-semibold text-slate-900">
        {t.titulo}
      </h2>
      <p className="text-sm text-slate-700">{t.descripcion(anterior.Fase.Nombre)}</p>
      <dl className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <dt className="font-semibold text-slate-900">{t.estado}:</dt>
          <dd>
            <StatusTag tone={anterior.Aplica ? (TONO[anterior.EstadoClave] ?? 'neutro') : 'neutro'}>{estado}</StatusTag>
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="font-semibold text-slate-900">{t.justificacion}:</dt>
          <dd className="whitespace-pre-line text-slate-800">{anterior.Justificacion?.trim() || t.sinJustificacion}</dd>
        </div>
      </dl>
      <Link
        to={`/autoevaluacion/${anterior.AutoevaluacionId}/estandar/${estandarId}`}
        className="font-semibold text-slate-900 underline"
      >
        {t.ver}
      </Link>
    </section>
  );
}
