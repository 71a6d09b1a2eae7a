import { solicitudWizard as t } from '../../i18n/solicitud-wizard.ts';
import { cn } from '../ui/cn.ts';

/** The step indicator: an ordered list; the current step carries aria-current="step". */
export function Pasos({ actual }: { actual: number }) {
  return (
    <nav aria-label={t.progreso}>
      <ol className="grid gap-2 sm:grid-cols-4">
        {t.pasos.map((nombre, i) => (
          <li
            key={nombre}
            aria-current={i === actual ? 'step' : undefined}
            className={cn(
              'rounded-md border-2 px-3 py-2 text-sm',
              i === actual ? 'border-brand bg-sky-50 font-semibold text-slate-900' : 'border-slate-300 text-slate-700',
            )}
          >
            <span className="block text-xs text-slate-700">{t.pasoDe(i + 1, t.pasos.length)}</span>
            {nombre}
            <span className="sr-only"> {i < actual ? t.completado : i === actual ? t.actual : ''}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
