import { Plus } from 'lucide-react';
import { buttonVariants } from '../ui/button.tsx';
import { Link } from '../ui/router.tsx';
import { PageTitle } from './page-title.tsx';

/**
 * The head of a list page: its title (document and heading) and, for who may create, the
 * primary button to the new record's form. `nuevo.documento` opens the form with a full page
 * load (a form that needs its own document); `margen` spaces the head from what follows when
 * the page's container is not a grid.
 */
export function CabeceraLista(props: {
  titulo: string;
  nuevo: { href: string; texto: string; documento?: boolean } | null;
  margen?: boolean;
}) {
  const { titulo, nuevo } = props;
  const contenido = nuevo ? (
    <>
      <Plus aria-hidden="true" className="h-4 w-4" />
      {nuevo.texto}
    </>
  ) : null;
  return (
    <>
      <PageTitle>{titulo}</PageTitle>
      <div className={`${props.margen ? 'mb-4 ' : ''}flex flex-wrap items-center justify-between gap-3`}>
        <h1 className="text-3xl font-bold text-slate-900">{titulo}</h1>
        {nuevo?.documento ? (
          <a href={nuevo.href} className={buttonVariants({ variant: 'primary' })}>
            {contenido}
          </a>
        ) : nuevo ? (
          <Link to={nuevo.href} className={buttonVariants({ variant: 'primary' })}>
            {contenido}
          </Link>
        ) : null}
      </div>
    </>
  );
}
