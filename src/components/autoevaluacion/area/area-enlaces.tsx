import type { AreaAutoevaluacion, SujetoArea } from '../../../domain/autoevaluacion/area.ts';
import type { EnlaceRecord } from '../../../domain/enlaces/enlaces.ts';
import { enlacesUi } from '../../../i18n/enlaces.ts';
import { ListaEnlaces } from '../../enlaces/lista-enlaces.tsx';
import { TituloPagina } from '../../page/page-title.tsx';
import { Link } from '../../ui/router.tsx';
import type { AreaMenuItem } from './menu.ts';

/**
 * An area's links page (enlacesAutoevaluacion, enlacesEvaluacion): the links the agency keeps
 * for that area (`enlaces`, from enlacesGestion), then the entries of the area's menu
 * (`menuPara`, the same builder its frame uses) as a list of links.
 */
export function AreaEnlaces(props: {
  area: AreaAutoevaluacion;
  textos: { titulo: string; intro: (codigo: string, centro: string) => string };
  menuPara: (id: number, subject: SujetoArea | null) => AreaMenuItem[];
  enlaces: EnlaceRecord[];
}) {
  const { area, textos } = props;
  return (
    <div className="grid max-w-3xl gap-4">
      <TituloPagina>{textos.titulo}</TituloPagina>
      <p className="text-slate-800">{textos.intro(area.Proyecto.Codigo, area.Proyecto.Centro)}</p>
      {props.enlaces.length > 0 ? (
        <section aria-labelledby="area-enlaces-agencia" className="grid gap-3">
          <h2 id="area-enlaces-agencia" className="text-xl font-semibold text-slate-900">
            {enlacesUi.enlacesArea}
          </h2>
          <ListaEnlaces enlaces={props.enlaces} label={enlacesUi.enlacesArea} />
        </section>
      ) : null}
      <h2 className="text-xl font-semibold text-slate-900">{enlacesUi.paginasArea}</h2>
      <ul className="grid gap-2">
        {props.menuPara(area.Id, area.sujeto).map((item) =>
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
