import { Aviso, FichaCabecera, PieEliminar, recienGuardado } from '../../../components/catalogo/comun/ficha.tsx';
import { EjemploForm } from '../../../components/catalogo/estandares/ejemplo-form.tsx';
import { LinkPicker } from '../../../components/catalogo/estandares/link-picker.tsx';
import { Seccion } from '../../../components/catalogo/estandares/seccion.tsx';
import { etiquetaDe } from '../../../components/catalogo/estandares/terms.ts';
import { idDe } from '../../../components/shared/route-params.ts';
import { NotFound } from '../../../components/status/not-found.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { type EjemploRecord, getEjemplo } from '../../../domain/catalogo/ejemplos.ts';
import { opcionesEstandar, opcionesEstandares, opcionesEvidencias } from '../../../domain/catalogo/estandares-opciones.ts';
import { isAppError } from '../../../domain/errors.ts';
import { CATALOGO } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { catalogoEstandares as t } from '../../../i18n/catalogo-estandares.ts';
import { terminos } from '../../../i18n/terminologia.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';

/** `/ejemplo/{EjemploId}`: the example (rich-text description) and the standards and evidences that show it (MANUALES). */
export default async function EjemploPage({ path, query, ejemploId }: { path: string; query?: string; ejemploId: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const id = idDe(ejemploId);
  let e: EjemploRecord;
  try {
    e = await getEjemplo(ctx, id);
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
  const w = terminos(ctx.instancia);
  const [opciones, estandares, evidencias] = await Promise.all([
    opcionesEstandar(ctx),
    opcionesEstandares(ctx),
    opcionesEvidencias(ctx),
  ]);
  const manual = new Map(opciones.manuales.map((m) => [m.Id, `${m.Codigo} v${m.Version}`]));
  const escribe = puede(actor, CATALOGO.escribe);
  const guardado = recienGuardado(query);
  return (
    <div key={`ejemplo-${e.Id}`} className="max-w-4xl">
      <FichaCabecera titulo={e.Titulo} className="mb-4">
        <Link to="/ejemplos" className={buttonVariants({ variant: 'ghost' })}>
          {t.volver}
        </Link>
      </FichaCabecera>
      {guardado ? <Aviso kind="success">{t.guardado}</Aviso> : null}
      <EjemploForm
        ejemploId={e.Id}
        readOnly={!escribe}
        initial={{
          titulo: e.Titulo,
          autor: e.Autor ?? '',
          referencia: e.Referencia ?? '',
          descripcion: e.Descripcion ?? '',
          texto: e.Texto ?? '',
        }}
      />
      <Seccion id="ejemplo-relaciones" title={`${w.estandares} y ${w.evidencias.toLowerCase()}`}>
        <div className="grid gap-4">
          <LinkPicker
            legend={w.estandares}
            path={`/ejemplos/${e.Id}/estandares/reasignar`}
            field="estandares"
            options={estandares.map((s) => ({
              value: s.Id,
              label: `${manual.get(s.ManualId) ?? ''} · ${etiquetaDe(s.Codigo, s.Descripcion, 80)}`,
            }))}
            selected={e.Estandares.map((s) => s.Id)}
            disabled={!escribe}
          />
          <LinkPicker
            legend={w.evidencias}
            path={`/ejemplos/${e.Id}/evidencias/reasignar`}
            field="evidencias"
            options={evidencias.map((v) => ({
              value: v.Id,
              label: `${manual.get(v.ManualId) ?? ''} · ${etiquetaDe(v.Codigo, v.Descripcion, 80)}`,
            }))}
            selected={e.Evidencias.map((v) => v.Id)}
            disabled={!escribe}
          />
          {escribe ? (
            <Link to={`/estandar?ejemploId=${e.Id}`} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              {t.ejemplos.crearEstandarConEjemplo}
            </Link>
          ) : null}
        </div>
      </Seccion>
      {escribe ? <PieEliminar path={`/ejemplos/${e.Id}`} redirectTo="/ejemplos" /> : null}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
