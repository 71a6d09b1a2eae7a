import type { ReactNode } from 'react';
import { Link } from '../ui/router.tsx';
import { PageTitle } from './page-title.tsx';

/** The shape of the short status pages (404, error, respuesta, confirmación). */
export function MessagePage(props: { title: string; heading: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl py-12 text-center">
      <PageTitle>{props.title}</PageTitle>
      {props.icon ? <div className="mb-4 flex justify-center text-slate-700">{props.icon}</div> : null}
      <h1 className="text-3xl font-bold text-slate-900">{props.heading}</h1>
      <div className="mt-4 text-lg text-slate-700">{props.children}</div>
      <p className="mt-8">
        <Link to="/inicio" className="inline-flex rounded-md bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700">
          Volver al inicio
        </Link>
      </p>
    </div>
  );
}
