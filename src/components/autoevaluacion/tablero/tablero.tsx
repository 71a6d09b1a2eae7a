'use client';

import {
  DndContext,
  type DragEndEvent,
  defaultKeyboardCoordinateGetter,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useId, useState } from 'react';
import { estadosEstandar, tablero as t } from '../../../i18n/autoevaluacion-area.ts';
import { callApi } from '../../api-client.ts';
import { ErrorBanner } from '../../ui/feedback.tsx';
import { DefinicionIconos, IconoCompartido } from '../../ui/icono-compartido.tsx';
import { Link } from '../../ui/router.tsx';
import { ColorTag, StatusTag } from '../../ui/tag.tsx';
import { showSuccess } from '../../ui/toast-store.ts';
import type { Tarjeta } from './tipos.ts';

const COLUMNAS: readonly string[] = ['PTE', 'CUR', 'C'];
const TONO: Record<string, string> = { PTE: 'pendiente', CUR: 'progreso', C: 'positivo', NC: 'negativo', NA: 'neutro' };

/**
 * A board's columns (status keys, in order), their names, and the statuses a card's select
 * offers. The self-assessment's board is the default; the evaluation's passes its verdicts.
 */
interface ColumnasTablero {
  claves: readonly string[];
  nombres: Record<string, string>;
  opciones: Record<string, string>;
}

const COLUMNAS_EQUIPO: ColumnasTablero = { claves: COLUMNAS, nombres: t.columnas, opciones: estadosEstandar };

type Guardado = { EstandarId: number; Estado: { Clave: string }; Version: number };

/**
 * Left and right arrows carry a lifted card to the previous or next column in one press (the
 * default moves it 25 px a press); up and down keep dnd-kit's default.
 */
const saltoDeColumna =
  (columnas: readonly string[]): KeyboardCoordinateGetter =>
  (event, args) => {
    if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') return defaultKeyboardCoordinateGetter(event, args);
    event.preventDefault();
    const { currentCoordinates: c, context } = args;
    const rects = columnas.map((k) => context.droppableRects.get(k)).filter((r) => r !== undefined);
    if (rects.length === 0) return c;
    const centro = c.x + (context.collisionRect?.width ?? 0) / 2;
    let i = rects.findIndex((r) => centro >= r.left && centro < r.left + r.width);
    if (i < 0) i = centro < (rects[0]?.left ?? 0) ? -1 : rects.length;
    const destino = rects[Math.min(rects.length - 1, Math.max(0, i + (event.code === 'ArrowRight' ? 1 : -1)))];
    if (!destino) return c;
    return { x: destino.left + (destino.width - (context.collisionRect?.width ?? 0)) / 2, y: c.y };
  };

/**
 * The progress board: standards in PTE / CUR / C columns. A card moves by dragging (pointer),
 * with the keyboard (dnd-kit's keyboard sensor: Space or Enter to lift, arrows, Space or Enter
 * to drop; Spanish announcements) or with its status select, and each move saves at once
 * (PATCH with the version read) without reloading the page. A 409 reloads that card and says
 * why; another failure puts the card back and shows the server's message.
 */
