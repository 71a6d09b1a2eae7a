import type { ReactNode } from 'react';
import { TituloPagina } from '../../components/page/page-title.tsx';
import { Link } from '../../components/ui/router.tsx';
import { accesibilidadUi as t } from '../../i18n/accesibilidad.ts';
import { pageInstancia } from '../../platform/page-context.ts';

function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-2xl font-semibold text-slate-900">{titulo}</h2>
      <div className="mt-3 space-y-3 text-slate-800">{children}</div>
    </section>
  );
}

const Lista = ({ puntos }: { puntos: readonly string[] }) => (
  <ul className="list-disc space-y-2 pl-6">
    {puntos.map((p) => (
      <li key={p}>{p}</li>
    ))}
  </ul>
);

/** `/accesibilidad`: the accessibility statement of RD 1112/2018, with the official model's sections. */
export default async function AccesibilidadPage() {
  const instancia = await pageInstancia();
  return (
    <article className="max-w-3xl">
      <TituloPagina>{t.titulo}</TituloPagina>
      <div className="mt-4 space-y-3 text-lg text-slate-800">
        <p>{t.intro(instancia.nombre)}</p>
        <p>{t.ambito(instancia.nombre)}</p>
      </div>
      <Seccion titulo={t.situacion.titulo}>
        <p>{t.situacion.texto}</p>
      </Seccion>
      <Seccion titulo={t.noAccesible.titulo}>
        <p>{t.noAccesible.intro}</p>
        <h3 className="text-xl font-semibold text-slate-900">{t.noAccesible.faltaConformidad.titulo}</h3>
        <Lista puntos={t.noAccesible.faltaConformidad.puntos} />
        <h3 className="text-xl font-semibold text-slate-900">{t.noAccesible.cargaDesproporcionada.titulo}</h3>
        <p>{t.noAccesible.cargaDesproporcionada.texto}</p>
        <h3 className="text-xl font-semibold text-slate-900">{t.noAccesible.fueraAmbito.titulo}</h3>
        <Lista puntos={t.noAccesible.fueraAmbito.puntos} />
      </Seccion>
      <Seccion titulo={t.preparacion.titulo}>
        <p>{t.preparacion.fecha(t.fechaPreparacion)}</p>
        <p>{t.preparacion.metodo}</p>
        <p>{t.preparacion.revision(t.fechaRevision)}</p>
      </Seccion>
      <Seccion titulo={t.observaciones.titulo}>
        <p>{t.observaciones.texto}</p>
        <Lista puntos={t.observaciones.puntos} />
        <p>
          <Link to="/contacto" className="font-semibold text-slate-900 underline underline-offset-4">
            {t.observaciones.via}
          </Link>
          {instancia.emailContacto ? ` ${t.observaciones.correo(instancia.emailContacto)}` : ''}.
        </p>
        <p>{t.observaciones.solicitudes}</p>
        <p>{t.observaciones.plazo}</p>
      </Seccion>
      <Seccion titulo={t.procedimiento.titulo}>
        <p>{t.procedimiento.texto}</p>
        <p>{t.procedimiento.via}</p>
      </Seccion>
      <Seccion titulo={t.contenido.titulo}>
        <p>{t.contenido.texto}</p>
      </Seccion>
    </article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
