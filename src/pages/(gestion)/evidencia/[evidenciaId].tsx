import { Aviso, FichaCabecera, PieEliminar, recienGuardado } from '../../../components/catalogo/comun/ficha.tsx';
import { EvidenciaForm } from '../../../components/catalogo/estandares/evidencia-form.tsx';
import { LinkPicker } from '../../../components/catalogo/estandares/link-picker.tsx';
import { Seccion } from '../../../components/catalogo/estandares/seccion.tsx';
import { etiquetaDe } from '../../../components/catalogo/estandares/terms.ts';
import { idDe } from '../../../components/shared/route-params.ts';
import { NotFound } from '../../../components/status/not-found.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { isEditable } from '../../../domain/catalogo/edicion.ts';
import {
  opcionesEjemplos,
  opcionesEstandar,
  opcionesEstandares,
  opcionesPruebas,
} from '../../../domain/catalogo/estandares-opciones.ts';
import { type EvidenciaRecord, getEvidencia } from '../../../domain/catalogo/evidencias.ts';
import { isAppError } from '../../../domain/errors.ts';
import { CATALOGO } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { catalogoEstandares as t } from '../../../i18n/catalogo-estandares.ts';
import { terminos, textosTermino } from '../../../i18n/terminologia.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';

/** `/evidencia/{EvidenciaId}`: every field, its tests (of the same manual) and examples (MANUALES). */
export default async function EvidenciaPage({ path, query, evidenciaId }: { path: string; query?: string; evidenciaId: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const id = idDe(evidenciaId);
  let v: EvidenciaRecord;
  try {
    v = await getEvidencia(ctx, id);
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
  const w = terminos(ctx.instancia);
  const [opciones, estandares, pruebas, ejemplos] = await Promise.all([
    opcionesEstandar(ctx),
    opcionesEstandares(ctx, v.ManualId),
    opcionesPruebas(ctx, v.ManualId),
    opcionesEjemplos(ctx),
  ]);
  const escribe = puede(actor, CATALOGO.escribe);
  const estructura = escribe && isEditable({ estadoClave: v.Manual.EstadoClave as 'edicion' });
  const guardado = recienGuardado(query);
  const titulo = `${w.evidencia} ${v.Codigo}`;
  // Tests already linked first, in their stored order; then the rest of the manual's.
  const enlazadas = new Set(v.Pruebas.map((p) => p.Id));
  const opcionesPrueba = [
    ...v.Pruebas.map((p) => ({ value: p.Id, label: p.Descripcion })),
    ...pruebas.filter((p) => !enlazadas.has(p.Id)).map((p) => ({ value: p.Id, label: p.Descripcion })),
  ];
  return (
    <div key={`evidencia-${v.Id}`} className="max-w-4xl">
      <FichaCabecera titulo={titulo} className="mb-4">
        <Link to={`/estandar/${v.Estandar.Id}`} className={buttonVariants({ variant: 'ghost' })}>
          {`${w.estandar} ${v.Estandar.Codigo}`}
        </Link>
      </FichaCabecera>
      <p className="mb-4 text-sm text-slate-700">{`${t.manual}: ${v.Manual.Codigo} · ${v.Manual.Nombre}`}</p>
      {guardado ? <Aviso kind="success">{t.guardado}</Aviso> : null}
      {!estructura && escribe ? <Aviso kind="error">{t.publicadoAviso}</Aviso> : null}
      <EvidenciaForm
        evidenciaId={v.Id}
        readOnly={!estructura}
        initial={{
          manualId: String(v.ManualId),
          estandarId: String(v.Estandar.Id),
          codigo: v.Codigo,
          descripcion: v.Descripcion,
          observaciones: v.Observaciones ?? '',
          esencial: v.Esencial,
          minimo: String(v.Minimo),
          orden: String(v.Orden),
        }}
        manuales={opciones.manuales.map((m) => ({ value: String(m.Id), label: `${m.Codigo} v${m.Version} · ${m.Nombre}` }))}
        estandares={estandares.map((s) => ({
          value: String(s.Id),
          label: etiquetaDe(s.Codigo, s.Descripcion),
          manualId: s.ManualId,
        }))}
        labels={{ estandar: w.estandar, legend: textosTermino.editar(w.termino.evidencia) }}
      />
      <Seccion id="evidencia-relaciones" title={`${t.evidencias.pruebas} y ${t.evidencias.ejemplos.toLowerCase()}`}>
        <div className="grid gap-4">
          <LinkPicker
            legend={t.evidencias.pruebas}
            path={`/evidencias/${v.Id}/pruebas/reasignar`}
            field="pruebas"
            options={opcionesPrueba}
            selected={v.Pruebas.map((p) => p.Id)}
            disabled={!estructura}
            empty={t.evidencias.sinPruebasManual}
          />
          <LinkPicker
            legend={t.evidencias.ejemplos}
            path={`/evidencias/${v.Id}/ejemplos/reasignar`}
            field="ejemplos"
            options={ejemplos.map((x) => ({ value: x.Id, label: x.Titulo }))}
            selected={v.Ejemplos.map((x) => x.Id)}
            disabled={!escribe}
          />
        </div>
      </Seccion>
      {estructura ? <PieEliminar path={`/evidencias/${v.Id}`} redirectTo={`/estandar/${v.Estandar.Id}`} /> : null}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
