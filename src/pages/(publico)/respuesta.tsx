import { Info } from 'lucide-react';
import { MessagePage } from '../../components/page/message-page.tsx';
import { paginas, respuestas } from '../../i18n/paginas.ts';

/** A message after an action that ended the session (e.g. no accessible self-assessment). */
export default async function RespuestaPage({ query }: { query?: string }) {
  const reason = new URLSearchParams(query ?? '').get('motivo') ?? '';
  const text = (respuestas as Record<string, string>)[reason] ?? respuestas['sesion-finalizada'];
  return (
    <MessagePage title={paginas.respuesta} heading={paginas.respuesta} icon={<Info aria-hidden="true" className="h-12 w-12" />}>
      <p>{text}</p>
    </MessagePage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
