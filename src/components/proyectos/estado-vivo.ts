'use client';

import { useEffect, useState } from 'react';

// A project's status as the page shows it, updated in place: the status dialog publishes the
// new status and Configurar flag, and every cell showing that project (the list's status and
// result cells) follows without reloading the list.

export interface EstadoVivo {
  Estado: { Clave: string; Nombre: string; Color?: string };
  Configurar: boolean;
}

const EVENTO = 'acredita:proyecto-estado';

export function publicarEstado(proyectoId: number, estado: EstadoVivo) {
  window.dispatchEvent(new CustomEvent(EVENTO, { detail: { proyectoId, estado } }));
}

/** The project's status: the server's, then whatever the dialog changed it to. */
export function useEstadoVivo(proyectoId: number, inicial: EstadoVivo): EstadoVivo {
  const [estado, setEstado] = useState(inicial);
  useEffect(() => {
    const on = (e: Event) => {
      const d = (e as CustomEvent<{ proyectoId: number; estado: EstadoVivo }>).detail;
      if (d.proyectoId === proyectoId) setEstado(d.estado);
    };
    window.addEventListener(EVENTO, on);
    return () => window.removeEventListener(EVENTO, on);
  }, [proyectoId]);
  return estado;
}
