'use client';

import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { catalogoEditor as t } from '../../../i18n/catalogo-publico.ts';
import { Button } from '../../ui/button.tsx';
import { EsencialTag } from '../publico/esencial-tag.tsx';
import { type EstandarNodo, useEditor } from './contexto.tsx';
import { EvidenciaItem } from './evidencia-nodo.tsx';
import { NodoCabecera, Panel } from './nodo-cabecera.tsx';
import { NodoForm } from './nodo-form.tsx';
import { estandarPayload } from './payloads.ts';
import { type Handle, moved, SortableList } from './sortable-list.tsx';

/** A standard with its evidences (sortable) and the form to add one. */
export function EstandarItem(props: {
  e: EstandarNodo;
  bloqueId: number;
  index: number;
  total: number;
  h: Handle;
  onMove: (d: -1 | 1) => void;
}) {
  const { e, bloqueId } = props;
  const { manualId, editable, terminos, call } = useEditor();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const panel = useId();
  const nombre = `${terminos.estandar} ${e.Codigo}`;
  const ordenar = (ids: number[]) => void call('POST', '/evidencias/ordenar', { ids }, t.ordenado);
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-2">
      <NodoCabecera
        handle={props.h.handle}
        nombre={nombre}
        expanded={open}
        controls={panel}
        onToggle={() => setOpen(!open)}
        index={props.index}
        total={props.total}
        onMove={props.onMove}
        onEdit={() => setEditing(true)}
        onDelete={() => void call('DELETE', `/estandares/${e.Id}`, undefined, t.eliminado)}
      >
        <span className="mr-1 font-mono font-semibold">{e.Codigo}</span> {e.Descripcion} <EsencialTag esencial={e.Esencial} />
        <span className="ml-2 text-sm text-slate-700">{`(${terminos.evidencias}: ${e.Evidencias.length})`}</span>
      </NodoCabecera>
      {editing ? (
        <NodoForm
          legend={t.editarA(nombre)}
          textoLabel={t.descripcion}
          textoCampo="descripcion"
          conEsencial
          initial={{ codigo: e.Codigo, texto: e.Descripcion, esencial: e.Esencial }}
          submitLabel={t.guardar}
          send={(x) =>
            call(
              'PUT',
              `/estandares/${e.Id}`,
              estandarPayload(manualId, bloqueId, e, { codigo: x.codigo, descripcion: x.texto, esencial: x.esencial }),
              t.guardado,
            )
          }
          onDone={() => setEditing(false)}
        />
      ) : null}
      <Panel id={panel} open={open} className="mt-2 pl-6">
        {e.Evidencias.length === 0 ? <p className="text-sm text-slate-700">{t.vacio(terminos.evidencias)}</p> : null}
        <SortableList
          items={e.Evidencias}
          label={(v) => `${terminos.evidencia} ${v.Codigo}`}
          disabled={!editable}
          onReorder={ordenar}
          className="space-y-2"
        >
          {(v, i, h) => (
            <EvidenciaItem
              v={v}
              estandarId={e.Id}
              index={i}
              total={e.Evidencias.length}
              h={h}
              onMove={(d) => ordenar(moved(e.Evidencias, i, d))}
            />
          )}
        </SortableList>
        {editable ? (
          adding ? (
            <NodoForm
              legend={t.anadir(terminos.evidencia)}
              textoLabel={t.descripcion}
              textoCampo="descripcion"
              conEsencial
              submitLabel={t.anadir(terminos.evidencia)}
              send={(x) =>
                call(
                  'POST',
                  '/evidencias',
                  { manualId, estandarId: e.Id, codigo: x.codigo, descripcion: x.texto, esencial: x.esencial },
                  t.creado,
                )
              }
              onDone={() => setAdding(false)}
            />
          ) : (
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {`${t.anadir(terminos.evidencia)} (${e.Codigo})`}
            </Button>
          )
        ) : null}
      </Panel>
    </div>
  );
}
