import { InfoPage } from '../../components/informacion/info-page.tsx';
import { Decalogo } from '../../content/index.ts';

export default async function DecalogoPage() {
  return (
    <InfoPage current="/decalogo">
      <Decalogo />
    </InfoPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
