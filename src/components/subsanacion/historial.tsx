import { fechaEs } from '../../domain/shared/fechas.ts';
import type { Ronda } from '../../domain/subsanacion/lectura.ts';
import { subsanacionEstados, subsanacionPaginas as t } from '../../i18n/autoevaluacion-subsanacion.ts';
import { Seccion } from '../shared/seccion.tsx';
import { StatusTag } from '../ui/tag.tsx';

const tono: Record<string, 'positivo' | 'negativo' | 'neutro'> = {
  ABIERTA: 'neutro',
  REENVIADA: 'positivo',
  CADUCADA: 'negativo',
};

/** One round: its state and dates, and each standard's comment beside the centre's answer. */
function RondaCard(props: { ronda: Ronda; enlace?: (estandarId: number) => string; nivel: 2 | 3 }) {
  const r = props.ronda;
  const H = props.nivel === 2 ? 'h2' : 'h3';
  const hid = `ronda-${r.Id}`;
  return (
    <section aria-labelledby={hid} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <H id={hid} className="text-lg font-semibold text-slate-900">
          {t.ronda(r.Numero)}
        </H>
        <StatusTag tone={tono[r.Estado] ?? 'neutro'}>{subsanacionEstados[r.Estado] ?? r.Estado}</StatusTag>
      </div>
      <p className="text-sm text-slate-700">
        {t.plazo(fechaEs(r.FechaLimite))} · {t.abiertaPor(r.Apertura.UsuarioNombre ?? '—', fechaEs(r.Apertura.Fecha))}
        {r.Cierre ? ` · ${t.cerradaPor(r.Cierre.UsuarioNombre ?? '—', fechaEs(r.Cierre.Fecha))}` : ''}
      </p>
      <ul className="grid gap-3">
        {r.Estandares.map((e) => (
          <li key={e.EstandarId} className="grid gap-2 border-t border-slate-100 pt-3">
            <p className="font-semibold text-slate-900">
              {props.enlace ? (
                <a href={props.enlace(e.EstandarId)} className="underline">
                  {e.Codigo}
                </a>
              ) : (
                e.Codigo
              )}{' '}
              <span className="font-normal">{e.Descripcion}</span>
            </p>
            <div className="grid gap-3 md:grid-cols-2">
              <div className="rounded-md bg-slate-50 p-3">
                <p className="text-sm font-semibold text-slate-800">{t.comentarioEvaluador}</p>
                <p className="whitespace-pre-line text-slate-900">{e.Comentario}</p>
              </div>
              <div className="rounded-md bg-slate-50 p-3">
                <p className="text-sm font-semibold text-slate-800">{t.respuestaEquipo}</p>
                {e.Respuesta ? (
                  <>
                    <p className="whitespace-pre-line text-slate-900">{e.Respuesta}</p>
                    <p className="text-xs text-slate-700">
                      {e.RespuestaUsuarioNombre ?? ''} {e.RespuestaFecha ? fechaEs(e.RespuestaFecha) : ''}
                    </p>
                  </>
                ) : (
                  <p className="text-slate-700 italic">{t.sinRespuesta}</p>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The history of correction rounds, newest first, for an evaluation or the self-assessment it
 * returned (either id works); with `estandarId`, only the rounds that returned that standard
 * (the standard page of both areas mounts it this way). `enlace` links each standard. `rondas`
 * are read by the page (src/platform/page-subsanacion.ts): null for a caller who may not read
 * them, and then nothing shows.
 */
export function HistorialSubsanacion(props: {
  rondas: Ronda[] | null;
  estandarId?: number;
  enlace?: (estandarId: number) => string;
  titulo?: string;
}) {
  const Registros = props.rondas;
  if (!Registros) return null;
  const titulo = props.titulo ?? (props.estandarId ? t.historialEstandar : t.historial);
  return (
    <Seccion id="historial-subsanacion" titulo={titulo} className="grid gap-3">
      {Registros.length === 0 ? (
        <p className="text-slate-800">{props.estandarId ? t.sinRondasEstandar : t.sinRondas}</p>
      ) : (
        Registros.map((r) => <RondaCard key={r.Id} ronda={r} enlace={props.enlace} nivel={3} />)
      )}
    </Seccion>
  );
}
