import { ShieldAlert } from 'lucide-react';
import { MessagePage } from '../../components/page/message-page.tsx';
import { paginas } from '../../i18n/paginas.ts';

export default async function ErrorAutorizacionPage() {
  return (
    <MessagePage
      title={paginas.sinPermisos}
      heading={paginas.sinPermisos}
      icon={<ShieldAlert aria-hidden="true" className="h-12 w-12" />}
    >
      <p>{paginas.sinPermisosTexto}</p>
    </MessagePage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
