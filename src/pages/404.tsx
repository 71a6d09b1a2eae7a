import { SearchX } from 'lucide-react';
import { MessagePage } from '../components/page/message-page.tsx';
import { paginas } from '../i18n/paginas.ts';

/** Shown for every unknown path, with status 404. */
export default async function NotFoundPage() {
  return (
    <MessagePage
      title={paginas.noEncontrada}
      heading={paginas.noEncontrada}
      icon={<SearchX aria-hidden="true" className="h-12 w-12" />}
    >
      <p>{paginas.noEncontradaTexto}</p>
    </MessagePage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
