import { Check } from 'lucide-react';
import { solicitudWizard as t } from '../../i18n/solicitud-wizard.ts';
import { cn } from '../ui/cn.ts';

/**
 * The step indicator: an ordered list; the current step carries aria-current="step". On a
 * phone the four boxes sit in one row with their numbers only (the step's name is in the
 * heading below), so the form starts above the fold; screen readers still hear every name.
 */
export function Pasos({ actual }: { actual: number }) {
  return (
    <nav aria-label={t.progreso}>
      <ol className="grid grid-cols-4 gap-2">
        {t.pasos.map((nombre, i) => (
          <li
            key={nombre}
            aria-current={i === actual ? 'step' : undefined}
            className={cn(
              'flex min-w-0 items-start gap-2 rounded-md border-2 px-2 py-2 text-sm sm:px-3',
              i === actual
                ? 'border-brand bg-sky-50 font-semibold text-slate-900'
                : i < actual
                  ? 'border-slate-400 bg-slate-50 text-slate-800'
                  : 'border-slate-300 text-slate-700',
            )}
          >
            {i < actual ? <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" /> : null}
            <span className="min-w-0">
              <span className="block text-xs text-slate-700">
                <span className="sm:hidden" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="sr-only sm:not-sr-only">{t.pasoDe(i + 1, t.pasos.length)}</span>
              </span>
              <span className="sr-only sm:not-sr-only sm:block"> {nombre}</span>
              <span className="sr-only"> {i < actual ? t.completado : i === actual ? t.actual : ''}</span>
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
