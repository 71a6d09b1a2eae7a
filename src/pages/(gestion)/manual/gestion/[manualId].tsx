import { ConHistorial } from '../../../../components/auditoria/historial.tsx';
import { FichaCabecera } from '../../../../components/catalogo/comun/ficha.tsx';
import { LinkPicker } from '../../../../components/catalogo/estandares/link-picker.tsx';
import { ClonarButton } from '../../../../components/catalogo/manuales/clonar-button.tsx';
import { ManualFichero } from '../../../../components/catalogo/manuales/manual-fichero.tsx';
import { ManualForm } from '../../../../components/catalogo/manuales/manual-form.tsx';
import { PublicarButton } from '../../../../components/catalogo/manuales/publicar-button.tsx';
import { toneEstado } from '../../../../components/catalogo/manuales/util.ts';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { DeleteButton } from '../../../../components/ui/api-action.tsx';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { FormMessage } from '../../../../components/ui/form-controls.tsx';
import { Link } from '../../../../components/ui/router.tsx';
import { ColorTag, StatusTag } from '../../../../components/ui/tag.tsx';
import { getManual, type ManualRecord } from '../../../../domain/catalogo/manuales.ts';
import { isAppError } from '../../../../domain/errors.ts';
import { CATALOGO } from '../../../../domain/permisos/politicas.ts';
import { puede } from '../../../../domain/permisos/regla.ts';
import { manualesUi as t } from '../../../../i18n/catalogo-manuales.ts';
import { terminos, textosTermino } from '../../../../i18n/terminologia.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';
import { loadHistorial } from '../../../../platform/page-historial.ts';
import { etiquetasDeTipo, opcionesAmbitos, opcionesMapas } from '../../../../platform/page-opciones/catalogo.ts';

/**
 * `/manual/gestion/{ManualId}`: every field of a manual, its MAN file, tags and scopes, its
 * blocks, and the publish / clone / delete actions (MANUALES). Once published the identity
 * fields are read-only and the notice says what may still change (ADR 0010).
 */
export default async function ManualGestionPage({ path, query, manualId }: { path: string; query?: string; manualId: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  let m: ManualRecord;
  try {
    m = await getManual(ctx, idDe(manualId));
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
  const w = terminos(ctx.instancia);
  const [mapas, ambitos, etiquetas] = await Promise.all([opcionesMapas(ctx), opcionesAmbitos(ctx), etiquetasDeTipo(ctx, 'MAN')]);
  const escribe = puede(actor, CATALOGO.escribe);
  const q = new URLSearchParams(query ?? '');
  const titulo = t.editarManual(m.Codigo, m.Version);
  return (
    <div key={`manual-${m.Id}`} className="grid max-w-4xl gap-6">
      <FichaCabecera titulo={titulo}>
        <div className="flex flex-wrap items-center gap-2">
          <StatusTag tone={toneEstado(m.EstadoClave)}>{t.estados[m.EstadoClave] ?? m.EstadoClave}</StatusTag>
          <Link to={`/manual/${m.Id}/edicion`} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {t.editor}
          </Link>
          {escribe ? <ClonarButton manualId={m.Id} codigo={m.Codigo} version={m.Version} /> : null}
          <Link to="/manuales" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            {t.volver}
          </Link>
        </div>
      </FichaCabecera>
      <ConHistorial path={path} entidad="manual" entidadId={m.Id} historial={await loadHistorial(ctx, 'manual', m.Id, query)}>
        {q.get('guardado') === '1' || q.get('clonado') === '1' ? (
          <FormMessage kind="success">{q.get('clonado') === '1' ? t.clonado : t.guardado}</FormMessage>
        ) : null}
        {m.Editable ? null : <FormMessage kind="error">{t.publicadoAviso}</FormMessage>}
        <ManualForm
          manualId={m.Id}
          estadoActual={m.EstadoClave}
          fechaPublicacion={m.FechaPublicacion}
          readOnly={!escribe}
          mapas={mapas}
          initial={{
            codigo: m.Codigo,
            nombre: m.Nombre,
            version: m.Version,
            estadoClave: m.EstadoClave,
            mapaId: String(m.Mapa.Id),
            descripcion: m.Descripcion ?? '',
            enlace: m.Enlace ?? '',
            fechaCierre: m.FechaCierre ?? '',
            publico: m.Publico,
          }}
        />
        <ManualFichero manualId={m.Id} fichero={m.Fichero} readOnly={!escribe} />
        <div className="grid gap-4 sm:grid-cols-2">
          <LinkPicker
            legend={t.etiquetas}
            path={`/manuales/${m.Id}/etiquetas/reasignar`}
            field="etiquetas"
            options={etiquetas.map((e) => ({ value: e.Id, label: e.Nombre, color: e.Color }))}
            selected={m.Etiquetas.map((e) => e.Id)}
            disabled={!escribe}
            empty={t.sinEtiquetas}
          />
          <LinkPicker
            legend={t.ambitos}
            path={`/manuales/${m.Id}/ambitos/reasignar`}
            field="ambitos"
            options={ambitos}
            selected={m.Ambitos.map((a) => a.Id)}
            disabled={!escribe}
            empty={t.sinAmbitos}
          />
        </div>
        <section aria-labelledby="manual-bloques" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="manual-bloques" className="text-xl font-semibold text-slate-900">
              {`${w.bloques} (${m.Bloques.length})`}
            </h2>
            {escribe && m.Editable ? (
              <Link to={`/bloque?manualId=${m.Id}`} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
                {textosTermino.nuevo(w.termino.bloque)}
              </Link>
            ) : null}
          </div>
          <ul className="flex flex-wrap gap-2">
            {m.Bloques.map((b) => (
              <li key={b.Id}>
                <Link to={`/bloque/${b.Id}`} className="focus-visible:outline-3 focus-visible:outline-brand-2">
                  <ColorTag color={b.Color}>{[b.Codigo, b.Nombre].filter(Boolean).join(' · ')}</ColorTag>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {escribe && m.Editable ? (
          <div className="flex flex-wrap items-start gap-4 border-t border-slate-200 pt-4">
            <PublicarButton manualId={m.Id} tieneFichero={m.Fichero !== null} bloques={m.Bloques.length} />
            <DeleteButton path={`/manuales/${m.Id}`} redirectTo="/manuales" />
          </div>
        ) : null}
      </ConHistorial>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
