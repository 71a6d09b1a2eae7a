'use client';

import { useEffect, useState } from 'react';
import { catalogoEditor as t } from '../../../i18n/catalogo-publico.ts';
import { Seccion } from '../../shared/seccion.tsx';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { useRouter } from '../../ui/router.tsx';
import { BloqueItem } from './bloque-nodo.tsx';
import { type BloqueNodo, EditorContext, type EditorState, type PruebaRef, type Terminos } from './contexto.tsx';
import { AnadirNodo, ListaNodos } from './nodo.tsx';
import { bloquePayload } from './payloads.ts';

/**
 * The manual editor's tree (blocks → standards → evidences → tests). Every change goes
 * through the REST API and then reloads the page's server data, so what is shown is always
 * what is stored (the publication rule may refuse a change: its message shows in the banner).
 */
export function ManualEditor(props: {
  manualId: number;
  editable: boolean;
  bloques: BloqueNodo[];
  terminos: Terminos;
  formularios: Array<{ Id: number; Titulo: string }>;
}) {
  const router = useRouter();
  const action = useApiAction();
  const [bloques, setBloques] = useState(props.bloques);
  useEffect(() => setBloques(props.bloques), [props.bloques]);

  const pruebas = new Map<number, PruebaRef>();
  for (const b of bloques)
    for (const e of b.Estandares) for (const v of e.Evidencias) for (const p of v.Pruebas ?? []) pruebas.set(p.Id, p);

  const call: EditorState['call'] = async (method, path, body, success) => {
    const res = await action.run(method, path, body, { success });
    if (!res.ok) return res.fieldErrors;
    await router.reload();
    return null;
  };

  /** Blocks have no bulk order call: each block whose place changed gets a PUT with its new orden. */
  async function ordenarBloques(ids: number[]) {
    const byId = new Map(bloques.map((b) => [b.Id, b]));
    const nuevos = ids.map((id, i) => ({ ...(byId.get(id) as BloqueNodo), Orden: i + 1 }));
    setBloques(nuevos);
    for (const b of nuevos) {
      if (byId.get(b.Id)?.Orden === b.Orden) continue;
      const res = await action.run('PUT', `/bloques/${b.Id}`, bloquePayload(props.manualId, b), { success: t.ordenado });
      if (!res.ok) break;
    }
    await router.reload();
  }

  const state: EditorState = {
    manualId: props.manualId,
    editable: props.editable,
    terminos: props.terminos,
    formularios: props.formularios,
    pruebas: [...pruebas.values()],
    call,
    busy: action.busy,
  };
  return (
    <EditorContext.Provider value={state}>
      <Seccion id="estructura-titulo" titulo={t.estructura} className="mt-6">
        {props.editable ? <p className="mt-1 max-w-3xl text-sm text-slate-700">{t.intro}</p> : null}
        <ActionFeedback action={action} />
        {bloques.length === 0 ? <p className="mt-4 text-slate-700">{t.vacio(props.terminos.bloques)}</p> : null}
        <ListaNodos
          items={bloques}
          label={(b) => `${props.terminos.bloque} ${b.Codigo ?? ''}`.trim()}
          onReorder={(ids) => void ordenarBloques(ids)}
          className="mt-4 space-y-3"
        >
          {(b, i, o) => <BloqueItem b={b} index={i} orden={o} />}
        </ListaNodos>
        <AnadirNodo
          principal
          que={props.terminos.bloque}
          textoLabel={t.nombre}
          textoCampo="nombre"
          conEsencial={false}
          send={(x) => call('POST', '/bloques', { manualId: props.manualId, codigo: x.codigo, nombre: x.texto }, t.creado)}
        />
      </Seccion>
    </EditorContext.Provider>
  );
}
