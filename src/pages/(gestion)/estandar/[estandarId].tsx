import { Aviso, FichaCabecera, PieEliminar, recienGuardado } from '../../../components/catalogo/comun/ficha.tsx';
import { EstandarForm } from '../../../components/catalogo/estandares/estandar-form.tsx';
import { GuiasEditor } from '../../../components/catalogo/estandares/guias-editor.tsx';
import { LinkPicker } from '../../../components/catalogo/estandares/link-picker.tsx';
import { Seccion } from '../../../components/catalogo/estandares/seccion.tsx';
import { etiquetaDe } from '../../../components/catalogo/estandares/terms.ts';
import { idDe } from '../../../components/shared/route-params.ts';
import { NotFound } from '../../../components/status/not-found.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { StatusTag } from '../../../components/ui/tag.tsx';
import { isEditable } from '../../../domain/catalogo/edicion.ts';
import { type EstandarRecord, getEstandar } from '../../../domain/catalogo/estandares.ts';
import { opcionesEjemplos, opcionesEstandar } from '../../../domain/catalogo/estandares-opciones.ts';
import { type GuiaRecord, listGuias } from '../../../domain/catalogo/guias-evaluacion.ts';
import { isAppError } from '../../../domain/errors.ts';
import { CATALOGO } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { catalogoEstandares as t } from '../../../i18n/catalogo-estandares.ts';
import { terminos, textosTermino } from '../../../i18n/terminologia.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';

/** `/estandar/{EstandarId}`: every field, tags, scopes, examples, its evidences and its evaluation guide (MANUALES). */
export default async function EstandarPage({ path, query, estandarId }: { path: string; query?: string; estandarId: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const id = idDe(estandarId);
  let e: EstandarRecord;
  try {
    e = await getEstandar(ctx, id);
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
  const w = terminos(ctx.instancia);
  const [opciones, ejemplos, guias] = await Promise.all([
    opcionesEstandar(ctx),
    opcionesEjemplos(ctx),
    listGuias(ctx, { query: { pagina: 1, registrosPorPagina: 100 }, filtros: { estandarId: e.Id } }),
  ]);
  const escribe = puede(actor, CATALOGO.escribe);
  const estructura = escribe && isEditable({ estadoClave: e.Manual.EstadoClave as 'edicion' });
  const guardado = recienGuardado(query);
  const titulo = `${w.estandar} ${e.Codigo}`;
  return (
    <div key={`estandar-${e.Id}`} className="max-w-4xl">
      <FichaCabecera titulo={titulo} className="mb-4">
        <Link to={`/estandares?manualId=${e.ManualId}`} className={buttonVariants({ variant: 'ghost' })}>
          {t.volver}
        </Link>
      </FichaCabecera>
      <p className="mb-4 text-sm text-slate-700">{`${t.manual}: ${e.Manual.Codigo} v${e.Manual.Version} · ${e.Manual.Nombre}`}</p>
      {guardado ? <Aviso kind="success">{t.guardado}</Aviso> : null}
      {!estructura && escribe ? <Aviso kind="error">{t.publicadoAviso}</Aviso> : null}
      <EstandarForm
        estandarId={e.Id}
        readOnly={!estructura}
        initial={{
          manualId: String(e.ManualId),
          bloqueId: String(e.Bloque.Id),
          codigo: e.Codigo,
          descripcion: e.Descripcion,
          proposito: e.Proposito ?? '',
          observaciones: e.Observaciones ?? '',
          esencial: e.Esencial,
          paqueteId: e.Paquete ? String(e.Paquete.Id) : '',
          minimo: String(e.Minimo),
          orden: String(e.Orden),
        }}
        manuales={opciones.manuales.map((m) => ({ value: String(m.Id), label: `${m.Codigo} v${m.Version} · ${m.Nombre}` }))}
        bloques={opciones.bloques.map((b) => ({
          value: String(b.Id),
          label: etiquetaDe(b.Codigo, b.Nombre),
          manualId: b.ManualId,
        }))}
        paquetes={opciones.paquetes.map((p) => ({ value: String(p.Id), label: p.Nombre }))}
        labels={{ bloque: w.bloque, paquete: w.paquete, legend: textosTermino.editar(w.termino.estandar) }}
      />
      <Seccion
        id="estandar-relaciones"
        title={`${t.estandares.etiquetas}, ${t.estandares.ambitos.toLowerCase()} y ${t.estandares.ejemplos.toLowerCase()}`}
      >
        <div className="grid gap-4">
          <LinkPicker
            legend={t.estandares.etiquetas}
            path={`/estandares/${e.Id}/etiquetas/reasignar`}
            field="etiquetas"
            options={opciones.etiquetas.map((x) => ({ value: x.Id, label: x.Nombre, color: x.Color }))}
            selected={e.Etiquetas.map((x) => x.Id)}
            disabled={!estructura}
          />
          <LinkPicker
            legend={t.estandares.ambitos}
            path={`/estandares/${e.Id}/ambitos/reasignar`}
            field="ambitos"
            options={opciones.ambitos.map((x) => ({ value: x.Id, label: x.Nombre }))}
            selected={e.Ambitos.map((x) => x.Id)}
            disabled={!estructura}
          />
          <LinkPicker
            legend={t.estandares.ejemplos}
            path={`/estandares/${e.Id}/ejemplos/reasignar`}
            field="ejemplos"
            options={ejemplos.map((x) => ({ value: x.Id, label: x.Titulo }))}
            selected={e.Ejemplos.map((x) => x.Id)}
            disabled={!escribe}
          />
        </div>
      </Seccion>
      <Seccion id="estandar-evidencias" title={w.evidencias}>
        {e.Evidencias.length === 0 ? (
          <p className="text-sm text-slate-700">{t.estandares.sinEvidencias}</p>
        ) : (
          <ul className="grid gap-2">
            {e.Evidencias.map((v) => (
              <li key={v.Id} className="flex flex-wrap items-center gap-2">
                <Link to={`/evidencia/${v.Id}`} className="font-medium text-slate-900 underline underline-offset-4">
                  {etiquetaDe(v.Codigo, v.Descripcion, 120)}
                </Link>
                {v.Esencial ? <StatusTag tone="negativo">{t.esencial}</StatusTag> : null}
              </li>
            ))}
          </ul>
        )}
        {estructura ? (
          <Link
            to={`/evidencia?manualId=${e.ManualId}&estandarId=${e.Id}`}
            className={`${buttonVariants({ variant: 'secondary', size: 'sm' })} mt-4`}
          >
            {textosTermino.nuevo(w.termino.evidencia)}
          </Link>
        ) : null}
      </Seccion>
      <Seccion id="estandar-guias" title={t.guias.titulo}>
        <GuiasEditor estandarId={e.Id} guias={guias.records as GuiaRecord[]} disabled={!estructura} />
      </Seccion>
      {estructura ? <PieEliminar path={`/estandares/${e.Id}`} redirectTo={`/estandares?manualId=${e.ManualId}`} /> : null}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
