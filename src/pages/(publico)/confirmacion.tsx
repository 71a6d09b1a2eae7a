import { CircleCheck } from 'lucide-react';
import { MessagePage } from '../../components/page/message-page.tsx';
import { confirmaciones, paginas } from '../../i18n/paginas.ts';

/** Confirmation after a completed operation (`?tipo=solicitud&referencia=…`). */
export default async function ConfirmacionPage({ query }: { query?: string }) {
  const params = new URLSearchParams(query ?? '');
  const item = (confirmaciones as Record<string, { titulo: string; texto: string }>)[params.get('tipo') ?? ''];
  // A reference is shown only if it looks like one of ours (letters, digits, dashes).
  const reference = params.get('referencia');
  const safeReference = reference && /^[A-Z0-9-]{1,30}$/i.test(reference) ? reference : null;
  return (
    <MessagePage
      title={item?.titulo ?? paginas.confirmacion}
      heading={item?.titulo ?? paginas.confirmacion}
      icon={<CircleCheck aria-hidden="true" className="h-12 w-12" />}
    >
      <p>{item?.texto ?? paginas.confirmacionTexto}</p>
      {safeReference ? (
        <p className="mt-3">
          Número de referencia: <strong className="font-mono">{safeReference}</strong>
        </p>
      ) : null}
    </MessagePage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
