'use client';

import { type FormEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { acceso } from '../../i18n/acceso.ts';
import { Button } from '../ui/button.tsx';
import { FormMessage } from '../ui/form-controls.tsx';
import { callApi } from './api.ts';

const t = acceso.logout;

/**
 * Ends the session as soon as the page runs (POST /api/logout, which deletes the session
 * and clears the cookie), then loads `volver` or the root. Without JavaScript the form posts
 * itself to the same endpoint.
 */
export function LogoutForm({ volver }: { volver: string | null }) {
  // 'idle' is what the server renders: a usable button for browsers without JavaScript.
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const started = useRef(false);

  const logout = async () => {
    setState('working');
    const reply = await callApi('POST', '/logout');
    if (reply.ok) window.location.assign(volver ?? '/');
    else setState('failed');
  };

  const onArrival = useEffectEvent(() => {
    void logout();
  });

  useEffect(() => {
    // Once, even under StrictMode's double effects in development.
    if (started.current) return;
    started.current = true;
    onArrival();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void logout();
  };

  return (
    <form method="post" action="/api/logout" onSubmit={submit} className="flex flex-col items-start gap-4">
      {volver ? <input type="hidden" name="volver" value={volver} /> : null}
      {state === 'failed' ? (
        <FormMessage kind="error">{t.error}</FormMessage>
      ) : (
        <p role="status" className="text-slate-700">
          {state === 'working' ? t.cerrando : t.sinScript}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={state === 'working'}>
        {t.cerrar}
      </Button>
    </form>
  );
}
