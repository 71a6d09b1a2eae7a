import { EstandarForm } from '../../../components/catalogo/estandares/estandar-form.tsx';
import { EMPTY_ESTANDAR } from '../../../components/catalogo/estandares/form-values.ts';
import { etiquetaDe } from '../../../components/catalogo/estandares/terms.ts';
import { TituloPagina } from '../../../components/page/page-title.tsx';
import { FormMessage } from '../../../components/ui/form-controls.tsx';
import { loadEjemploRecord } from '../../../domain/catalogo/ejemplos.ts';
import { opcionesEstandar } from '../../../domain/catalogo/estandares-opciones.ts';
import { catalogoEstandares as t } from '../../../i18n/catalogo-estandares.ts';
import { terminos, textosTermino } from '../../../i18n/terminologia.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';

const idOf = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

/**
 * `/estandar`: a new standard (MANUALES). `?manualId=` preselects the manual; `?ejemploId=`
 * comes from an example's page and links the new standard to it in the same call.
 */
export default async function NuevoEstandarPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const q = new URLSearchParams(query ?? '');
  const w = terminos(ctx.instancia);
  const opciones = await opcionesEstandar(ctx);
  // Only manuals in edition take new standards.
  const manuales = opciones.manuales.filter((m) => m.EstadoClave === 'edicion');
  const manualId = idOf(q.get('manualId'));
  const ejemploId = idOf(q.get('ejemploId'));
  const ejemplo = ejemploId ? await loadEjemploRecord(ctx.db, ctx.instancia.id, ejemploId) : null;
  const titulo = textosTermino.nuevo(w.termino.estandar);
  return (
    <div key="estandar-alta" className="max-w-4xl">
      <TituloPagina margen="mb-4">{titulo}</TituloPagina>
      {ejemplo ? (
        <div className="mb-4">
          <FormMessage kind="success">{`${t.ejemplos.crearEstandarConEjemplo}: ${ejemplo.Titulo}`}</FormMessage>
        </div>
      ) : null}
      <EstandarForm
        ejemploId={ejemplo?.Id}
        initial={{
          ...EMPTY_ESTANDAR,
          manualId: manualId && manuales.some((m) => m.Id === manualId) ? String(manualId) : '',
        }}
        manuales={manuales.map((m) => ({ value: String(m.Id), label: `${m.Codigo} v${m.Version} · ${m.Nombre}` }))}
        bloques={opciones.bloques.map((b) => ({
          value: String(b.Id),
          label: etiquetaDe(b.Codigo, b.Nombre),
          manualId: b.ManualId,
        }))}
        paquetes={opciones.paquetes.map((p) => ({ value: String(p.Id), label: p.Nombre }))}
        labels={{ bloque: w.bloque, paquete: w.paquete, legend: titulo }}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
