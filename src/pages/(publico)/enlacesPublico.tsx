import { ListaEnlaces } from '../../components/enlaces/lista-enlaces.tsx';
import { TituloPagina } from '../../components/page/page-title.tsx';
import { enlacesUi as t } from '../../i18n/enlaces.ts';
import { pageSession } from '../../platform/page-auth.ts';
import { loadEnlacesPublicos } from '../../platform/page-enlaces.ts';

/** `/enlacesPublico` (public): the agency's public links, in their order. */
export default async function EnlacesPublicoPage() {
  const session = await pageSession();
  const enlaces = await loadEnlacesPublicos(session?.actor ?? null);
  return (
    <div className="grid max-w-3xl gap-4">
      <TituloPagina>{t.publico}</TituloPagina>
      <p className="text-lg text-slate-700">{t.publicoIntro}</p>
      <ListaEnlaces enlaces={enlaces} vacio={t.ninguno} label={t.publico} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
