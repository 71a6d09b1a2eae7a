'use client';

import { catalogoEditor as t } from '../../../i18n/catalogo-publico.ts';
import type { SortableControls } from '../../ui/sortable-list.tsx';
import { type BloqueNodo, useEditor } from './contexto.tsx';
import { EstandarItem } from './estandar-nodo.tsx';
import { AnadirNodo, ListaNodos, Nodo } from './nodo.tsx';
import { bloquePayload } from './payloads.ts';

const COLOR = /^#[0-9a-f]{6}$/i;

/** A block with its standards (sortable) and the form to add one. */
export function BloqueItem({ b, index, orden }: { b: BloqueNodo; index: number; orden: SortableControls }) {
  const { manualId, terminos, call } = useEditor();
  const nombre = `${terminos.bloque} ${b.Codigo ?? ''}`.trim();
  return (
    <Nodo
      nombre={nombre}
      orden={orden}
      defaultOpen={index === 0}
      path={`/bloques/${b.Id}`}
      className="rounded-lg border border-slate-300 border-l-8 bg-white p-3"
      style={{ borderLeftColor: b.Color && COLOR.test(b.Color) ? b.Color : '#cbd5e1' }}
      panelClassName="mt-3 pl-4"
      resumen={
        <>
          <span className="text-lg font-semibold">{[b.Codigo, b.Nombre].filter(Boolean).join('. ')}</span>
          <span className="ml-2 text-sm text-slate-700">{`(${terminos.estandares}: ${b.Estandares.length})`}</span>
        </>
      }
      edicion={{
        textoLabel: t.nombre,
        textoCampo: 'nombre',
        conEsencial: false,
        initial: { codigo: b.Codigo ?? '', texto: b.Nombre ?? '', esencial: false },
        send: (x) =>
          call('PUT', `/bloques/${b.Id}`, bloquePayload(manualId, b, { codigo: x.codigo, nombre: x.texto }), t.guardado),
      }}
    >
      {b.Estandares.length === 0 ? <p className="text-sm text-slate-700">{t.vacio(terminos.estandares)}</p> : null}
      <ListaNodos
        items={b.Estandares}
        label={(e) => `${terminos.estandar} ${e.Codigo}`}
        onReorder={(ids) => void call('POST', '/estandares/ordenar', { ids }, t.ordenado)}
        className="space-y-2"
      >
        {(e, _, o) => <EstandarItem e={e} bloqueId={b.Id} orden={o} />}
      </ListaNodos>
      <AnadirNodo
        que={terminos.estandar}
        boton={`${t.anadir(terminos.estandar)} (${b.Codigo ?? ''})`}
        textoLabel={t.descripcion}
        textoCampo="descripcion"
        conEsencial
        send={(x) =>
          call(
            'POST',
            '/estandares',
            { manualId, bloqueId: b.Id, codigo: x.codigo, descripcion: x.texto, esencial: x.esencial },
            t.creado,
          )
        }
      />
    </Nodo>
  );
}
