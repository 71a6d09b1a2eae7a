'use client';

import { Unlink } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { catalogoEditor as t } from '../../../i18n/catalogo-publico.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/fields.tsx';
import { TextField } from '../../ui/form-controls.tsx';
import type { SortableControls } from '../../ui/sortable-list.tsx';
import { EsencialTag } from '../publico/esencial-tag.tsx';
import { type EvidenciaNodo, useEditor } from './contexto.tsx';
import { Nodo } from './nodo.tsx';
import { evidenciaPayload } from './payloads.ts';

/** Create a test from a form for this evidence, or link one of the manual's tests. */
function PruebaForms({ v }: { v: EvidenciaNodo }) {
  const { call, formularios, pruebas, busy } = useEditor();
  const id = useId();
  const [descripcion, setDescripcion] = useState('');
  const [formularioId, setFormularioId] = useState('');
  const [vincular, setVincular] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const actuales = (v.Pruebas ?? []).map((p) => p.Id);
  const libres = pruebas.filter((p) => !actuales.includes(p.Id));
  async function crear(e: FormEvent) {
    e.preventDefault();
    const r = await call(
      'POST',
      `/evidencias/${v.Id}/pruebas`,
      { descripcion, formularioId: formularioId ? Number(formularioId) : null },
      t.creado,
    );
    if (r === null) {
      setDescripcion('');
      setFormularioId('');
    }
    setErrors(r ?? {});
  }
  async function enlazar(e: FormEvent) {
    e.preventDefault();
    if (!vincular) return;
    const r = await call(
      'POST',
      `/evidencias/${v.Id}/pruebas/reasignar`,
      { pruebas: [...actuales, Number(vincular)] },
      t.guardado,
    );
    if (r === null) setVincular('');
  }
  return (
    <div className="mt-2 grid gap-3 md:grid-cols-2">
      <form onSubmit={crear} className="rounded-md border border-slate-200 p-3" noValidate>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold text-slate-900">{t.nuevaPrueba}</legend>
          <TextField
            id={`${id}-desc`}
            label={t.descripcionPrueba}
            value={descripcion}
            required
            errors={errors.descripcion}
            onChange={(e) => setDescripcion(e.target.value)}
          />
          <SelectField
            id={`${id}-form`}
            label={t.formulario}
            value={formularioId}
            placeholder={t.elegir}
            required
            errors={errors.formularioId}
            options={formularios.map((f) => ({ value: String(f.Id), label: f.Titulo }))}
            onChange={(e) => setFormularioId(e.target.value)}
          />
        </fieldset>
        <Button type="submit" size="sm" className="mt-2" disabled={busy}>
          {t.nuevaPrueba}
        </Button>
      </form>
      {libres.length > 0 ? (
        <form onSubmit={enlazar} className="rounded-md border border-slate-200 p-3">
          <fieldset className="grid gap-2">
            <legend className="text-sm font-semibold text-slate-900">{t.vincularPrueba}</legend>
            <SelectField
              id={`${id}-vinc`}
              label={t.prueba}
              value={vincular}
              placeholder={t.elegir}
              options={libres.map((p) => ({ value: String(p.Id), label: p.Descripcion }))}
              onChange={(e) => setVincular(e.target.value)}
            />
          </fieldset>
          <Button type="submit" size="sm" variant="secondary" className="mt-2" disabled={busy || !vincular}>
            {t.vincular}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

/** An evidence: code, description, essential mark and its tests. */
export function EvidenciaItem({ v, estandarId, orden }: { v: EvidenciaNodo; estandarId: number; orden: SortableControls }) {
  const { manualId, editable, terminos, call, busy } = useEditor();
  const pruebas = v.Pruebas ?? [];
  return (
    <Nodo
      nombre={`${terminos.evidencia} ${v.Codigo}`}
      orden={orden}
      path={`/evidencias/${v.Id}`}
      className="rounded-md border border-slate-200 bg-white p-2"
      panelClassName="mt-2 pl-8"
      resumen={
        <>
          <span className="mr-1 font-mono font-semibold">{v.Codigo}</span> {v.Descripcion} <EsencialTag esencial={v.Esencial} />
          <span className="ml-2 text-sm text-slate-700">{`(${t.pruebas}: ${pruebas.length})`}</span>
        </>
      }
      edicion={{
        textoLabel: t.descripcion,
        textoCampo: 'descripcion',
        conEsencial: true,
        initial: { codigo: v.Codigo, texto: v.Descripcion, esencial: v.Esencial },
        send: (x) =>
          call(
            'PUT',
            `/evidencias/${v.Id}`,
            evidenciaPayload(manualId, estandarId, v, { codigo: x.codigo, descripcion: x.texto, esencial: x.esencial }),
            t.guardado,
          ),
      }}
    >
      <p className="text-sm font-semibold text-slate-900">{t.pruebas}</p>
      {pruebas.length === 0 ? (
        <p className="text-sm text-slate-700">{t.sinPruebas}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {pruebas.map((p) => (
            <li key={p.Id} className="flex flex-wrap items-center gap-2">
              <span>
                {p.Descripcion} <span className="text-slate-700">{`(${t.formulario}: ${p.Formulario.Titulo})`}</span>
              </span>
              {editable ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={t.desvincularA(p.Descripcion)}
                  onClick={() =>
                    void call(
                      'POST',
                      `/evidencias/${v.Id}/pruebas/reasignar`,
                      { pruebas: pruebas.filter((x) => x.Id !== p.Id).map((x) => x.Id) },
                      t.guardado,
                    )
                  }
                >
                  <Unlink aria-hidden="true" className="h-4 w-4" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable ? <PruebaForms v={v} /> : null}
    </Nodo>
  );
}
