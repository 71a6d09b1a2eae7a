import { FirmasLista } from '../../components/firmas/firmas-lista.tsx';
import { TituloPagina } from '../../components/page/page-title.tsx';
import { firmas as t } from '../../i18n/firmas.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { loadFirmas } from '../../platform/page-firmas.ts';

/** `/firmas` (GEST_FIRMA): the documents that need a signature (PTE or FIR), the profile that signs, who signed and when. */
export default async function FirmasPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const filas = await loadFirmas(actor);
  return (
    <div className="grid max-w-5xl gap-4">
      <TituloPagina>{t.titulo}</TituloPagina>
      <p className="text-slate-700">{t.intro}</p>
      <FirmasLista filas={filas} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
