'use client';

import { Pencil, Plus } from 'lucide-react';
import type { TipoFicheroRecord } from '../../domain/procesos/lectura.ts';
import { procesosUi as t } from '../../i18n/procesos.ts';
import { DeleteButton } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { type Column, DataTable } from '../ui/data-table.tsx';
import type { Option } from '../ui/fields.tsx';
import { TipoFicheroForm } from './tipo-fichero-form.tsx';
import { useEdicion } from './use-edicion.ts';
import { bytesAKb } from './valores.ts';

/** The process's file types (each one a required upload of the request) with add, edit and delete. */
export function TiposFicheroEditor(props: {
  procesoId: number;
  tipos: TipoFicheroRecord[];
  ambitos: Option[];
  /** The extensions a type may allow (the domain's list, passed by the server page). */
  extensiones: readonly string[];
  readOnly?: boolean;
}) {
  const { editando, setEditando, guardado } = useEdicion<string>();
  const columnas: Column<TipoFicheroRecord>[] = [
    { header: t.tipos.clave, rowHeader: true, cell: (r) => r.Clave },
    { header: t.tipos.nombre, cell: (r) => r.Nombre },
    {
      header: t.tipos.limiteTamano,
      cell: (r) => (r.LimiteTamano ? t.tipos.kb(bytesAKb(r.LimiteTamano)) : t.tipos.sinLimite),
    },
    { header: t.tipos.limiteFicheros, cell: (r) => r.LimiteFicheros ?? '—', className: 'hidden md:table-cell' },
    { header: t.tipos.extensiones, cell: (r) => r.Extensiones.join(', ') || '—' },
    { header: t.tipos.internoCol, cell: (r) => (r.Interno ? t.si : t.no), className: 'hidden md:table-cell' },
    { header: t.tipos.orden, cell: (r) => r.Orden, className: 'hidden md:table-cell' },
    { header: t.tipos.ambitos, cell: (r) => r.Ambitos.map((a) => a.Nombre).join(', ') || '—', className: 'hidden lg:table-cell' },
  ];
  if (!props.readOnly)
    columnas.push({
      header: t.columnas.acciones,
      cell: (r) => (
        <div className="flex flex-wrap items-start gap-2">
          <Button variant="secondary" size="sm" onClick={() => setEditando(r.Clave)} aria-label={t.tipos.editarAria(r.Clave)}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t.editar}
          </Button>
          <DeleteButton
            path={`/procesos/${props.procesoId}/tiposFichero/${encodeURIComponent(r.Clave)}`}
            ariaLabel={t.tipos.eliminar(r.Clave)}
          />
        </div>
      ),
    });
  const tipo = props.tipos.find((r) => r.Clave === editando);
  return (
    <div className="grid gap-4">
      <DataTable caption={t.tipos.titulo} columns={columnas} rows={props.tipos} rowKey={(r) => r.Clave} empty={t.tipos.vacio} />
      {props.readOnly ? null : editando === null ? (
        <div>
          <Button variant="secondary" onClick={() => setEditando('nuevo')}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t.tipos.nuevo}
          </Button>
        </div>
      ) : (
        <TipoFicheroForm
          key={editando}
          procesoId={props.procesoId}
          tipo={editando === 'nuevo' ? undefined : tipo}
          ambitos={props.ambitos}
          extensiones={props.extensiones}
          onSaved={guardado}
          onCancel={() => setEditando(null)}
        />
      )}
    </div>
  );
}
