'use client';

import { Pencil } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import * as val from '../../../domain/validation/valibot.ts';
import { mejorasUi as t } from '../../../i18n/autoevaluacion-evid.ts';
import { ActionFeedback, DeleteButton, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { CheckboxField, SelectField, TextAreaField } from '../../ui/fields.tsx';
import { focusFirstInvalid, TextField } from '../../ui/form-controls.tsx';
import { useRouter } from '../../ui/router.tsx';

export interface MejoraFila {
  Id: number;
  Codigo: string | null;
  Descripcion: string;
  Implantacion?: boolean;
  Evidencia: { Id: number; Codigo: string } | null;
  Version: number;
}

type Tipo = 'areaMejora' | 'fortaleza';

interface Valores {
  codigo: string;
  descripcion: string;
  implantacion: boolean;
  evidenciaId: string;
}

// The browser's first check, with the server's rules and messages (src/domain/validation).
const esquema = v.object({ codigo: val.optionalText(50), descripcion: val.requiredText(4000) });

const RUTA = { areaMejora: 'areasMejora', fortaleza: 'fortalezas' } as const;

/**
 * The improvement areas (with their implantation flag) or strengths of a self-assessment: a
 * list with edit and delete (asking first), and a form to add one, optionally about an
 * evidence. Read-only when the user may not contribute or the self-assessment is closed.
 */
export function MejorasEditor(props: {
  tipo: Tipo;
  autoevaluacionId: number;
  registros: MejoraFila[];
  evidencias: Array<{ Id: number; Codigo: string }>;
  evidenciaId?: number;
  editable: boolean;
}) {
  const router = useRouter();
  const action = useApiAction();
  const form = useRef<HTMLFormElement>(null);
  const vacio: Valores = {
    codigo: '',
    descripcion: '',
    implantacion: false,
    evidenciaId: props.evidenciaId ? String(props.evidenciaId) : '',
  };
  const [valores, setValores] = useState<Valores>(vacio);
  // The record being edited and the version read: a PUT on an older one is refused (409).
  const [editando, setEditando] = useState<{ id: number; version: number } | null>(null);
  const [errores, setErrores] = useState<Partial<Record<keyof Valores, string[]>>>({});
  const esArea = props.tipo === 'areaMejora';
  const base = `mejora-${props.tipo}`;

  function editar(r: MejoraFila) {
    setEditando({ id: r.Id, version: r.Version });
    setErrores({});
    setValores({
      codigo: r.Codigo ?? '',
      descripcion: r.Descripcion,
      implantacion: Boolean(r.Implantacion),
      evidenciaId: r.Evidencia ? String(r.Evidencia.Id) : '',
    });
    requestAnimationFrame(() => document.getElementById(`${base}-descripcion`)?.focus());
  }

  function cancelar() {
    setEditando(null);
    setValores(vacio);
    setErrores({});
  }

  async function guardar(event: FormEvent) {
    event.preventDefault();
    const r = v.safeParse(esquema, valores);
    if (!r.success) {
      const e: typeof errores = {};
      for (const issue of r.issues) {
        const key = issue.path?.[0]?.key as keyof Valores;
        if (key && !e[key]) e[key] = [issue.message];
      }
      setErrores(e);
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    const body = {
      codigo: valores.codigo.trim() || null,
      descripcion: valores.descripcion.trim(),
      ...(esArea ? { implantacion: valores.implantacion } : {}),
      ...(valores.evidenciaId ? { evidenciaId: Number(valores.evidenciaId) } : {}),
    };
    const res =
      editando === null
        ? await action.run('POST', `/autoevaluaciones/${props.autoevaluacionId}/${RUTA[props.tipo]}`, body)
        : await action.run('PUT', `/autoevaluaciones/${RUTA[props.tipo]}/${editando.id}`, { ...body, version: editando.version });
    // 409: someone else saved first. The list reloads with their change, to edit again; the banner says why.
    if (!res.ok && res.status !== 409) return setErrores(res.fieldErrors as typeof errores);
    cancelar();
    await router.reload();
  }

  const columnas: Column<MejoraFila>[] = [
    { header: t.codigo, rowHeader: true, className: 'whitespace-nowrap', cell: (r) => r.Codigo ?? t.sinCodigo },
    { header: t.descripcion, className: 'min-w-64', cell: (r) => r.Descripcion },
    ...(esArea ? [{ header: t.implantacion, cell: (r: MejoraFila) => (r.Implantacion ? t.si : t.no) }] : []),
    { header: t.vinculo, cell: (r) => (r.Evidencia ? `${t.evidencia} ${r.Evidencia.Codigo}` : t.ninguna) },
    ...(props.editable
      ? [
          {
            header: t.acciones,
            cell: (r: MejoraFila) => (
              <div className="flex flex-wrap items-start gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => editar(r)}
                  aria-label={t.editar(r.Codigo ?? r.Descripcion.slice(0, 30))}
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                  {t.editarCorto}
                </Button>
                <DeleteButton
                  path={`/autoevaluaciones/${RUTA[props.tipo]}/${r.Id}`}
                  ariaLabel={t.eliminar(r.Codigo ?? r.Descripcion.slice(0, 30))}
                />
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="grid gap-4">
      <DataTable
        caption={esArea ? t.areas : t.fortalezas}
        columns={columnas}
        rows={props.registros}
        rowKey={(r) => r.Id}
        empty={esArea ? t.sinAreas : t.sinFortalezas}
      />
      {props.editable ? (
        <form
          ref={form}
          noValidate
          onSubmit={guardar}
          aria-labelledby={`${base}-leyenda`}
          className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2"
        >
          <h2 id={`${base}-leyenda`} className="text-lg font-semibold text-slate-900 sm:col-span-2">
            {editando !== null ? t.editar(valores.codigo || t.sinCodigo) : esArea ? t.nuevaArea : t.nuevaFortaleza}
          </h2>
          <TextField
            id={`${base}-codigo`}
            label={t.codigo}
            optional
            maxLength={50}
            value={valores.codigo}
            errors={errores.codigo}
            onChange={(e) => setValores({ ...valores, codigo: e.target.value })}
          />
          <SelectField
            id={`${base}-evidencia`}
            label={t.evidencia}
            optional
            placeholder={t.ninguna}
            options={props.evidencias.map((e) => ({ value: String(e.Id), label: e.Codigo }))}
            value={valores.evidenciaId}
            errors={errores.evidenciaId}
            onChange={(e) => setValores({ ...valores, evidenciaId: e.target.value })}
          />
          <TextAreaField
            id={`${base}-descripcion`}
            label={t.descripcion}
            required
            rows={3}
            className="sm:col-span-2"
            value={valores.descripcion}
            errors={errores.descripcion}
            onChange={(e) => setValores({ ...valores, descripcion: e.target.value })}
          />
          {esArea ? (
            <CheckboxField
              id={`${base}-implantacion`}
              label={t.implantacion}
              hint={t.implantacionAyuda}
              checked={valores.implantacion}
              onChange={(implantacion) => setValores({ ...valores, implantacion })}
            />
          ) : null}
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" disabled={action.busy}>
              {editando !== null ? t.guardar : t.crear}
            </Button>
            {editando !== null ? (
              <Button variant="ghost" onClick={cancelar}>
                {t.cancelar}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
      <ActionFeedback action={action} />
    </div>
  );
}
