import { PageTitle } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { areaMenu as t } from '../../../../i18n/autoevaluacion-area.ts';
import { pageArea } from '../../../../platform/page-area.ts';
import { guardPage } from '../../../../platform/page-auth.ts';

/** `/autoevaluacion/{AutoevaluacionId}` (AE): the self-assessment's home. */
export default async function AutoevaluacionInicio(props: { path: string; AutoevaluacionId: string }) {
  await guardPage(props.path);
  const acceso = await pageArea(idDe(props.AutoevaluacionId));
  if (!('area' in acceso)) return <NotFound />;
  return (
    <div className="grid gap-6">
      <PageTitle>{t.inicio}</PageTitle>
      <h1 className="text-3xl font-bold text-slate-900">{t.titulo}</h1>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
