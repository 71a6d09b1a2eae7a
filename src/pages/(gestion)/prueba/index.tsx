import { PruebaForm } from '../../../components/catalogo/pruebas/prueba-form.tsx';
import { TituloPagina } from '../../../components/page/page-title.tsx';
import { paginasPruebas as t } from '../../../i18n/catalogo-pruebas.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { pruebaFormOptions } from '../../../platform/page-opciones/pruebas.ts';

/** `/prueba`: a new test (MANUALES); `?manualId=&evidenciaId=` preselect a manual and evidence. */
export default async function NuevaPruebaPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const o = await pruebaFormOptions(ctx);
  const q = new URLSearchParams(query ?? '');
  const manualId = o.manuales.some((m) => m.value === q.get('manualId')) ? (q.get('manualId') as string) : '';
  const evidenciaId = Number(q.get('evidenciaId'));
  const evidencias = o.evidencias.some((e) => e.Id === evidenciaId && String(e.ManualId) === manualId) ? [evidenciaId] : [];
  return (
    <div key="prueba-alta" className="max-w-4xl">
      <TituloPagina margen="mb-4">{t.nuevaPrueba}</TituloPagina>
      <PruebaForm
        initial={{ descripcion: '', aclaraciones: '', manualId, formularioId: '', tipoClave: '', activo: true, evidencias }}
        manuales={o.manuales}
        formularios={o.formularios}
        tipos={o.tipos}
        evidencias={o.evidencias}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
