'use client';

import { ChevronRight, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { catalogo } from '../../../i18n/catalogo.ts';
import { catalogoEditor as t } from '../../../i18n/catalogo-publico.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmButton } from '../../ui/feedback.tsx';
import type { SortableControls } from '../../ui/sortable-list.tsx';
import { useEditor } from './contexto.tsx';

/**
 * One row of the tree: drag handle, the disclosure button (aria-expanded) that names the
 * node, and — in an editable manual — move up/down, edit and delete.
 */
export function NodoCabecera(props: {
  /** The drag handle and Subir/Bajar of the node's place in its list. */
  orden: SortableControls;
  /** What the node is called in buttons' names, e.g. "dimensión D1". */
  nombre: string;
  children: ReactNode;
  expanded: boolean;
  panelId: string;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { editable, busy } = useEditor();
  return (
    <div className="flex flex-wrap items-start gap-1">
      {props.orden.handle}
      <button
        type="button"
        aria-expanded={props.expanded}
        aria-controls={props.panelId}
        onClick={props.onToggle}
        className="flex min-h-8 flex-1 items-start gap-1 rounded px-1 py-1 text-left hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-2"
      >
        <ChevronRight
          aria-hidden="true"
          className={`mt-0.5 h-4 w-4 shrink-0 transition-transform ${props.expanded ? 'rotate-90' : ''}`}
        />
        <span>{props.children}</span>
      </button>
      {editable ? (
        <div className="flex flex-wrap items-center gap-1">
          {props.orden.moveButtons}
          <Button size="sm" variant="ghost" aria-label={t.editarA(props.nombre)} onClick={props.onEdit}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </Button>
          <ConfirmButton
            question={catalogo.confirmarEliminacion}
            onConfirm={props.onDelete}
            disabled={busy}
            variant="ghost"
            aria-label={t.eliminarA(props.nombre)}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </ConfirmButton>
        </div>
      ) : null}
    </div>
  );
}

/** The content of an expanded node; rendered only while open, so a large manual stays light. */
export function Panel(props: { id: string; open: boolean; className?: string; children: ReactNode }) {
  return (
    <div id={props.id} hidden={!props.open} className={props.className}>
      {props.open ? props.children : null}
    </div>
  );
}
