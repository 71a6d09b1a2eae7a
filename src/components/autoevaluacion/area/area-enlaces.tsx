import { PageTitle } from '../../page/page-title.tsx';
import { Link } from '../../ui/router.tsx';
import type { AreaMenuItem } from './menu.ts';

/** An area's links page (enlacesAutoevaluacion, enlacesEvaluacion): the menu's entries as a list of links. */
export function AreaEnlaces(props: { titulo: string; intro: string; items: AreaMenuItem[] }) {
  return (
    <div className="grid max-w-3xl gap-4">
      <PageTitle>{props.titulo}</PageTitle>
      <h1 className="text-3xl font-bold text-slate-900">{props.titulo}</h1>
      <p className="text-slate-800">{props.intro}</p>
      <ul className="grid gap-2">
        {props.items.map((item) =>
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
