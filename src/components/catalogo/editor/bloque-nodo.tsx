'use client';

import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { catalogoEditor as t } from '../../../i18n/catalogo-publico.ts';
import { Button } from '../../ui/button.tsx';
import { type BloqueNodo, useEditor } from './contexto.tsx';
import { EstandarItem } from './estandar-nodo.tsx';
import { NodoCabecera, Panel } from './nodo-cabecera.tsx';
import { NodoForm } from './nodo-form.tsx';
import { bloquePayload } from './payloads.ts';
import { type Handle, moved, SortableList } from './sortable-list.tsx';

const COLOR = /^#[0-9a-f]{6}$/i;

/** A block with its standards (sortable) and the form to add one. */
export function BloqueItem(props: { b: BloqueNodo; index: number; total: number; h: Handle; onMove: (d: -1 | 1) => void }) {
  const { b } = props;
  const { manualId, editable, terminos, call } = useEditor();
  const [open, setOpen] = useState(props.index === 0);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const panel = useId();
  const nombre = `${terminos.bloque} ${b.Codigo ?? ''}`.trim();
  const ordenar = (ids: number[]) => void call('POST', '/estandares/ordenar', { ids }, t.ordenado);
  return (
    <div
      className="rounded-lg border border-slate-300 border-l-8 bg-white p-3"
      style={{ borderLeftColor: b.Color && COLOR.test(b.Color) ? b.Color : '#cbd5e1' }}
    >
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
        onDelete={() => void call('DELETE', `/bloques/${b.Id}`, undefined, t.eliminado)}
      >
        <span className="text-lg font-semibold">{[b.Codigo, b.Nombre].filter(Boolean).join('. ')}</span>
        <span className="ml-2 text-sm text-slate-700">{`(${terminos.estandares}: ${b.Estandares.length})`}</span>
      </NodoCabecera>
      {editing ? (
        <NodoForm
          legend={t.editarA(nombre)}
          textoLabel={t.nombre}
          textoCampo="nombre"
          conEsencial={false}
          initial={{ codigo: b.Codigo ?? '', texto: b.Nombre ?? '', esencial: false }}
          submitLabel={t.guardar}
          send={(x) =>
            call('PUT', `/bloques/${b.Id}`, bloquePayload(manualId, b, { codigo: x.codigo, nombre: x.texto }), t.guardado)
          }
          onDone={() => setEditing(false)}
        />
      ) : null}
      <Panel id={panel} open={open} className="mt-3 pl-4">
        {b.Estandares.length === 0 ? <p className="text-sm text-slate-700">{t.vacio(terminos.estandares)}</p> : null}
        <SortableList
          items={b.Estandares}
          label={(e) => `${terminos.estandar} ${e.Codigo}`}
          disabled={!editable}
          onReorder={ordenar}
          className="space-y-2"
        >
          {(e, i, h) => (
            <EstandarItem
              e={e}
              bloqueId={b.Id}
              index={i}
              total={b.Estandares.length}
              h={h}
              onMove={(d) => ordenar(moved(b.Estandares, i, d))}
            />
          )}
        </SortableList>
        {editable ? (
          adding ? (
            <NodoForm
              legend={t.anadir(terminos.estandar)}
              textoLabel={t.descripcion}
              textoCampo="descripcion"
              conEsencial
              submitLabel={t.anadir(terminos.estandar)}
              send={(x) =>
                call(
                  'POST',
                  '/estandares',
                  { manualId, bloqueId: b.Id, codigo: x.codigo, descripcion: x.texto, esencial: x.esencial },
                  t.creado,
                )
              }
              onDone={() => setAdding(false)}
            />
          ) : (
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {`${t.anadir(terminos.estandar)} (${b.Codigo ?? ''})`}
            </Button>
          )
        ) : null}
      </Panel>
    </div>
  );
}