export function Tablero(props: {
  autoevaluacionId: number;
  tarjetas: Tarjeta[];
  editable: boolean;
  base: string;
  columnas?: ColumnasTablero;
}) {
  const cols = props.columnas ?? COLUMNAS_EQUIPO;
  const columnaNombre = (k: string | number | undefined) => cols.nombres[String(k)] ?? String(k ?? '');
  const [tarjetas, setTarjetas] = useState(props.tarjetas);
  const [ocupado, setOcupado] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const instrucciones = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: saltoDeColumna(cols.claves) }),
  );
  const porId = (id: number) => tarjetas.find((x) => x.EstandarId === id);
  const codigo = (id: string | number) => porId(Number(id))?.Codigo ?? String(id);

  const poner = (id: number, cambio: Partial<Tarjeta>) =>
    setTarjetas((ts) => ts.map((x) => (x.EstandarId === id ? { ...x, ...cambio } : x)));

  async function mover(id: number, estado: string) {
    const actual = porId(id);
    if (!actual || actual.Estado === estado || ocupado !== null) return;
    setError(null);
    setOcupado(id);
    poner(id, { Estado: estado });
    const path = `/autoevaluaciones/${props.autoevaluacionId}/estandares/${id}`;
    const res = await callApi<Guardado>('PATCH', path, { estado, version: actual.Version }, { loginOn401: true });
    if (res.ok && res.data) {
      poner(id, { Estado: res.data.Estado.Clave, Version: res.data.Version });
      showSuccess(t.guardado(actual.Codigo, cols.opciones[estado] ?? estado));
    } else if (res.status === 409) {
      const fresco = await callApi<Guardado>('GET', path);
      if (fresco.ok && fresco.data) poner(id, { Estado: fresco.data.Estado.Clave, Version: fresco.data.Version });
      else poner(id, { Estado: actual.Estado });
      setError(fresco.ok ? t.recargado(actual.Codigo) : res.message);
    } else {
      poner(id, { Estado: actual.Estado });
      setError(res.message);
    }
    setOcupado(null);
  }

  const onDragEnd = (e: DragEndEvent) => {
    if (e.over) void mover(Number(e.active.id), String(e.over.id));
  };

  const fuera = tarjetas.filter((x) => !cols.claves.includes(x.Estado));

  // Every card's grip shows this one drawing (ui/icono-compartido.tsx).
  const asa = `${instrucciones}asa`;

  return (
    <div className="grid gap-4">
      <DefinicionIconos iconos={{ [asa]: GripVertical }} />
      <p id={instrucciones} className="sr-only">
        {t.instrucciones}
      </p>
      <ErrorBanner message={error} onClose={() => setError(null)} />
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t.instrucciones },
          announcements: {
            onDragStart: ({ active }) => t.cogido(codigo(active.id)),
            onDragOver: ({ active, over }) =>
              over ? t.sobre(codigo(active.id), columnaNombre(over.id)) : t.fueraDeColumna(codigo(active.id)),
            onDragEnd: ({ active, over }) =>
              over ? t.soltado(codigo(active.id), columnaNombre(over.id)) : t.cancelado(codigo(active.id)),
            onDragCancel: ({ active }) => t.cancelado(codigo(active.id)),
          },
        }}
      >
        <div className={`grid gap-4 ${cols.claves.length > 3 ? 'md:grid-cols-2 xl:grid-cols-4' : 'md:grid-cols-3'}`}>
          {cols.claves.map((col) => (
            <Columna key={col} clave={col} nombre={columnaNombre(col)}>
              {tarjetas
                .filter((x) => x.Estado === col)
                .map((x) => (
                  <Carta
                    key={x.EstandarId}
                    tarjeta={x}
                    asa={asa}
                    editable={props.editable && ocupado === null}
                    guardando={ocupado === x.EstandarId}
                    href={`${props.base}/estandar/${x.EstandarId}`}
                    opciones={cols.opciones}
                    onEstado={(estado) => void mover(x.EstandarId, estado)}
                  />
                ))}
            </Columna>
          ))}
        </div>
      </DndContext>
      {fuera.length > 0 ? (
        <p className="text-sm text-slate-700">
          {t.fuera(fuera.length)}{' '}
          <Link to={`${props.base}/estandares`} className="font-semibold text-slate-900 underline">
            {t.verLista}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function Columna({ clave, nombre, children }: { clave: string; nombre: string; children: React.ReactNode[] }) {
  const { setNodeRef, isOver } = useDroppable({ id: clave });
  const titulo = `tablero-columna-${clave}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={titulo}
      data-columna={clave}
      className={`flex min-h-40 flex-col gap-2 rounded-lg border-2 p-3 ${isOver ? 'border-slate-900 bg-slate-100' : 'border-slate-200 bg-slate-50'}`}
    >
      <h2 id={titulo} className="flex items-center justify-between text-base font-semibold text-slate-900">
        <span>{nombre}</span>
        <StatusTag tone={TONO[clave] ?? 'neutro'}>{children.length}</StatusTag>
      </h2>
      {children.length === 0 ? <p className="text-sm text-slate-700">{t.vacia}</p> : <ul className="grid gap-2">{children}</ul>}
    </section>
  );
}

function Carta(props: {
  tarjeta: Tarjeta;
  /** The id of the grip's shared drawing. */
  asa: string;
  editable: boolean;
  guardando: boolean;
  href: string;
  opciones: Record<string, string>;
  onEstado: (e: string) => void;
}) {
  const { tarjeta: x } = props;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: x.EstandarId,
    disabled: !props.editable,
    // dnd-kit's default role description is the English "draggable".
    attributes: { roleDescription: t.arrastrable },
  });
  const selectId = `estado-${x.EstandarId}`;
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-estandar={x.Codigo}
      className={`rounded-md border border-slate-300 bg-white p-3 shadow-sm ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <div className="flex items-start gap-2">
        {props.editable ? (
          <button
            type="button"
            {...listeners}
            {...attributes}
            aria-label={t.mover(x.Codigo)}
            className="mt-0.5 cursor-grab rounded p-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900"
          >
            <IconoCompartido id={props.asa} className="h-4 w-4" />
          </button>
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-1 text-sm">
            <Link to={props.href} className="font-semibold text-slate-900 underline" aria-label={t.abrir(x.Codigo)}>
              {x.Codigo}
            </Link>
            {x.Bloque.Codigo ? <ColorTag color={x.Bloque.Color}>{x.Bloque.Codigo}</ColorTag> : null}
            {x.Esencial ? <StatusTag tone="negativo">{t.esencial}</StatusTag> : null}
          </p>
          <p className="mt-1 line-clamp-3 text-sm text-slate-800">{x.Descripcion}</p>
          {x.Usuarios.length > 0 ? (
            <p className="mt-1 text-xs text-slate-700">
              {t.asignados}: {x.Usuarios.join(', ')}
            </p>
          ) : null}
          <div className="mt-2 flex items-center gap-2">
            <label htmlFor={selectId} className="text-xs font-semibold text-slate-800">
              {t.estado}
            </label>
            <select
              id={selectId}
              value={x.Estado}
              disabled={!props.editable}
              onChange={(e) => props.onEstado(e.target.value)}
              className="rounded border border-slate-400 bg-white px-2 py-1 text-xs text-slate-900"
            >
              {Object.entries(props.opciones).map(([k, nombre]) => (
                <option key={k} value={k}>
                  {nombre}
                </option>
              ))}
            </select>
            {props.guardando ? (
              <span role="status" className="text-xs text-slate-700">
                {t.guardando}
              </span>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
