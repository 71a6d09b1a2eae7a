import { InfoPage } from '../../components/informacion/info-page.tsx';
import { Modelo } from '../../content/index.ts';

export default async function ModeloPage() {
  return (
    <InfoPage current="/modelo">
      <Modelo />
    </InfoPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
