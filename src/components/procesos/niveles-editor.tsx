'use client';

import { Pencil, Plus } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import type { NivelRecord } from '../../domain/procesos/niveles-schema.ts';
import { nivelesApi, nivelesUi as t } from '../../i18n/evaluacion-resultado.ts';
import { useFormFields } from '../catalogo/comun/use-form-fields.ts';
import { DeleteButton, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { type Column, DataTable } from '../ui/data-table.tsx';
import { TextField } from '../ui/form-controls.tsx';
import { nivelPayload, nivelValues, validarNivel } from './niveles-valores.ts';
import { PieSubformulario } from './pie-subformulario.tsx';
import { useEdicion } from './use-edicion.ts';

/**
 * Create (POST /procesos/{id}/niveles) or edit (PUT /procesos/niveles/{id}) a level: the same
 * checks as the server in the browser first, then the server's refusals (two levels with the
 * same thresholds or key) under the field they concern.
 */
function NivelForm(props: { procesoId: number; nivel?: NivelRecord; onSaved: (m: string) => void; onCancel: () => void }) {
  const action = useApiAction();
  const base = useId();
  const f = useFormFields({ initial: nivelValues(props.nivel), action, idOf: (k) => `${base}-nivel-${k}` });
  const alta = props.nivel === undefined;
  const titulo = alta ? t.nuevoTitulo : t.editarTitulo;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validarNivel(f.values);
    f.setErrors(found);
    if (Object.keys(found).length) return document.getElementById(f.id(Object.keys(found)[0] as string))?.focus();
    const body = nivelPayload(f.values);
    const res = alta
      ? await action.run('POST', `/procesos/${props.procesoId}/niveles`, body, { success: null })
      : await action.run('PUT', `/procesos/niveles/${props.nivel?.Id}`, body, { success: null });
    if (res.ok) props.onSaved(alta ? nivelesApi.creado : nivelesApi.guardado);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-lg border border-slate-300 bg-slate-50 p-5 sm:grid-cols-2"
      aria-label={titulo}
      aria-busy={action.busy || undefined}
    >
      <h3 className="text-lg font-semibold text-slate-900 sm:col-span-2">{titulo}</h3>
      <TextField {...f.text('clave')} label={t.clave} required maxLength={20} />
      <TextField {...f.text('nombre')} label={t.nombre} required maxLength={100} />
      <TextField {...f.text('porcentajeEsenciales')} label={t.porcentajeEsencialesLargo} required inputMode="numeric" />
      <TextField {...f.text('porcentajeNoEsenciales')} label={t.porcentajeNoEsencialesLargo} required inputMode="numeric" />
      <TextField {...f.text('orden')} label={t.orden} optional inputMode="numeric" />
      <PieSubformulario action={action} onCancel={props.onCancel} />
    </form>
  );
}

/** The process's levels with add, edit and delete; read-only without GEST_PROCESOS at E. */
export function NivelesEditor(props: { procesoId: number; niveles: NivelRecord[]; readOnly?: boolean }) {
  const { editando, setEditando, guardado } = useEdicion<number>();
  const columnas: Column<NivelRecord>[] = [
    { header: t.nombre, rowHeader: true, cell: (r) => r.Nombre },
    { header: t.clave, cell: (r) => r.Clave },
    { header: t.porcentajeEsenciales, cell: (r) => `${r.PorcentajeEsenciales} %` },
    { header: t.porcentajeNoEsenciales, cell: (r) => `${r.PorcentajeNoEsenciales} %` },
    { header: t.orden, cell: (r) => r.Orden, className: 'hidden sm:table-cell' },
  ];
  if (!props.readOnly)
    columnas.push({
      header: t.acciones,
      cell: (r) => (
        <div className="flex flex-wrap items-start gap-2">
          <Button variant="secondary" size="sm" onClick={() => setEditando(r.Id)} aria-label={t.editar(r.Nombre)}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t.editarCorto}
          </Button>
          <DeleteButton path={`/procesos/niveles/${r.Id}`} ariaLabel={t.eliminar(r.Nombre)} />
        </div>
      ),
    });
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">{t.intro}</p>
      <DataTable caption={t.titulo} columns={columnas} rows={props.niveles} rowKey={(r) => r.Id} empty={t.vacio} />
      {props.readOnly ? null : editando === null ? (
        <div>
          <Button variant="secondary" onClick={() => setEditando('nuevo')}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t.nuevo}
          </Button>
        </div>
      ) : (
        <NivelForm
          key={editando}
          procesoId={props.procesoId}
          nivel={editando === 'nuevo' ? undefined : props.niveles.find((n) => n.Id === editando)}
          onSaved={guardado}
          onCancel={() => setEditando(null)}
        />
      )}
    </div>
  );
}
