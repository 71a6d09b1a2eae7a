import { ActuacionForm } from '../../../components/actuaciones/actuacion-form.tsx';
import { FichaCabecera } from '../../../components/catalogo/comun/ficha.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { ACTUACIONES } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { actuacionesUi as t } from '../../../i18n/actuaciones.ts';
import { loadActuacionFicha } from '../../../platform/page-actuaciones.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';

/** `/actuacion`: a new actuación with its files (ACTUACIONES at E; at L the form shows read-only). */
export default async function NuevaActuacionPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const { tipos, etiquetas } = await loadActuacionFicha(ctx);
  return (
    <div key="actuacion-alta" className="grid max-w-4xl gap-4">
      <FichaCabecera titulo={t.nueva}>
        <Link to="/actuaciones" className={buttonVariants({ variant: 'ghost' })}>
          {t.volver}
        </Link>
      </FichaCabecera>
      <ActuacionForm
        instancia={ctx.instancia.id}
        tipos={tipos}
        etiquetas={etiquetas}
        readOnly={!puede(actor, ACTUACIONES.escribe)}
        initial={{
          titulo: '',
          descripcion: '',
          fechaInicio: '',
          fechaFin: '',
          tipoClave: '',
          proyectoId: null,
          usuarios: [],
          centros: [],
          etiquetas: new Set(),
        }}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
