import { TituloPagina } from '../../../components/page/page-title.tsx';
import { ProcesoAbiertoCard } from '../../../components/procesos-abiertos/proceso-card.tsx';
import { listProcesosAbiertos } from '../../../domain/procesos-abiertos/abiertos.ts';
import { procesosAbiertosUi as t } from '../../../i18n/procesos-abiertos.ts';
import { pageSession } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';

/** `/procesosAbiertos`: the calls open today, what each asks of a request, and the way to apply. */
export default async function ProcesosAbiertosPage() {
  const session = await pageSession();
  const ctx = await pageDomainContext(session?.actor ?? null);
  const procesos = await listProcesosAbiertos(ctx);
  return (
    <div className="max-w-4xl">
      <TituloPagina>{t.titulo}</TituloPagina>
      <p className="mt-2 text-lg text-slate-700">{procesos.length === 0 ? t.sinProcesos : t.intro}</p>
      <ul className="mt-6 space-y-4">
        {procesos.map((p) => (
          <li key={p.Id}>
            <ProcesoAbiertoCard proceso={p} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
