'use client';

import { useEffect, useState } from 'react';
import { mensajesUi as t } from '../../i18n/mensajes.ts';
import { callApi } from '../api-client.ts';
import { useRouter } from '../ui/router.tsx';

/** The event a thread's page sends once it has marked messages read, so the menus count again at once. */
export const MENSAJES_LEIDOS = 'acredita:mensajes-leidos';

/**
 * The unread count next to a menu's messages entry: the caller's own unread messages in
 * project `proyectoId` (the area's menu) or in the whole instance (management), read from the
 * API after the page is on screen, again on each navigation and when a thread is read. Read in
 * the browser, not in the layout, so pages kept in the per-session cache never show a stale count.
 */
export function ContadorMensajes({ proyectoId }: { proyectoId?: number }) {
  const { path } = useRouter();
  const [n, setN] = useState(0);
  const [vuelta, setVuelta] = useState(0);
  useEffect(() => {
    const otra = () => setVuelta((v) => v + 1);
    window.addEventListener(MENSAJES_LEIDOS, otra);
    return () => window.removeEventListener(MENSAJES_LEIDOS, otra);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `path` and `vuelta` are when to count again
  useEffect(() => {
    let vigente = true;
    void callApi<{ Total: number }>('GET', `/mensajes/noLeidos${proyectoId ? `?proyectoId=${proyectoId}` : ''}`).then((res) => {
      if (vigente && res.ok && res.data) setN(res.data.Total);
    });
    return () => {
      vigente = false;
    };
  }, [proyectoId, path, vuelta]);
  if (n === 0) return null;
  return (
    <span data-contador-mensajes className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {t.noLeidos(n)}
    </span>
  );
}
