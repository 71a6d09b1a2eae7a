import { EvidenciaForm } from '../../../components/catalogo/estandares/evidencia-form.tsx';
import { EMPTY_EVIDENCIA } from '../../../components/catalogo/estandares/form-values.ts';
import { etiquetaDe } from '../../../components/catalogo/estandares/terms.ts';
import { TituloPagina } from '../../../components/page/page-title.tsx';
import { opcionesEstandar, opcionesEstandares } from '../../../domain/catalogo/estandares-opciones.ts';
import { terminos, textosTermino } from '../../../i18n/terminologia.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';

const idOf = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

/** `/evidencia`: a new evidence (MANUALES); `?manualId=&estandarId=` preselect its standard. */
export default async function NuevaEvidenciaPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const q = new URLSearchParams(query ?? '');
  const w = terminos(ctx.instancia);
  const [opciones, estandares] = await Promise.all([opcionesEstandar(ctx), opcionesEstandares(ctx)]);
  const manuales = opciones.manuales.filter((m) => m.EstadoClave === 'edicion');
  const estandarId = idOf(q.get('estandarId'));
  const estandar = estandares.find((s) => s.Id === estandarId && manuales.some((m) => m.Id === s.ManualId));
  const manualId = estandar?.ManualId ?? idOf(q.get('manualId'));
  const titulo = textosTermino.nuevo(w.termino.evidencia);
  return (
    <div key="evidencia-alta" className="max-w-4xl">
      <TituloPagina margen="mb-4">{titulo}</TituloPagina>
      <EvidenciaForm
        initial={{
          ...EMPTY_EVIDENCIA,
          manualId: manualId && manuales.some((m) => m.Id === manualId) ? String(manualId) : '',
          estandarId: estandar ? String(estandar.Id) : '',
        }}
        manuales={manuales.map((m) => ({ value: String(m.Id), label: `${m.Codigo} v${m.Version} · ${m.Nombre}` }))}
        estandares={estandares.map((s) => ({
          value: String(s.Id),
          label: etiquetaDe(s.Codigo, s.Descripcion),
          manualId: s.ManualId,
        }))}
        labels={{ estandar: w.estandar, legend: titulo }}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
