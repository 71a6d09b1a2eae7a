import { ClonarFormulario, FormularioForm } from '../../../components/catalogo/pruebas/formulario-form.tsx';
import { PreguntasEditor } from '../../../components/catalogo/pruebas/preguntas-editor.tsx';
import { PageTitle } from '../../../components/page/page-title.tsx';
import { NotFound } from '../../../components/status/not-found.tsx';
import { DeleteButton } from '../../../components/ui/api-action.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { type FormularioRecord, formularioBloqueado, getFormulario } from '../../../domain/catalogo/formularios.ts';
import { tiposPreguntaOpciones } from '../../../domain/catalogo/pruebas-opciones.ts';
import { isAppError } from '../../../domain/errors.ts';
import { CATALOGO } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { paginasPruebas as t } from '../../../i18n/catalogo-pruebas.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';

/** `/formulario/{FormularioId}`: the form, its questions and their answers, edited in place (MANUALES). */
export default async function FormularioPage({
  path,
  query,
  formularioId,
}: {
  path: string;
  query?: string;
  formularioId: string;
}) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const id = /^\d{1,9}$/.test(formularioId) ? Number(formularioId) : 0;
  let formulario: FormularioRecord;
  try {
    formulario = await getFormulario(ctx, id);
  } catch (e) {
    if (isAppError(e) && e.status === 404) return <NotFound />;
    throw e;
  }
  const [tipos, bloqueado] = await Promise.all([tiposPreguntaOpciones(ctx), formularioBloqueado(ctx, id)]);
  const puedeEditar = puede(actor, CATALOGO.escribe);
  const readOnly = bloqueado || !puedeEditar;
  return (
    <div key={`formulario-${formulario.Id}`} className="max-w-4xl">
      <PageTitle>{`${t.formulario}: ${formulario.Titulo}`}</PageTitle>
      <p className="mb-2 text-sm">
        <Link to="/formularios" className="text-slate-800 underline underline-offset-4">
          {t.formularios}
        </Link>
      </p>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{formulario.Titulo}</h1>
        {puedeEditar ? (
          <div className="flex flex-wrap items-start gap-2">
            <ClonarFormulario formularioId={formulario.Id} titulo={formulario.Titulo} />
            {bloqueado ? null : (
              <DeleteButton path={`/formularios/${formulario.Id}`} redirectTo="/formularios" label={t.eliminarFormulario} />
            )}
          </div>
        ) : null}
      </div>
      {bloqueado ? (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950">
          {t.bloqueado}
        </p>
      ) : null}
      <FormularioForm
        formularioId={formulario.Id}
        readOnly={readOnly}
        initial={{ titulo: formulario.Titulo, aclaraciones: formulario.Aclaraciones ?? '', minimo: String(formulario.Minimo) }}
      />
      <PreguntasEditor
        formularioId={formulario.Id}
        preguntas={formulario.Preguntas}
        tipos={tipos.map((tp) => ({ clave: tp.clave, nombre: tp.nombre, conRespuestas: tp.conRespuestas }))}
        readOnly={readOnly}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
