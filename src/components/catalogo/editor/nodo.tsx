'use client';

import { Plus } from 'lucide-react';
import { type ComponentProps, type CSSProperties, type ReactNode, useId, useState } from 'react';
import { catalogoEditor as t } from '../../../i18n/catalogo-publico.ts';
import { Button } from '../../ui/button.tsx';
import { type SortableControls, SortableList, type SortableTexts } from '../../ui/sortable-list.tsx';
import { useEditor } from './contexto.tsx';
import { NodoCabecera, Panel } from './nodo-cabecera.tsx';
import { NodoForm } from './nodo-form.tsx';

/** The editor's words for dragging and moving ("Subir dimensión D9"). */
const ORDEN: SortableTexts = {
  instrucciones: t.instruccionesArrastre,
  cogido: t.cogido,
  sobre: t.movido,
  soltado: t.soltado,
  cancelado: t.cancelado,
  arrastrar: t.mover,
  subir: t.subirA,
  bajar: t.bajarA,
};

/** A sortable level of the tree: editable only in an editable manual, buttons off while saving. */
export function ListaNodos<T extends { Id: number }>(props: {
  items: T[];
  label: (item: T) => string;
  onReorder: (ids: number[]) => void;
  className: string;
  children: (item: T, index: number, orden: SortableControls) => ReactNode;
}) {
  const { editable, busy } = useEditor();
  return (
    <SortableList
      items={props.items}
      label={props.label}
      texts={ORDEN}
      disabled={!editable}
      busy={busy}
      onReorder={props.onReorder}
      className={props.className}
    >
      {props.children}
    </SortableList>
  );
}

type EdicionNodo = Pick<ComponentProps<typeof NodoForm>, 'textoLabel' | 'textoCampo' | 'conEsencial' | 'initial' | 'send'>;

/**
 * A block, standard or evidence of the tree: its header row (disclosure, move, edit, delete),
 * the in-place edit form and the panel of what it holds.
 */
export function Nodo(props: {
  nombre: string;
  orden: SortableControls;
  resumen: ReactNode;
  defaultOpen?: boolean;
  /** DELETE path of the node. */
  path: string;
  edicion: EdicionNodo;
  className: string;
  style?: CSSProperties;
  panelClassName: string;
  children: ReactNode;
}) {
  const { call } = useEditor();
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const [editing, setEditing] = useState(false);
  const panel = useId();
  return (
    <div className={props.className} style={props.style}>
      <NodoCabecera
        orden={props.orden}
        nombre={props.nombre}
        expanded={open}
        panelId={panel}
        onToggle={() => setOpen(!open)}
        onEdit={() => setEditing(true)}
        onDelete={() => void call('DELETE', props.path, undefined, t.eliminado)}
      >
        {props.resumen}
      </NodoCabecera>
      {editing ? (
        <NodoForm {...props.edicion} legend={t.editarA(props.nombre)} submitLabel={t.guardar} onDone={() => setEditing(false)} />
      ) : null}
      <Panel id={panel} open={open} className={props.panelClassName}>
        {props.children}
      </Panel>
    </div>
  );
}

/** "Añadir …": a button that opens the small form for a new child node (editable manuals only). */
export function AnadirNodo(
  props: Pick<ComponentProps<typeof NodoForm>, 'textoLabel' | 'textoCampo' | 'conEsencial' | 'send'> & {
    /** The instance's word for the new node ("dimensión"). */
    que: string;
    /** The button's text, when it says more than "Añadir …". */
    boton?: string;
    /** The top level's button (primary, full size). */
    principal?: boolean;
  },
) {
  const { editable } = useEditor();
  const [adding, setAdding] = useState(false);
  const { que, boton, principal, ...form } = props;
  if (!editable) return null;
  if (adding) return <NodoForm {...form} legend={t.anadir(que)} submitLabel={t.anadir(que)} onDone={() => setAdding(false)} />;
  return (
    <Button
      size={principal ? undefined : 'sm'}
      variant={principal ? undefined : 'secondary'}
      className={principal ? 'mt-4' : 'mt-2'}
      onClick={() => setAdding(true)}
    >
      <Plus aria-hidden="true" className="h-4 w-4" />
      {boton ?? t.anadir(que)}
    </Button>
  );
}
