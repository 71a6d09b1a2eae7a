// Server-safe: the flag of a project whose self-assessment finished and that nobody evaluates yet.
import { UserX } from 'lucide-react';
import { equipoProyectoUi as t } from '../../i18n/equipo-proyecto.ts';

/** A link to the project's Equipo tab, where staff choose its evaluation team. */
export function SinEquipoEvaluacion({ proyectoId }: { proyectoId: number }) {
  return (
    <a
      href={`/proyecto/${proyectoId}?pestana=equipo`}
      title={t.sinEquipoEvaluacionAyuda}
      className="etiqueta inline-flex items-center gap-1 bg-red-100 text-red-900 underline-offset-2 hover:underline"
    >
      <UserX aria-hidden="true" className="h-3.5 w-3.5" />
      {t.sinEquipoEvaluacion}
    </a>
  );
}
