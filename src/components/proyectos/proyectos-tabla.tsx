'use client';

import type { ReactNode } from 'react';
import type { Etapa as EtapaDatos } from '../../domain/proyectos/etapas.ts';
import { proyectosUi as t } from '../../i18n/proyectos.ts';
import { type Column, DataTable, rowLinkClass } from '../ui/data-table.tsx';
import { ColorTag, StatusTag } from '../ui/tag.tsx';
import { SinEquipoEvaluacion } from './equipo-evaluacion-aviso.tsx';
import { Etapa } from './etapa.tsx';

/** One row of the projects list: only what its cells show. */
export interface FilaProyecto {
  Id: number;
  Codigo: string;
  Centro: string;
  Demo: boolean;
  Etiquetas: { Id: number; Nombre: string; Color: string }[];
  /** The tutor's full name. */
  Tutor: string | null;
  /**
   * The phase and status tags with the status dialog (`FaseEstado`), and the Configurar link
   * when the user may configure (`ConfigurarEnlace`), as the server's elements: those client
   * components then stay in the browser's code shared by the list and the project page, instead
   * of joining the project page's own bundle (which the page would then load at first paint).
   */
  FaseEstado: ReactNode;
  Configurar: ReactNode;
  /** Self-assessment finished and nobody evaluates it yet (the flag linking to the Equipo tab). */
  SinEquipo: boolean;
  Autoevaluacion: Omit<EtapaDatos, 'Id'> | null;
  Evaluacion: Omit<EtapaDatos, 'Id'> | null;
  Resultado: { Nombre: string; Color?: string };
}

const COLUMNAS: Column<FilaProyecto>[] = [
  {
    header: t.columnas.proyecto,
    rowHeader: true,
    className: 'min-w-48',
    cell: (p) => (
      <span className="grid gap-1">
        <a href={`/proyecto/${p.Id}`} className={rowLinkClass}>
          {p.Codigo}
        </a>
        <span className="inline-flex flex-wrap items-center gap-2">
          {p.Centro}
          {p.Demo ? <StatusTag tone="progreso">{t.demo}</StatusTag> : null}
          {p.Etiquetas.map((e) => (
            <ColorTag key={e.Id} color={e.Color}>
              {e.Nombre}
            </ColorTag>
          ))}
        </span>
      </span>
    ),
  },
  { header: t.columnas.tutor, cell: (p) => p.Tutor ?? t.sinEtapa },
  {
    header: t.columnas.fase,
    // The status dialog is offered on the list too; the row's status and Configurar change in place.
    cell: (p) => (
      <span className="grid justify-items-start gap-1">
        {p.FaseEstado}
        {p.SinEquipo ? <SinEquipoEvaluacion proyectoId={p.Id} /> : null}
      </span>
    ),
  },
  { header: t.columnas.autoevaluacion, cell: (p) => <Etapa e={p.Autoevaluacion} /> },
  { header: t.columnas.evaluacion, cell: (p) => <Etapa e={p.Evaluacion} /> },
  {
    header: t.columnas.resultado,
    cell: (p) => (
      <span className="inline-flex flex-wrap items-center gap-2">
        <StatusTag tone={p.Resultado.Color ?? 'neutro'}>{p.Resultado.Nombre}</StatusTag>
        {p.Configurar}
      </span>
    ),
  },
];

/**
 * The projects table, rendered from its rows' data: a server component's table travels to the
 * browser twice, as HTML and as the element tree in the page's RSC payload (~1.6 KB a row); from
 * here the payload carries only the fields shown (~0.5 KB a row) and the HTML is the same.
 */
export function ProyectosTabla(props: { filas: FilaProyecto[]; filtered: boolean }) {
  return (
    <DataTable
      caption={t.titulo}
      columns={COLUMNAS}
      rows={props.filas}
      rowKey={(p) => p.Id}
      filtered={props.filtered}
      empty={props.filtered ? undefined : t.sinProyectos}
    />
  );
}
