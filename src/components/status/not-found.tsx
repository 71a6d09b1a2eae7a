import { SearchX } from 'lucide-react';
import { paginas } from '../../i18n/paginas.ts';
import { MessagePage } from '../page/message-page.tsx';

export function NotFound() {
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
