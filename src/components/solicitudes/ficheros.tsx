'use client';

import type { TipoFicheroClave } from '../../db/schema/ficheros.ts';
import { solicitudesGestionUi as t } from '../../i18n/solicitudes-gestion.ts';
import { FicheroLista, type FicheroRef } from '../ficheros/fichero-lista.tsx';
import { FicheroUploader } from '../ficheros/fichero-uploader.tsx';

/** A process file type as the page passes it (GET /procesos/{id} TiposFichero, internal ones included). */
interface TipoFicheroSolicitud {
  Clave: string;
  Nombre: string;
  Interno: boolean;
  LimiteFicheros: number | null;
  LimiteTamano: number | null;
  /** Its formats, e.g. ["PDF"]; empty = every admitted one. */
  Extensiones: string[];
}

interface FicheroSolicitud extends FicheroRef {
  TipoFichero: { Clave: string; Nombre: string };
}

/** The request's files by process file type; files of a type the process no longer has go last. */
function agruparFicheros(tipos: TipoFicheroSolicitud[], ficheros: FicheroSolicitud[]) {
  const claves = new Set(tipos.map((x) => x.Clave));
  const grupos = tipos.map((tipo) => ({ tipo, ficheros: ficheros.filter((f) => f.TipoFichero.Clave === tipo.Clave) }));
  const otros = ficheros.filter((f) => !claves.has(f.TipoFichero.Clave));
  return { grupos, otros };
}

/**
 * Files of a request: per file type, read-only (FicheroLista) or, while pending and for staff
 * who write, with upload and delete (FicheroUploader, owner `{ solicitudId }`).
 */
export function FicherosSolicitud(props: {
  solicitudId: number;
  tipos: TipoFicheroSolicitud[];
  ficheros: FicheroSolicitud[];
  editable: boolean;
}) {
  const { grupos, otros } = agruparFicheros(props.tipos, props.ficheros);
  if (!props.editable && props.ficheros.length === 0) return <p className="text-slate-700">{t.sinFicheros}</p>;
  return (
    <div className="grid gap-4">
      {grupos
        .filter((g) => props.editable || g.ficheros.length > 0)
        .map(({ tipo, ficheros }) => {
          const label = t.ficherosTipo(tipo.Nombre, tipo.Interno);
          return props.editable ? (
            <FicheroUploader
              key={tipo.Clave}
              id={`solicitud-fichero-${tipo.Clave}`}
              label={label}
              owner={{ solicitudId: props.solicitudId }}
              tipoClave={tipo.Clave as TipoFicheroClave}
              existing={ficheros}
              maxFiles={tipo.LimiteFicheros ?? undefined}
              maxBytes={tipo.LimiteTamano ?? undefined}
              extensiones={tipo.Extensiones}
            />
          ) : (
            <div key={tipo.Clave} className="grid gap-2">
              <h3 className="font-semibold text-slate-900">{label}</h3>
              <FicheroLista ficheros={ficheros} label={label} />
            </div>
          );
        })}
      {otros.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="font-semibold text-slate-900">{t.otrosFicheros}</h3>
          <FicheroLista ficheros={otros} label={t.otrosFicheros} />
        </div>
      ) : null}
    </div>
  );
}
