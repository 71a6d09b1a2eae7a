'use client';

import { Pencil, Plus } from 'lucide-react';
import type { PlantillaRecord } from '../../domain/procesos/lectura.ts';
import { procesosUi as t } from '../../i18n/procesos.ts';
import { DeleteButton } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { type Column, DataTable } from '../ui/data-table.tsx';
import { StatusTag } from '../ui/tag.tsx';
import { type OpcionesPlantilla, PlantillaForm } from './plantilla-form.tsx';
import { useEdicion } from './use-edicion.ts';

/** The process's notification templates with add, edit and delete. */
export function PlantillasEditor(props: {
  procesoId: number;
  plantillas: PlantillaRecord[];
  opciones: OpcionesPlantilla;
  readOnly?: boolean;
}) {
  const { editando, setEditando, guardado } = useEdicion<number>();
  const nombre = (lista: OpcionesPlantilla['tiposHito'], clave: string | number | null) =>
    lista.find((o) => String(o.value) === String(clave))?.label ?? clave ?? '—';
  const columnas: Column<PlantillaRecord>[] = [
    { header: t.plantillas.asunto, rowHeader: true, cell: (r) => r.Asunto ?? '—' },
    { header: t.plantillas.tipoHitoClave, cell: (r) => nombre(props.opciones.tiposHito, r.TipoHitoClave) },
    { header: t.plantillas.medioNotificacionClave, cell: (r) => nombre(props.opciones.medios, r.MedioNotificacionClave) },
    { header: t.plantillas.dias, cell: (r) => r.Dias ?? '—', className: 'hidden md:table-cell' },
    { header: t.plantillas.descripcion, cell: (r) => r.Descripcion ?? '—', className: 'hidden lg:table-cell' },
    {
      header: t.columnas.estado,
      cell: (r) => (
        <StatusTag tone={r.Activo ? 'positivo' : 'neutro'}>{r.Activo ? t.plantillas.activa : t.plantillas.inactiva}</StatusTag>
      ),
    },
  ];
  if (!props.readOnly)
    columnas.push({
      header: t.columnas.acciones,
      cell: (r) => (
        <div className="flex flex-wrap items-start gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setEditando(r.Id)}
            aria-label={t.plantillas.editarAria(r.Asunto ?? '')}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t.editar}
          </Button>
          <DeleteButton path={`/procesos/plantillasNotificaciones/${r.Id}`} ariaLabel={t.plantillas.eliminar(r.Asunto ?? '')} />
        </div>
      ),
    });
  return (
    <div className="grid gap-4">
      <DataTable
        caption={t.plantillas.titulo}
        columns={columnas}
        rows={props.plantillas}
        rowKey={(r) => r.Id}
        empty={t.plantillas.vacio}
      />
      {props.readOnly ? null : editando === null ? (
        <div>
          <Button variant="secondary" onClick={() => setEditando('nuevo')}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t.plantillas.nueva}
          </Button>
        </div>
      ) : (
        <PlantillaForm
          key={editando}
          procesoId={props.procesoId}
          plantilla={editando === 'nuevo' ? undefined : props.plantillas.find((p) => p.Id === editando)}
          opciones={props.opciones}
          onSaved={guardado}
          onCancel={() => setEditando(null)}
        />
      )}
    </div>
  );
}
