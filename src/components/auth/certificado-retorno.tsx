'use client';

import { useEffect, useRef, useState } from 'react';
import { acceso } from '../../i18n/acceso.ts';
import { afterLoginPath } from '../../platform/safe-path.ts';
import { Button } from '../ui/button.tsx';
import { callApi } from './api.ts';

const t = acceso.certificado;

/** Where a ticket that does not open a session sends the browser: the login page with its text. */
const REABRIR = '/login?certificado=reabrir';

/**
 * The main host's half of a certificate sign-in: exchanges the ticket in the address for the
 * session (POST /api/login/certificado/retorno sets the HttpOnly cookie here), then goes where a
 * password sign-in would, with a full load. Once per page: a ticket is single-use.
 */
export function CertificadoRetorno({ ticket, volver }: { ticket: string | null; volver: string | null }) {
  const [busy, setBusy] = useState(false);
  const sent = useRef(false);

  const exchange = async () => {
    if (sent.current) return;
    sent.current = true;
    setBusy(true);
    if (!ticket) {
      window.location.assign(REABRIR);
      return;
    }
    const reply = await callApi<{ redireccion?: unknown }>('POST', '/login/certificado/retorno', {
      ticket,
      ...(volver ? { volver } : {}),
    });
    window.location.assign(reply.ok ? afterLoginPath(reply.data?.redireccion, volver) : REABRIR);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the exchange runs once, when the page opens
  useEffect(() => {
    void exchange();
  }, []);

  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      <p className="text-slate-800">{busy ? t.entrando : t.sinScript}</p>
      <div>
        <Button type="button" size="lg" disabled={busy} aria-disabled={busy} onClick={() => void exchange()}>
          {t.continuar}
        </Button>
      </div>
    </div>
  );
}
