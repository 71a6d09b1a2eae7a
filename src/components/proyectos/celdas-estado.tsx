'use client';

import { Settings } from 'lucide-react';
import { proyectosUi } from '../../i18n/proyectos.ts';
import { buttonVariants } from '../ui/button.tsx';
import type { Option } from '../ui/fields.tsx';
import { useRouter } from '../ui/router.tsx';
import { StatusTag } from '../ui/tag.tsx';
import { EstadoProyectoDialog } from './estado-dialog.tsx';
import { type EstadoVivo, useEstadoVivo } from './estado-vivo.ts';

interface ProyectoCelda extends EstadoVivo {
  Id: number;
  Codigo: string;
  Fase: { Nombre: string };
}

/**
 * Phase and status tags of a project, with the status dialog for writers. The status follows
 * the dialog in place; `recargar` also refreshes the page's server data (the project page,
 * whose tabs depend on the status), keeping the URL and without a full reload.
 */
export function FaseEstado(props: { proyecto: ProyectoCelda; opciones: Option[]; editable: boolean; recargar?: boolean }) {
  const router = useRouter();
  const { Estado } = useEstadoVivo(props.proyecto.Id, props.proyecto);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <StatusTag tone="neutro">{props.proyecto.Fase.Nombre}</StatusTag>
      <StatusTag tone={Estado.Color ?? 'neutro'}>{Estado.Nombre}</StatusTag>
      {props.editable ? (
        <EstadoProyectoDialog
          proyectoId={props.proyecto.Id}
          codigo={props.proyecto.Codigo}
          actual={Estado}
          opciones={props.opciones}
          compacto={!props.recargar}
          onCambiado={props.recargar ? () => void router.reload() : undefined}
        />
      ) : null}
    </span>
  );
}

/** The Configurar link (phase FIN-INI and status CURSO), following status changes in place. */
export function ConfigurarEnlace(props: { proyecto: ProyectoCelda }) {
  const { Configurar } = useEstadoVivo(props.proyecto.Id, props.proyecto);
  if (!Configurar) return null;
  return (
    <a
      href={`/proyecto/${props.proyecto.Id}?pestana=FIN-INI`}
      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      aria-label={`${proyectosUi.configurarAyuda} ${props.proyecto.Codigo}`}
    >
      <Settings aria-hidden="true" className="h-4 w-4" />
      {proyectosUi.configurar}
    </a>
  );
}
