'use client';

import { useState } from 'react';
import { LUGARES_ENLACE, type LugarEnlace } from '../../db/schema/enlaces.ts';
import type { EnlaceRecord } from '../../domain/enlaces/enlaces.ts';
import { enlacesApi, LUGARES_ENLACE_NOMBRES, ordenacionEnlaces, enlacesUi as t } from '../../i18n/enlaces.ts';
import { useEditableList } from '../catalogo/comun/use-editable-list.ts';
import { useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmButton } from '../ui/feedback.tsx';
import { useRouter } from '../ui/router.tsx';
import { SortableList } from '../ui/sortable-list.tsx';
import { showSuccess } from '../ui/toast-store.ts';
import { EnlaceForm } from './enlace-form.tsx';

/** One place's links in their order: drag (or Subir/Bajar) to reorder, edit and delete in place. */
function Lugar(props: { lugar: LugarEnlace; enlaces: EnlaceRecord[]; editable: boolean }) {
  const { action, items, editing, setEditing, saved, reorder } = useEditableList({
    records: props.enlaces,
    orderPath: '/enlaces/ordenar',
    ordered: enlacesApi.ordenado,
  });
  const borrar = useApiAction();
  const router = useRouter();
  const nombre = LUGARES_ENLACE_NOMBRES[props.lugar];
  const id = `enlaces-${props.lugar.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {nombre}
      </h2>
      {items.length === 0 ? <p className="text-slate-700">{t.ninguno}</p> : null}
      <SortableList
        items={items}
        ariaLabel={t.lista(nombre)}
        disabled={!props.editable}
        busy={action.busy}
        label={(e, i) => t.enlaceN(i + 1, e.Titulo)}
        onReorder={reorder}
        texts={ordenacionEnlaces}
        ordered
        card
        className="flex flex-col gap-2"
      >
        {(e) =>
          editing === e.Id ? (
            <EnlaceForm
              enlaceId={e.Id}
              idPrefix={`enlace-${e.Id}`}
              initial={{ titulo: e.Titulo, url: e.Url, descripcion: e.Descripcion ?? '', lugar: e.Lugar }}
              onSaved={saved}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <article aria-label={e.Titulo} className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">{e.Titulo}</h3>
                <p className="break-all text-sm text-slate-700">{e.Url}</p>
                {e.Descripcion ? <p className="text-sm text-slate-800">{e.Descripcion}</p> : null}
              </div>
              {props.editable ? (
                <div className="flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setEditing(e.Id)} aria-label={`${t.editar}: ${e.Titulo}`}>
                    {t.editar}
                  </Button>
                  <ConfirmButton
                    question={t.confirmarEliminar(e.Titulo)}
                    aria-label={`${t.eliminar}: ${e.Titulo}`}
                    onConfirm={async () => {
                      const res = await borrar.run('DELETE', `/enlaces/${e.Id}`, undefined, { success: enlacesApi.eliminado });
                      if (res.ok) await router.reload();
                    }}
                  >
                    {t.eliminar}
                  </ConfirmButton>
                </div>
              ) : null}
            </article>
          )
        }
      </SortableList>
    </section>
  );
}

/** `/enlacesGestion`: the links of every place, and a form for a new one (for who writes). */
export function EnlacesGestion(props: { enlaces: EnlaceRecord[]; editable: boolean }) {
  const router = useRouter();
  const [nuevo, setNuevo] = useState(0);
  return (
    <div className="grid gap-8">
      {props.editable ? (
        <section aria-labelledby="enlace-nuevo" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="enlace-nuevo" className="mb-3 text-xl font-semibold text-slate-900">
            {t.nuevo}
          </h2>
          <EnlaceForm
            key={nuevo}
            idPrefix="enlace-nuevo"
            initial={{ titulo: '', url: '', descripcion: '', lugar: '' }}
            onSaved={async (m) => {
              showSuccess(m);
              setNuevo((n) => n + 1);
              await router.reload();
            }}
          />
        </section>
      ) : null}
      {LUGARES_ENLACE.map((l) => (
        <Lugar key={l} lugar={l} enlaces={props.enlaces.filter((e) => e.Lugar === l)} editable={props.editable} />
      ))}
    </div>
  );
}
