import { TriangleAlert } from 'lucide-react';
import { MessagePage } from '../../components/page/message-page.tsx';
import { StoredError } from '../../components/status/stored-error.tsx';
import { paginas } from '../../i18n/paginas.ts';

export default async function ErrorPage() {
  return (
    <MessagePage title={paginas.error} heading={paginas.error} icon={<TriangleAlert aria-hidden="true" className="h-12 w-12" />}>
      <StoredError fallback={paginas.errorTexto} />
    </MessagePage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
