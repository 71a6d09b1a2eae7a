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
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { catalogoEditor as t } from '../../../i18n/catalogo-publico.ts';

export interface Handle {
  /** The drag handle (a real button: Space/Enter picks it up, arrows move, Space drops). */
  handle: ReactNode;
}

function Item({
  id,
  label,
  disabled,
  children,
}: {
  id: number;
  label: string;
  disabled: boolean;
  children: (h: Handle) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const handle = disabled ? null : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t.mover(label)}
      className="inline-flex h-8 w-8 cursor-grab items-center justify-center rounded text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-2"
    >
      <GripVertical aria-hidden="true" className="h-4 w-4" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80 shadow-lg' : undefined}
    >
      {children({ handle })}
    </li>
  );
}

/**
 * A vertical list whose items can be reordered by dragging their handle (mouse, touch or
 * keyboard, @dnd-kit/sortable). `onReorder` receives the ids in their new order.
 */
export function SortableList<T extends { Id: number }>(props: {
  items: T[];
  label: (item: T) => string;
  disabled: boolean;
  onReorder: (ids: number[]) => void;
  className?: string;
  children: (item: T, index: number, h: Handle) => ReactNode;
}) {
  const { items, label, disabled, onReorder, className, children } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(items.map((i) => [i.Id, i]));
  const name = (id: unknown) => {
    const item = byId.get(Number(id));
    return item ? label(item) : '';
  };
  const position = (id: unknown) => items.findIndex((i) => i.Id === Number(id)) + 1;
  function onDragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    const from = items.findIndex((i) => i.Id === e.active.id);
    const to = items.findIndex((i) => i.Id === e.over?.id);
    onReorder(arrayMove(items, from, to).map((i) => i.Id));
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t.instruccionesArrastre },
        announcements: {
          onDragStart: ({ active }) => t.cogido(name(active.id)),
          onDragOver: ({ active, over }) => (over ? t.movido(name(active.id), position(over.id), items.length) : undefined),
          onDragEnd: ({ active, over }) => (over ? t.soltado(name(active.id), position(over.id)) : undefined),
          onDragCancel: ({ active }) => t.cancelado(name(active.id)),
        },
      }}
    >
      <SortableContext items={items.map((i) => i.Id)} strategy={verticalListSortingStrategy}>
        <ul className={className}>
          {items.map((item, index) => (
            <Item key={item.Id} id={item.Id} label={label(item)} disabled={disabled}>
              {(h) => children(item, index, h)}
            </Item>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** The ids with the one at `index` moved one place up (-1) or down (+1). */
export function moved<T extends { Id: number }>(items: T[], index: number, delta: -1 | 1): number[] {
  return arrayMove(items, index, index + delta).map((i) => i.Id);
}
