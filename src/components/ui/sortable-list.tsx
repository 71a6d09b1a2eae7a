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
import { listas } from '../../i18n/listas.ts';
import { Button, buttonVariants } from './button.tsx';
import { cn } from './cn.ts';

/**
 * What the list says: the screen-reader instructions and announcements while dragging, and the
 * accessible names of the handle and the Subir/Bajar buttons. Each feature keeps its own words
 * in `src/i18n`, so the texts come in as a prop.
 */
export interface SortableTexts {
  instrucciones: string;
  cogido: (nombre: string) => string;
  sobre: (nombre: string, posicion: number, total: number) => string;
  soltado: (nombre: string, posicion: number) => string;
  cancelado: (nombre: string) => string;
  arrastrar: (nombre: string) => string;
  subir: (nombre: string) => string;
  bajar: (nombre: string) => string;
}

/** The controls of one item, for the caller to place (null when the list is not editable). */
export interface SortableControls {
  /** The drag handle: a real button (Space/Enter picks it up, arrows move, Space drops). */
  handle: ReactNode;
  /** "Subir" and "Bajar": the same reordering without dragging. */
  moveButtons: ReactNode;
}

const small = buttonVariants({ variant: 'ghost', size: 'sm' });

function Item(props: {
  id: number;
  name: string;
  texts: SortableTexts;
  disabled: boolean;
  busy: boolean;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
  card: boolean;
  children: (controls: SortableControls) => ReactNode;
}) {
  const { id, name, texts: t, disabled } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    // dnd-kit's default role description is the English "sortable".
    attributes: { roleDescription: listas.elementoOrdenable },
  });
  const controls: SortableControls = disabled
    ? { handle: null, moveButtons: null }
    : {
        handle: (
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t.arrastrar(name)}
            className={`${small} cursor-grab touch-none`}
          >
            <GripVertical aria-hidden="true" className="h-4 w-4" />
          </button>
        ),
        moveButtons: (
          <>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t.subir(name)}
              disabled={props.busy || props.first}
              onClick={() => props.onMove(-1)}
            >
              <ArrowUp aria-hidden="true" className="h-4 w-4" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t.bajar(name)}
              disabled={props.busy || props.last}
              onClick={() => props.onMove(1)}
            >
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
            </Button>
          </>
        ),
      };
  const content = props.children(controls);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        props.card && 'flex items-start gap-2 rounded-lg border border-slate-200 bg-white p-3',
        isDragging && 'relative z-10 shadow-lg',
      )}
      data-sortable-id={id}
    >
      {props.card ? (
        <>
          {disabled ? null : (
            <div className="flex flex-col items-center gap-1">
              {controls.handle}
              {controls.moveButtons}
            </div>
          )}
          <div className="min-w-0 flex-1">{content}</div>
        </>
      ) : (
        content
      )}
    </li>
  );
}

/**
 * A vertical list reordered by dragging an item's handle (mouse, touch, or keyboard: focus the
 * handle, Space, arrows, Space) or with its Subir/Bajar buttons, which need no drag at all.
 * `onReorder` receives every id in the new order; the caller saves it.
 *
 * With `card`, each item is a bordered card with its handle and buttons in a column on the
 * left; otherwise `children` gets the controls and places them itself (e.g. in a tree row).
 */
export function SortableList<T extends { Id: number }>(props: {
  items: T[];
  /** Short name of an item for the announcements, the handle and the buttons. */
  label: (item: T, index: number) => string;
  texts: SortableTexts;
  onReorder: (ids: number[]) => void;
  disabled?: boolean;
  /** Disables Subir/Bajar while a save is under way. */
  busy?: boolean;
  ordered?: boolean;
  ariaLabel?: string;
  className?: string;
  card?: boolean;
  children: (item: T, index: number, controls: SortableControls) => ReactNode;
}) {
  const { items, label, texts: t, onReorder, disabled = false } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((i) => i.Id);
  const nameOf = (id: unknown) => {
    const index = ids.indexOf(Number(id));
    const item = items[index];
    return item ? label(item, index) : '';
  };
  const position = (id: unknown) => ids.indexOf(Number(id)) + 1;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(arrayMove(ids, from, to));
  };
  function onDragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    move(ids.indexOf(Number(e.active.id)), ids.indexOf(Number(e.over.id)));
  }
  const List = props.ordered ? 'ol' : 'ul';
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t.instrucciones },
        announcements: {
          onDragStart: ({ active }) => t.cogido(nameOf(active.id)),
          onDragOver: ({ active, over }) => (over ? t.sobre(nameOf(active.id), position(over.id), ids.length) : undefined),
          onDragEnd: ({ active, over }) => (over ? t.soltado(nameOf(active.id), position(over.id)) : undefined),
          onDragCancel: ({ active }) => t.cancelado(nameOf(active.id)),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <List aria-label={props.ariaLabel} className={props.className}>
          {items.map((item, index) => (
            <Item
              key={item.Id}
              id={item.Id}
              name={label(item, index)}
              texts={t}
              disabled={disabled}
              busy={props.busy ?? false}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(delta) => move(index, index + delta)}
              card={props.card ?? false}
            >
              {(controls) => props.children(item, index, controls)}
            </Item>
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
