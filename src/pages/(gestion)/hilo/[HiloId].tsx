import { HiloVista } from '../../../components/mensajes/hilo-vista.tsx';
import { PageTitle } from '../../../components/page/page-title.tsx';
import { idDe } from '../../../components/shared/route-params.ts';
import { NotFound } from '../../../components/status/not-found.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { listEtiquetasMensaje } from '../../../domain/mensajes/bandeja.ts';
import { getHilo } from '../../../domain/mensajes/lectura.ts';
import { mensajesUi as t } from '../../../i18n/mensajes.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { orNotFound } from '../../../platform/page-not-found.ts';

/** `/hilo/{HiloId}` (GEST_COMUNIC): one thread from the agency's side, with the reply form, the reads and the tags. */
export default async function HiloGestionPage(props: { path: string; HiloId: string }) {
  const actor = await guardPage(props.path);
  const ctx = await pageDomainContext(actor);
  const hilo = await orNotFound(getHilo(ctx, idDe(props.HiloId)));
  if (!hilo) return <NotFound />;
  const etiquetas = await listEtiquetasMensaje(ctx);
  return (
    <div className="grid gap-4">
      <PageTitle>{hilo.Asunto}</PageTitle>
      <p>
        <Link to="/mensajes" className="text-slate-900 underline">
          {t.volver}
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{hilo.Asunto}</h1>
      <HiloVista hilo={hilo} hiloBase="/hilo/" etiquetas={etiquetas} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
