'use client';

import { useEffect, useRef } from 'react';
import { callApi } from '../api-client.ts';
import { useRouter } from '../ui/router.tsx';
import { MENSAJES_LEIDOS } from './contador-mensajes.tsx';

/**
 * Opening a thread with unread messages marks them read for the reader (POST …/leido) once it
 * is on screen, then tells the menus' counters and reloads; the page's GET changes nothing.
 * The messages keep their "Nuevo" mark until that reload, so the reader sees which were new.
 */
export function MarcarLeido({ hiloId, pendientes }: { hiloId: number; pendientes: number }) {
  const router = useRouter();
  const hecho = useRef(false);
  useEffect(() => {
    if (pendientes === 0 || hecho.current) return;
    hecho.current = true;
    void callApi('POST', `/mensajes/hilos/${hiloId}/leido`, undefined, { loginOn401: true }).then((res) => {
      if (!res.ok) return;
      window.dispatchEvent(new Event(MENSAJES_LEIDOS));
      void router.reload();
    });
  }, [hiloId, pendientes, router]);
  return null;
}
