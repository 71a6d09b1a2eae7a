import { SearchX } from 'lucide-react';
import { paginas } from '../../i18n/paginas.ts';
import { MessagePage } from '../page/message-page.tsx';
import { pageRequest } from '../page/page-request.ts';

/** The not-found page; rendering it makes the reply a 404 (platform/page-replies.ts). */
export function NotFound() {
  pageRequest().markNotFound();
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
