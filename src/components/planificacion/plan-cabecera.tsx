import { CalendarDays, ListTodo, Plus } from 'lucide-react';
import { calendarioUi, tareasUi } from '../../i18n/autoevaluacion-plan.ts';
import { buttonVariants } from '../ui/button.tsx';

/**
 * Title and the planning links of a planning page (tasks, calendar, new task). The area's
 * layout says why a self-assessment is read-only; without write access the "new" link hides.
 */
export function PlanCabecera(props: {
  autoevaluacionId: number;
  titulo: string;
  actual: 'tareas' | 'calendario' | 'tarea';
  editable: boolean;
  /** Kept for pages outside the area layout; the area layout shows it already. */
  soloLectura?: string | null;
}) {
  const base = `/autoevaluacion/${props.autoevaluacionId}`;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{props.titulo}</h1>
        <nav aria-label={tareasUi.titulo} className="flex flex-wrap gap-2">
          {props.actual !== 'tareas' ? (
            <a href={`${base}/tareas`} className={buttonVariants({ variant: 'ghost' })}>
              <ListTodo aria-hidden="true" className="h-4 w-4" />
              {tareasUi.titulo}
            </a>
          ) : null}
          {props.actual !== 'calendario' ? (
            <a href={`${base}/calendario`} className={buttonVariants({ variant: 'ghost' })}>
              <CalendarDays aria-hidden="true" className="h-4 w-4" />
              {calendarioUi.titulo}
            </a>
          ) : null}
          {props.editable && props.actual !== 'tarea' ? (
            <a href={`${base}/tarea`} className={buttonVariants({ variant: 'primary' })}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {tareasUi.nueva}
            </a>
          ) : null}
        </nav>
      </div>
    </div>
  );
}
