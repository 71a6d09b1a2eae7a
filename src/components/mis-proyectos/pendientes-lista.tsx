import { AlertTriangle, CheckCircle2, CircleDot } from 'lucide-react';
import { pendientesProyecto as t } from '../../i18n/mis-proyectos.ts';
import { Link } from '../ui/router.tsx';
import type { Aviso } from './avisos.ts';

const ICONO = { urgente: AlertTriangle, pendiente: CircleDot, listo: CheckCircle2 } as const;
const COLOR = { urgente: 'text-red-700', pendiente: 'text-sky-700', listo: 'text-emerald-700' } as const;

/** What needs the person in one project: one line per thing, linked where it is done; "nothing" when empty. */
export function PendientesLista({ avisos }: { avisos: Aviso[] }) {
  if (avisos.length === 0) return <p className="text-sm text-slate-700">{t.nada}</p>;
  return (
    <ul className="grid gap-1.5 text-sm">
      {avisos.map((a) => {
        const Icono = ICONO[a.tono];
        return (
          <li key={a.clave} className="flex items-start gap-2" data-aviso={a.clave}>
            <Icono aria-hidden="true" className={`mt-0.5 h-4 w-4 shrink-0 ${COLOR[a.tono]}`} />
            {a.href ? (
              <Link to={a.href} className="text-slate-900 underline underline-offset-4 hover:text-slate-950">
                {a.texto}
              </Link>
            ) : (
              <span className="text-slate-900">{a.texto}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
