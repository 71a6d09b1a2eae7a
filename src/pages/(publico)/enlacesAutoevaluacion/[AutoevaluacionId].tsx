import { Link } from 'waku';
import { areaMenuPara } from '../../../components/autoevaluacion/area/menu.ts';
import { PageTitle } from '../../../components/page/page-title.tsx';
import { idDe } from '../../../components/shared/route-params.ts';
import { NotFound } from '../../../components/status/not-found.tsx';
import { areaEnlaces as t } from '../../../i18n/autoevaluacion-area.ts';
import { pageArea } from '../../../platform/page-area.ts';
import { guardPage } from '../../../platform/page-auth.ts';

/**
 * `/enlacesAutoevaluacion/{AutoevaluacionId}` (no permission key; a session): the links of the
 * self-assessment area the user may open in that project, the same entries as the area's menu.
 * Someone outside the project gets 404.
 */
export default async function EnlacesAutoevaluacion(props: { path: string; AutoevaluacionId: string }) {
  await guardPage(props.path);
  const acceso = await pageArea(idDe(props.AutoevaluacionId));
  if (!('area' in acceso)) return <NotFound />;
  const { area } = acceso;
  const items = areaMenuPara(area.Id, area.sujeto);
  return (
    <div className="grid max-w-3xl gap-4">
      <PageTitle>{t.titulo}</PageTitle>
      <h1 className="text-3xl font-bold text-slate-900">{t.titulo}</h1>
      <p className="text-slate-800">{t.intro(area.Proyecto.Codigo, area.Proyecto.Centro)}</p>
      <ul className="grid gap-2">
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.href}>
              <Link to={item.href} className="font-semibold text-slate-900 underline">
                {item.label}
              </Link>
            </li>
          ) : (
            <li key={item.label}>
              <h2 className="font-semibold text-slate-900">{item.label}</h2>
              <ul className="mt-1 grid gap-1 pl-4">
                {item.links.map((l) => (
                  <li key={l.href}>
                    <Link to={l.href} className="text-slate-900 underline">
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
