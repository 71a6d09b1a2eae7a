import { PageTitle } from '../../components/page/page-title.tsx';
import { Privacidad } from '../../content/index.ts';

export default async function PrivacidadPage() {
  return (
    <article className="max-w-3xl">
      <PageTitle>Política de privacidad</PageTitle>
      <h1 className="text-3xl font-bold text-slate-900">Política de privacidad</h1>
      <Privacidad />
    </article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
