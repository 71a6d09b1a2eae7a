// Server-safe tabs of the project page: its team and its documents (read-only).
import type { DocumentoProyecto, MiembroEquipo } from '../../domain/proyectos/ficha.ts';
import { fechaEs } from '../../domain/shared/fechas.ts';
import { proyectoFicha } from '../../i18n/autoevaluacion-proy.ts';
import { FicheroItem } from '../ficheros/fichero-lista.tsx';
import { type Column, DataTable } from '../ui/data-table.tsx';
import { StatusTag } from '../ui/tag.tsx';
import { ApartadoProyecto } from './apartado.tsx';

const e = proyectoFicha.equipo;
const columnas: Column<MiembroEquipo>[] = [
  {
    header: e.nombre,
    rowHeader: true,
    cell: (m) => (
      <span className="inline-flex flex-wrap items-center gap-2">
        {m.NombreCompleto}
        {m.Activo ? null : <StatusTag tone="neutro">{e.inactivo}</StatusTag>}
      </span>
    ),
  },
  { header: e.email, cell: (m) => <span className="break-all">{m.Email}</span> },
  {
    header: e.perfiles,
    cell: (m) => (
      <span className="inline-flex flex-wrap gap-2">
        {m.Perfiles.map((p) => (
          <StatusTag key={p.Clave} tone="progreso">
            {p.NombrePublico}
          </StatusTag>
        ))}
      </span>
    ),
  },
];

/** Everyone holding a profile for the project, with those profiles. */
export function EquipoProyecto({ miembros }: { miembros: MiembroEquipo[] }) {
  return (
    <DataTable caption={e.titulo} columns={columnas} rows={miembros} rowKey={(m) => m.Id} filtered={false} empty={e.vacio} />
  );
}

const d = proyectoFicha.documentos;

/** The project's files of type PRY, each with its view and download links. */
export function DocumentosProyecto({ documentos }: { documentos: DocumentoProyecto[] }) {
  return (
    <ApartadoProyecto
      id="proyecto-documentos"
      titulo={
        <>
          {d.titulo} <span className="text-base font-normal text-slate-700">({documentos.length})</span>
        </>
      }
      ayuda={d.ayuda}
    >
      {documentos.length === 0 ? (
        <p className="text-slate-700">{d.vacio}</p>
      ) : (
        <ul aria-label={d.titulo} className="divide-y divide-slate-200">
          {documentos.map((doc) => (
            <FicheroItem
              key={doc.Id}
              fichero={doc}
              actions={
                <span className="text-slate-600">
                  {d.subido(fechaEs(doc.Alta.Fecha), doc.Alta.Nombre)}
                  {doc.Descripcion ? ` · ${doc.Descripcion}` : ''}
                </span>
              }
            />
          ))}
        </ul>
      )}
    </ApartadoProyecto>
  );
}
