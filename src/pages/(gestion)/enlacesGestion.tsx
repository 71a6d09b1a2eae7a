import { EnlacesGestion } from '../../components/enlaces/enlaces-gestion.tsx';
import { TituloPagina } from '../../components/page/page-title.tsx';
import { enlacesUi as t } from '../../i18n/enlaces.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { loadEnlacesGestion } from '../../platform/page-enlaces.ts';

/** `/enlacesGestion` (ENLACES): the links of each place, in order; who writes adds, edits, reorders and deletes them. */
export default async function EnlacesGestionPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const { enlaces, editable } = await loadEnlacesGestion(actor);
  return (
    <div className="grid max-w-4xl gap-4">
      <TituloPagina>{t.gestion}</TituloPagina>
      <p className="text-slate-700">{t.intro}</p>
      <EnlacesGestion enlaces={enlaces} editable={editable} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
