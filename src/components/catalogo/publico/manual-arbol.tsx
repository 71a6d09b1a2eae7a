import type { Instancia } from '../../../db/schema/index.ts';
import type { EstandarNodo, ManualArbol } from '../../../domain/catalogo/publico.ts';
import { catalogoPublico as t } from '../../../i18n/catalogo-publico.ts';
import { terminos } from '../../../i18n/terminologia.ts';
import { Link } from '../../ui/router.tsx';
import { ColorTag } from '../../ui/tag.tsx';
import { EsencialTag } from './esencial-tag.tsx';
import { ManualEnlaces, ManualMeta } from './manual-card.tsx';

const COLOR = /^#[0-9a-f]{6}$/i;
const linkClass = 'text-slate-900 underline decoration-slate-400 underline-offset-4 hover:decoration-slate-900';

/** Index of blocks and standards: plain in-page links, so Tab and Enter move through it. */
function Indice({ manual, instancia }: { manual: ManualArbol; instancia: Instancia }) {
  return (
    <nav
      aria-labelledby="indice-titulo"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto"
    >
      <h2 id="indice-titulo" className="text-base font-semibold text-slate-900">
        {t.indice}
      </h2>
      <ol className="mt-2 space-y-2 text-sm">
        {manual.Bloques.map((b) => (
          <li key={b.Id}>
            <a href={`#bloque-${b.Id}`} className={`font-semibold ${linkClass}`}>
              {[b.Codigo, b.Nombre].filter(Boolean).join('. ')}
            </a>
            <ol className="mt-1 space-y-1 border-l border-slate-300 pl-3">
              {b.Estandares.map((e) => (
                <li key={e.Id}>
                  <a href={`#estandar-${e.Id}`} className={linkClass}>
                    {e.Codigo}
                    <span className="sr-only">{` ${terminos(instancia).estandar}: ${e.Descripcion}`}</span>
                  </a>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Ejemplos({
  estandarId,
  ejemplos,
  headingLevel,
  titulo = t.ejemplos,
}: {
  estandarId: number;
  ejemplos: Array<{ Id: number; Titulo: string }>;
  headingLevel: 'h4' | 'h5';
  /** The heading: an evidence's examples say whose they are, so they are not read as the standard's. */
  titulo?: string;
}) {
  if (ejemplos.length === 0) return null;
  const H = headingLevel;
  return (
    <div className="mt-2">
      <H className="text-sm font-semibold text-slate-900">{titulo}</H>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {ejemplos.map((x) => (
          <li key={x.Id}>
            <Link to={`/estandares/${estandarId}/ejemplos/${x.Id}`} className={linkClass}>
              {x.Titulo}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Estandar({ e, instancia }: { e: EstandarNodo; instancia: Instancia }) {
  const id = `estandar-${e.Id}`;
  return (
    <article id={id} aria-labelledby={`${id}-titulo`} className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={`${id}-titulo`} className="text-lg font-semibold text-slate-900">
        <span className="mr-1 font-mono">{e.Codigo}</span> {e.Descripcion}
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <EsencialTag esencial={e.Esencial} />
        {e.Etiquetas.map((x) => (
          <ColorTag key={x.Id} color={x.Color}>
            {x.Nombre}
          </ColorTag>
        ))}
        {e.Paquete ? <span className="text-slate-700">{`${t.paquete}: ${e.Paquete.Nombre}`}</span> : null}
      </div>
      {e.Proposito ? (
        <p className="mt-2 text-slate-800">
          <strong>{`${t.proposito}: `}</strong>
          {e.Proposito}
        </p>
      ) : null}
      {e.Observaciones ? <p className="mt-1 text-sm text-slate-700">{`${t.observaciones}: ${e.Observaciones}`}</p> : null}
      <p className="mt-1 text-sm text-slate-700">{t.minimoEvidencias(e.Minimo)}</p>
      {e.Evidencias.length > 0 ? (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-slate-900">{terminos(instancia).evidencias}</h4>
          <ul className="mt-1 divide-y divide-slate-100 text-sm">
            {e.Evidencias.map((v) => (
              <li key={v.Id} className="py-2">
                <p className="text-slate-800">
                  <span className="mr-1 font-mono text-slate-900">{v.Codigo}</span> {v.Descripcion}{' '}
                  <EsencialTag esencial={v.Esencial} />
                </p>
                {v.Observaciones ? <p className="text-slate-700">{v.Observaciones}</p> : null}
                <Ejemplos estandarId={e.Id} ejemplos={v.Ejemplos} headingLevel="h5" titulo={t.ejemplosEvidencia(v.Codigo)} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Ejemplos estandarId={e.Id} ejemplos={e.Ejemplos} headingLevel="h4" />
    </article>
  );
}

/** A manual as the public reads it: header, index, and one section per block. */
export function ManualArbolView({ manual, instancia }: { manual: ManualArbol; instancia: Instancia }) {
  return (
    <div>
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-slate-900">{manual.Nombre}</h1>
        <div className="mt-2">
          <ManualMeta manual={manual} />
        </div>
        {!manual.Publico || manual.EstadoClave === 'edicion' ? (
          <p className="mt-3 rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900">{t.noPublico}</p>
        ) : null}
        {manual.Descripcion ? <p className="mt-3 max-w-3xl text-slate-800">{manual.Descripcion}</p> : null}
        {manual.Ambitos.length > 0 ? (
          <p className="mt-2 text-sm text-slate-700">{`${t.ambitos}: ${manual.Ambitos.map((a) => a.Nombre).join(', ')}`}</p>
        ) : null}
        <ManualEnlaces manual={manual} consultar={false} />
      </header>
      {manual.Bloques.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-slate-700">{t.sinContenido}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <div>
            <Indice manual={manual} instancia={instancia} />
          </div>
          <div className="space-y-10">
            {manual.Bloques.map((b) => (
              <section
                key={b.Id}
                id={`bloque-${b.Id}`}
                aria-labelledby={`bloque-${b.Id}-titulo`}
                className="scroll-mt-4 border-l-8 pl-4"
                style={{ borderLeftColor: b.Color && COLOR.test(b.Color) ? b.Color : '#cbd5e1' }}
              >
                <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">{terminos(instancia).bloque}</p>
                <h2 id={`bloque-${b.Id}-titulo`} className="text-2xl font-bold text-slate-900">
                  {[b.Codigo, b.Nombre].filter(Boolean).join('. ')}
                </h2>
                {b.Descripcion ? <p className="mt-1 text-slate-800">{b.Descripcion}</p> : null}
                <div className="mt-4 space-y-4">
                  {b.Estandares.map((e) => (
                    <Estandar key={e.Id} e={e} instancia={instancia} />
                  ))}
                </div>
                <p className="mt-3 text-sm">
                  <a href="#indice-titulo" className={linkClass}>
                    {t.volverArriba}
                  </a>
                </p>
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
