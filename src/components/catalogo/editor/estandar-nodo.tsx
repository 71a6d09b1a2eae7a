'use client';

import { catalogoEditor as t } from '../../../i18n/catalogo-publico.ts';
import type { SortableControls } from '../../ui/sortable-list.tsx';
import { EsencialTag } from '../publico/esencial-tag.tsx';
import { type EstandarNodo, useEditor } from './contexto.tsx';
import { EvidenciaItem } from './evidencia-nodo.tsx';
import { AnadirNodo, ListaNodos, Nodo } from './nodo.tsx';
import { estandarPayload } from './payloads.ts';

/** A standard with its evidences (sortable) and the form to add one. */
export function EstandarItem({ e, bloqueId, orden }: { e: EstandarNodo; bloqueId: number; orden: SortableControls }) {
  const { manualId, terminos, call } = useEditor();
  return (
    <Nodo
      nombre={`${terminos.estandar} ${e.Codigo}`}
      orden={orden}
      path={`/estandares/${e.Id}`}
      className="rounded-md border border-slate-200 bg-slate-50 p-2"
      panelClassName="mt-2 pl-6"
      resumen={
        <>
          <span className="mr-1 font-mono font-semibold">{e.Codigo}</span> {e.Descripcion} <EsencialTag esencial={e.Esencial} />
          <span className="ml-2 text-sm text-slate-700">{`(${terminos.evidencias}: ${e.Evidencias.length})`}</span>
        </>
      }
      edicion={{
        textoLabel: t.descripcion,
        textoCampo: 'descripcion',
        conEsencial: true,
        initial: { codigo: e.Codigo, texto: e.Descripcion, esencial: e.Esencial },
        send: (x) =>
          call(
            'PUT',
            `/estandares/${e.Id}`,
            estandarPayload(manualId, bloqueId, e, { codigo: x.codigo, descripcion: x.texto, esencial: x.esencial }),
            t.guardado,
          ),
      }}
    >
      {e.Evidencias.length === 0 ? <p className="text-sm text-slate-700">{t.vacio(terminos.evidencias)}</p> : null}
      <ListaNodos
        items={e.Evidencias}
        label={(v) => `${terminos.evidencia} ${v.Codigo}`}
        onReorder={(ids) => void call('POST', '/evidencias/ordenar', { ids }, t.ordenado)}
        className="space-y-2"
      >
        {(v, _, o) => <EvidenciaItem v={v} estandarId={e.Id} orden={o} />}
      </ListaNodos>
      <AnadirNodo
        que={terminos.evidencia}
        boton={`${t.anadir(terminos.evidencia)} (${e.Codigo})`}
        textoLabel={t.descripcion}
        textoCampo="descripcion"
        conEsencial
        send={(x) =>
          call(
            'POST',
            '/evidencias',
            { manualId, estandarId: e.Id, codigo: x.codigo, descripcion: x.texto, esencial: x.esencial },
            t.creado,
          )
        }
      />
    </Nodo>
  );
}
