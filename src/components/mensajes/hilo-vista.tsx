import type { Hilo } from '../../domain/mensajes/lectura.ts';
import { formatDateTime } from '../../domain/shared/mail/dates.ts';
import { mensajesUi as t } from '../../i18n/mensajes.ts';
import { FicheroLista } from '../ficheros/fichero-lista.tsx';
import { FicheroUploader } from '../ficheros/fichero-uploader.tsx';
import { StatusTag } from '../ui/tag.tsx';
import { LecturasDialog } from './lecturas-dialog.tsx';
import { MarcarLeido } from './marcar-leido.tsx';
import { MensajeEtiquetas } from './mensaje-etiquetas.tsx';
import { MensajeForm } from './mensaje-form.tsx';

type Etiqueta = { Id: number; Nombre: string; Color: string };

/**
 * A thread as both sides see it: its messages oldest first (plain text, kept as typed: React
 * escapes it and the line breaks show), who wrote each and from which side, the unread ones
 * marked, the reads dialog, the agency's tags, and the reply form for whoever may write.
 */
export function HiloVista(props: {
  hilo: Hilo;
  /** Where the thread's page lives: `/hilo/` or `/autoevaluacion/{id}/hilo/`. */
  hiloBase: string;
  /** The MEN tags the agency may put (none for the centre). */
  etiquetas?: Etiqueta[];
  estandarHref?: string;
}) {
  const { hilo } = props;
  const ultimo = hilo.Mensajes.at(-1);
  const pendientes = hilo.Mensajes.filter((m) => m.Nuevo).length;
  return (
    <div className="grid gap-6">
      <p className="text-slate-800">
        {t.proyecto}: <span className="font-semibold">{hilo.Proyecto.Codigo}</span> · {t.centro}: {hilo.Proyecto.Centro}
        {hilo.Estandar ? (
          <>
            {' '}
            ·{' '}
            {props.estandarHref ? (
              <a href={props.estandarHref} className="font-semibold text-slate-900 underline">
                {t.sobreEstandar(hilo.Estandar.Codigo)}
              </a>
            ) : (
              t.sobreEstandar(hilo.Estandar.Codigo)
            )}
          </>
        ) : null}
      </p>
      <ol className="grid gap-4" aria-label={t.mensajes}>
        {hilo.Mensajes.map((m) => (
          <li
            key={m.Id}
            className={`grid gap-2 rounded-lg border p-4 ${m.Lado === 'AGE' ? 'border-sky-300 bg-sky-50' : 'border-slate-300 bg-white'}`}
          >
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
              <span className="font-semibold text-slate-900">{m.Autor.Nombre}</span>
              <StatusTag tone="neutro">{m.Lado === 'AGE' ? t.deAgencia : t.deCentro}</StatusTag>
              <span>{formatDateTime(m.Fecha)}</span>
              {m.Nuevo ? <StatusTag tone="progreso">{t.nuevoMarca}</StatusTag> : null}
            </div>
            <h2 className="font-semibold text-slate-900">{m.Asunto}</h2>
            <p className="whitespace-pre-wrap text-slate-900">{m.Cuerpo}</p>
            {m.Propio && hilo.Escribe ? (
              <FicheroUploader
                id={`adjuntos-${m.Id}`}
                owner={{ mensajeId: m.Id }}
                tipoClave="ZC"
                existing={m.Adjuntos}
                label={t.adjuntos}
                hint={t.adjuntosAyuda}
              />
            ) : m.Adjuntos.length > 0 ? (
              <FicheroLista ficheros={m.Adjuntos} label={t.adjuntos} />
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <LecturasDialog mensajeId={m.Id} asunto={m.Asunto} total={m.Lecturas} />
              {props.etiquetas && hilo.Lado === 'AGE' && hilo.Escribe ? (
                <MensajeEtiquetas
                  mensajeId={m.Id}
                  asunto={m.Asunto}
                  disponibles={props.etiquetas}
                  actuales={m.Etiquetas.map((e) => e.Id)}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {hilo.Escribe && ultimo ? (
        <section aria-labelledby="hilo-responder" className="grid gap-3">
          <h2 id="hilo-responder" className="text-lg font-semibold text-slate-900">
            {t.responder}
          </h2>
          <MensajeForm
            proyectoId={hilo.Proyecto.Id}
            mensajePadreId={ultimo.Id}
            asunto={hilo.Asunto.startsWith('Re: ') ? hilo.Asunto : `Re: ${hilo.Asunto}`}
            hiloBase={props.hiloBase}
            respuesta
          />
        </section>
      ) : null}
      <MarcarLeido hiloId={hilo.Id} pendientes={pendientes} />
    </div>
  );
}
