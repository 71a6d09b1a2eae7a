// Server-safe pieces of the project page: its data and its self-assessments with their figures.

import type { AutoevaluacionRecord } from '../../domain/autoevaluacion/lectura.ts';
import { ESTADO_ABIERTA } from '../../domain/autoevaluacion/reglas.ts';
import type { ProyectoResumen } from '../../domain/proyectos/listado.ts';
import { fechaEs } from '../../domain/shared/fechas.ts';
import { proyectoUi as t } from '../../i18n/proyectos.ts';
import { PlazosForm } from '../autoevaluacion/equipo/equipo-forms.tsx';
import { Lista } from '../solicitudes/datos.tsx';
import { type Column, DataTable } from '../ui/data-table.tsx';
import { ColorTag, StatusTag } from '../ui/tag.tsx';
import { Etapa } from './etapa.tsx';

/** Code, centre, process, phase and status, responsible users and the stages' dates: read-only. */
export function DatosProyecto({ p }: { p: ProyectoResumen }) {
  return (
    <Lista
      pares={[
        [t.campos.codigo, p.Codigo],
        [t.campos.centro, p.Centro],
        [t.campos.proceso, p.Proceso.Codigo],
        [t.campos.ambito, p.Ambito?.Nombre ?? t.ninguno],
        [
          t.campos.fase,
          <span key="f" className="inline-flex flex-wrap gap-2">
            <StatusTag tone="neutro">{p.Fase.Nombre}</StatusTag>
            <StatusTag tone={p.Estado.Color ?? 'neutro'}>{p.Estado.Nombre}</StatusTag>
          </span>,
        ],
        [
          t.campos.resultado,
          <StatusTag key="r" tone={p.Resultado.Color ?? 'neutro'}>
            {p.Resultado.Nombre}
          </StatusTag>,
        ],
        [t.campos.tutor, p.Tutor?.NombreCompleto ?? t.ninguno],
        [t.campos.administrativo, p.Administrativo?.NombreCompleto ?? t.ninguno],
        [t.campos.autoevaluacion, <Etapa key="a" e={p.Autoevaluacion} />],
        [t.campos.evaluacion, <Etapa key="e" e={p.Evaluacion} />],
        [
          t.campos.solicitud,
          <a key="s" href={`/solicitudes/${p.SolicitudId}`} className="underline underline-offset-4">
            {t.verSolicitud}
          </a>,
        ],
        [
          t.campos.etiquetas,
          p.Etiquetas.length === 0 ? (
            t.ninguno
          ) : (
            <span key="t" className="inline-flex flex-wrap gap-2">
              {p.Etiquetas.map((e) => (
                <ColorTag key={e.Id} color={e.Color}>
                  {e.Nombre}
                </ColorTag>
              ))}
            </span>
          ),
        ],
      ]}
    />
  );
}

const a = t.autoevaluaciones;
const columnas: Column<AutoevaluacionRecord>[] = [
  { header: a.fase, rowHeader: true, cell: (r) => r.Fase.Nombre },
  { header: a.estado, cell: (r) => <StatusTag tone="neutro">{r.Estado.Nombre}</StatusTag> },
  { header: a.inicio, cell: (r) => fechaEs(r.FechaInicio) },
  { header: a.limite, cell: (r) => fechaEs(r.FechaLimite) },
  { header: a.fin, cell: (r) => fechaEs(r.FechaFin) },
  { header: a.cumplimiento, cell: (r) => a.cifras(r.NumeroCumple, r.Total, r.PorcentajeCumple) },
  { header: a.evaluados, cell: (r) => `${r.NumeroEvaluado} / ${r.Total}` },
];

/**
 * The project's self-assessments, oldest phase first, with the figures cifrasDe computes; with
 * `plazos` (staff who may write the project), the deadlines of each record still open, which
 * the agency sets (src/domain/permisos/registros.ts).
 */
export function AutoevaluacionesProyecto({ registros, plazos = false }: { registros: AutoevaluacionRecord[]; plazos?: boolean }) {
  const abiertas = plazos ? registros.filter((r) => r.Estado.Clave === ESTADO_ABIERTA) : [];
  return (
    <div className="grid gap-6">
      <DataTable caption={a.titulo} columns={columnas} rows={registros} rowKey={(r) => r.Id} filtered={false} empty={a.vacio} />
      {abiertas.map((r) => (
        <section key={r.Id} aria-labelledby={`plazos-${r.Id}`} className="grid gap-2">
          <h2 id={`plazos-${r.Id}`} className="text-xl font-semibold text-slate-900">
            {a.plazos(r.Fase.Nombre)}
          </h2>
          <p className="text-sm text-slate-700">{a.plazosAyuda}</p>
          <PlazosForm autoevaluacionId={r.Id} fechaLimite={fechaEs(r.FechaLimite, '')} fechaVisita={fechaEs(r.FechaVisita, '')} />
        </section>
      ))}
    </div>
  );
}
