import { EjemploForm } from '../../../components/catalogo/estandares/ejemplo-form.tsx';
import { EMPTY_EJEMPLO } from '../../../components/catalogo/estandares/form-values.ts';
import { TituloPagina } from '../../../components/page/page-title.tsx';
import { catalogoEstandares as t } from '../../../i18n/catalogo-estandares.ts';
import { guardPage } from '../../../platform/page-auth.ts';

/** `/ejemplo`: a new example (MANUALES); standards and evidences are linked on its page afterwards. */
export default async function NuevoEjemploPage({ path, query }: { path: string; query?: string }) {
  await guardPage(path, query);
  return (
    <div key="ejemplo-alta" className="max-w-4xl">
      <TituloPagina margen="mb-4">{t.ejemplos.nuevo}</TituloPagina>
      <EjemploForm initial={EMPTY_EJEMPLO} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
