import { NuevoMensajeGestion } from '../../components/mensajes/nuevo-mensaje-gestion.tsx';
import { TituloPagina } from '../../components/page/page-title.tsx';
import { mensajesUi as t } from '../../i18n/mensajes.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageDomainContext } from '../../platform/page-context.ts';

/** `/mensaje` (GEST_COMUNIC): a new thread from the agency to a project's centre team. */
export default async function MensajeGestionPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  return (
    <div className="grid gap-4">
      <TituloPagina>{t.tituloNuevo}</TituloPagina>
      <NuevoMensajeGestion instancia={ctx.instancia.id} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
