import { InfoPage } from '../../components/informacion/info-page.tsx';
import { QueEs } from '../../content/index.ts';

export default async function QueEsPage() {
  return (
    <InfoPage current="/quees">
      <QueEs />
    </InfoPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
