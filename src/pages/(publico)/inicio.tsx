import { ArrowRight } from 'lucide-react';
import { pageExists } from '../../components/layout/public-menu.ts';
import { PageTitle } from '../../components/page/page-title.tsx';
import { Link } from '../../components/ui/router.tsx';
import { Inicio } from '../../content/index.ts';
import { pageInstancia } from '../../platform/page-context.ts';

export default async function InicioPage() {
  const instancia = await pageInstancia();
  // Calls to action point only at pages that exist (later issues add the request wizard).
  const actions = [
    { href: '/solicitud', label: 'Solicitar la acreditación', primary: true },
    { href: '/quees', label: `Qué es ${instancia.nombre}`, primary: false },
    { href: '/requisitos', label: 'Consultar los requisitos', primary: false },
  ].filter((a) => pageExists(a.href));
  return (
    <div>
      <PageTitle>Inicio</PageTitle>
      <section className="rounded-2xl bg-brand-soft px-6 py-10 md:px-10">
        <h1 className="text-4xl font-bold text-slate-950">{instancia.nombre}</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-800">{instancia.descripcion}</p>
        <ul className="mt-6 flex flex-wrap gap-3">
          {actions.map((a) => (
            <li key={a.href}>
              <Link
                to={a.href}
                className={
                  a.primary || a === actions[0]
                    ? 'inline-flex items-center gap-2 rounded-md bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-700'
                    : 'inline-flex items-center gap-2 rounded-md border border-slate-400 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50'
                }
              >
                {a.label}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="max-w-4xl">
        <Inicio />
      </div>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
