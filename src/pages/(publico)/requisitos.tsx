import { InfoPage } from '../../components/informacion/info-page.tsx';
import { Requisitos } from '../../content/index.ts';

export default async function RequisitosPage() {
  return (
    <InfoPage current="/requisitos">
      <Requisitos />
    </InfoPage>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
