'use client';

import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { ordenacion as t } from '../../../i18n/catalogo-pruebas.ts';
import { buttonVariants } from '../../ui/button.tsx';

export interface SortableItem {
  Id: number;
}

/**
 * A vertical list reordered by dragging its handle (mouse, touch, or keyboard: focus the handle,
 * Space, arrows, Space) or with the "Subir"/"Bajar" buttons, which need no drag at all.
 * `onReorder` receives every id in the new order; the caller saves it (e.g. POST …/ordenar).
 * Reusable: any list of `{ Id }` records.
 */
export function SortableList<T extends SortableItem>(props: {
  items: T[];
  /** Short name of an item for the handle and buttons ("Pregunta 2: ¿…?"). */
  label: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  onReorder: (ids: number[]) => void;
  disabled?: boolean;
  /** Accessible name of the list. */
  ariaLabel: string;
}) {
  const { items, label, renderItem, onReorder, disabled, ariaLabel } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((i) => i.Id);
  const nameOf = (id: unknown) => {
    const index = ids.indexOf(Number(id));
    const item = items[index];
    return item ? label(item, index) : '';
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(arrayMove(ids, from, to));
  };
  function onDragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    move(ids.indexOf(Number(e.active.id)), ids.indexOf(Number(e.over.id)));
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t.instrucciones },
        announcements: {
          onDragStart: ({ active }) => t.cogido(nameOf(active.id)),
          onDragOver: ({ active, over }) => (over ? t.sobre(nameOf(active.id), ids.indexOf(Number(over.id)) + 1) : undefined),
          onDragEnd: ({ active, over }) => (over ? t.soltado(nameOf(active.id), ids.indexOf(Number(over.id)) + 1) : undefined),
          onDragCancel: ({ active }) => t.cancelado(nameOf(active.id)),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={ariaLabel} className="flex flex-col gap-3">
          {items.map((item, index) => (
            <Row
              key={item.Id}
              id={item.Id}
              name={label(item, index)}
              first={index === 0}
              last={index === items.length - 1}
              disabled={disabled}
              onUp={() => move(index, index - 1)}
              onDown={() => move(index, index + 1)}
            >
              {renderItem(item, index)}
            </Row>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function Row(props: {
  id: number;
  name: string;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onUp: () => void;
  onDown: () => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.id,
    disabled: props.disabled,
  });
  const small = buttonVariants({ variant: 'ghost', size: 'sm' });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-start gap-2 rounded-lg border border-slate-200 bg-white p-3 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
      data-sortable-id={props.id}
    >
      {props.disabled ? null : (
        <div className="flex flex-col items-center gap-1">
          <button
            type="button"
            ref={setActivatorNodeRef}
            className={`${small} cursor-grab touch-none`}
            aria-label={t.arrastrar(props.name)}
            {...attributes}
            {...listeners}
          >
            <GripVertical aria-hidden="true" className="h-4 w-4" />
          </button>
          <button type="button" className={small} onClick={props.onUp} disabled={props.first} aria-label={t.subir(props.name)}>
            <ArrowUp aria-hidden="true" className="h-4 w-4" />
          </button>
          <button type="button" className={small} onClick={props.onDown} disabled={props.last} aria-label={t.bajar(props.name)}>
            <ArrowDown aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      )}
      <div className="min-w-0 flex-1">{props.children}</div>
    </li>
  );
}
