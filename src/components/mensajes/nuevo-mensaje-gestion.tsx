'use client';

import { useState } from 'react';
import { mensajesUi as t } from '../../i18n/mensajes.ts';
import { ProyectoCombobox } from '../proyectos/proyecto-combobox.tsx';
import { MensajeForm } from './mensaje-form.tsx';

/** The agency's new message: the project first (by code or centre), then the message. */
export function NuevoMensajeGestion(props: { instancia: string }) {
  const [proyectoId, setProyectoId] = useState<number | null>(null);
  return (
    <div className="grid max-w-3xl gap-4">
      <ProyectoCombobox
        id="mensaje-proyecto"
        label={t.elijaProyecto}
        instancia={props.instancia}
        required
        onChange={setProyectoId}
      />
      {proyectoId ? <MensajeForm key={proyectoId} proyectoId={proyectoId} hiloBase="/hilo/" /> : null}
    </div>
  );
}
