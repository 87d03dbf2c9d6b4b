'use client';

import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useState, type ReactNode } from 'react';
import type { ActionResult } from '@/lib/action-result';
import { notify } from './Notices';

// An ordered list a person rearranges: dragged by its handle with a pointer, or by keyboard (Space picks an item up,
// the arrows move it, Space drops it, Escape puts it back; dnd-kit's sensors and announcements), or moved a place at a
// time with its buttons. The owner keeps the order, saves it and rolls it back: this only says what moved where.

export type ReorderableItem = { id: string | number; name: string };

type Props<T extends ReorderableItem> = {
  items: T[];
  /** The list's accessible name ("Titles in Favourites"). */
  label: string;
  className?: string;
  /** What a row shows between its handle and its buttons (a poster, a link). */
  render: (item: T) => ReactNode;
  /** The item at `from` goes to `to` (indexes in `items`); settled once saved (or rolled back). */
  onMove: (from: number, to: number) => void | Promise<void>;
  onRemove?: (item: T) => void;
};

export function ReorderableList<T extends ReorderableItem>({ items, label, className, render, onMove, onRemove }: Props<T>) {
  const id = useId();
  const sensors = useSensors(
    // A few pixels of travel before a drag starts: a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (key: UniqueIdentifier | undefined) => items.find((i) => i.id === key)?.name ?? 'the item';
  const placeOf = (key: UniqueIdentifier | undefined) => items.findIndex((i) => i.id === key) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at ${placeOf(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} would go to ${placeOf(over.id)} of ${items.length}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at ${placeOf(over.id)} of ${items.length}.` : `${nameOf(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) => `Moving cancelled: ${nameOf(active.id)} is back at ${placeOf(active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    if (from !== -1 && to !== -1) onMove(from, to);
  };
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'Press Space to pick this up, the up and down arrows to move it, Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol className={`reorderable ${className ?? ''}`} aria-label={label}>
          {items.map((item, index) => (
            <Row key={item.id} item={item} index={index} count={items.length} render={render} onMove={onMove} onRemove={onRemove} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function Row<T extends ReorderableItem>(props: {
  item: T;
  index: number;
  count: number;
  render: (item: T) => ReactNode;
  onMove: (from: number, to: number) => void | Promise<void>;
  onRemove?: (item: T) => void;
}) {
  const { item, index, count } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} data-dragging={isDragging ? true : undefined}>
      <button
        type="button"
        className="icon-button drag-handle"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${item.name}`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="position" aria-hidden="true">
        {index + 1}
      </span>
      {props.render(item)}
      <span className="row-tools">
        {([-1, 1] as const).map((by) => (
          <button
            key={by}
            type="button"
            className="icon-button"
            data-move={by === -1 ? 'up' : 'down'}
            data-item={item.id}
            aria-label={`Move ${item.name} ${by === -1 ? 'up' : 'down'}`}
            disabled={by === -1 ? index === 0 : index === count - 1}
            // Focus stays on this button of the item moved, so pressing again keeps moving it.
            onClick={() => void Promise.resolve(props.onMove(index, index + by)).then(() => refocusMoved(item.id, by))}
          >
            {by === -1 ? '↑' : '↓'}
          </button>
        ))}
        {props.onRemove && (
          <button type="button" className="icon-button" aria-label={`Remove ${item.name}`} onClick={() => props.onRemove!(item)}>
            ×
          </button>
        )}
      </span>
    </li>
  );
}

/** After a move by its buttons, focus goes to the same button of the item moved (it re-rendered in its new place). */
function refocusMoved(itemId: string | number, by: -1 | 1): void {
  requestAnimationFrame(() =>
    document.querySelector<HTMLButtonElement>(`[data-move="${by === -1 ? 'up' : 'down'}"][data-item="${itemId}"]`)?.focus(),
  );
}

/**
 * A list a person orders and prunes, saved at once: the change shows before the server answers, and is taken back
 * (with the server's words) when it refuses. `moved`/`removed` say what happened, for everyone (a live notice).
 */
export function useOrderedItems<T extends { id: string | number }>(
  initial: T[],
  save: {
    reorder: (ids: T['id'][]) => Promise<ActionResult<unknown>>;
    remove: (item: T) => Promise<ActionResult<unknown>>;
    moved?: (item: T, position: number, count: number) => string;
    removed: (item: T) => string;
    afterRemove?: () => void;
  },
) {
  const [items, setItems] = useState(initial);
  async function move(from: number, to: number) {
    if (to < 0 || to >= items.length || from === to) return;
    const before = items;
    const next = arrayMove(items, from, to);
    setItems(next);
    const result = await save.reorder(next.map((i) => i.id));
    if (!result.ok) {
      setItems(before);
      notify(result.error);
    } else if (save.moved) notify(save.moved(before[from]!, to + 1, next.length));
  }
  async function remove(item: { id: T['id'] }) {
    const before = items;
    const removing = items.find((i) => i.id === item.id)!;
    setItems(items.filter((i) => i.id !== item.id));
    const result = await save.remove(removing);
    if (!result.ok) {
      setItems(before);
      notify(result.error);
    } else {
      notify(save.removed(removing));
      save.afterRemove?.();
    }
  }
  return { items, setItems, move, remove };
}
