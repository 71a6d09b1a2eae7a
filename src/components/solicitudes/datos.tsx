// Server-safe pieces of the request's page: its data as a description list and its people.
import type { ReactNode } from 'react';
import { fechaEs, todayIso } from '../../domain/shared/fechas.ts';
import type { SolicitudDetalle } from '../../domain/solicitudes/detalle.ts';
import { solicitudesGestionUi as t } from '../../i18n/solicitudes-gestion.ts';
import { DataTable } from '../ui/data-table.tsx';
import { StatusTag } from '../ui/tag.tsx';
import { DemoTag, EstadoTag } from './estado.tsx';

export type Par = [string, ReactNode];

/** Label/value pairs as a description list (also the project page's data). */
export function Lista({ pares }: { pares: Par[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 p-5 sm:grid-cols-2">
      {pares.map(([k, v]) => (
        <div key={k} className="grid gap-0.5">
          <dt className="text-sm font-semibold text-slate-700">{k}</dt>
          <dd className="text-slate-900">{v ?? t.ninguno}</dd>
        </div>
      ))}
    </dl>
  );
}

const o = (s: string | null | undefined) => (s ? s : t.ninguno);

/** A plain link: the project page arrives with the projects issue. */
export function ProyectoLink({ proyecto }: { proyecto: { Id: number; Codigo: string } }) {
  return (
    <a href={`/proyecto/${proyecto.Id}`} className="font-semibold underline underline-offset-4">
      {t.verProyecto(proyecto.Codigo)}
    </a>
  );
}

/** Status, dates, process, responsible users and the project: always read-only. */
export function ResumenSolicitud({ s }: { s: SolicitudDetalle }) {
  return (
    <Lista
      pares={[
        [t.campos.referencia, s.Referencia],
        [t.campos.fecha, fechaEs(todayIso(new Date(s.Fecha)))],
        [
          t.campos.estado,
          <span key="e" className="inline-flex gap-2">
            <EstadoTag estado={s.Estado} />
            {s.Demo ? <DemoTag /> : null}
          </span>,
        ],
        [t.campos.proceso, `${s.Proceso.Codigo} · ${s.Proceso.Nombre}`],
        [t.campos.fechaResolucion, fechaEs(s.FechaResolucion)],
        [t.campos.proyecto, s.Proyecto ? <ProyectoLink key="p" proyecto={s.Proyecto} /> : t.ninguno],
      ]}
    />
  );
}

/** The editable data shown read-only (resolved requests, or staff who only read). */
export function DatosSolicitud({ s }: { s: SolicitudDetalle }) {
  return (
    <Lista
      pares={[
        [t.campos.nombre, s.Solicitante.Nombre],
        [t.campos.cif, o(s.CIF)],
        [t.campos.direccion, o(s.Direccion)],
        [t.campos.codigoPostal, o(s.CodigoPostal)],
        [t.campos.provincia, o(s.Provincia?.Nombre)],
        [t.campos.municipio, o(s.Municipio?.Nombre)],
        [t.campos.localidad, o(s.Localidad?.Nombre)],
        [
          t.campos.ambito,
          s.Ambito ? (
            <StatusTag key="a" tone="neutro">
              {s.Ambito.Nombre}
            </StatusTag>
          ) : (
            t.ninguno
          ),
        ],
        [t.campos.matricula, o(s.Matricula)],
        [t.campos.fechaInicio, fechaEs(s.FechaInicio)],
        [t.campos.fechaLimite, fechaEs(s.FechaLimite)],
        [t.campos.fechaVisita, fechaEs(s.FechaVisita)],
        [t.campos.nica, o(s.NICA)],
        [t.campos.tutor, o(s.Tutor?.NombreCompleto)],
        [t.campos.administrativo, o(s.Administrativo?.NombreCompleto)],
        [
          t.campos.observaciones,
          <span key="obs" className="whitespace-pre-wrap">
            {o(s.Observaciones)}
          </span>,
        ],
      ]}
    />
  );
}

type Persona = SolicitudDetalle['Perfiles'][number];

const nombreDe = (p: Persona) => [p.Sexo.Tratamiento, p.Nombre, p.Apellido1, p.Apellido2].filter(Boolean).join(' ');

/** The request's people: document, e-mail and phone where the profile asked for them. */
export function PersonasSolicitud({ personas }: { personas: Persona[] }) {
  return (
    <DataTable<Persona>
      caption={t.secciones.personas}
      rows={personas}
      rowKey={(p) => p.Id}
      empty={t.sinPersonas}
      columns={[
        { header: t.persona.perfil, cell: (p) => p.Perfil.NombrePublico },
        { header: t.persona.nombre, rowHeader: true, cell: nombreDe },
        { header: t.persona.cargo, cell: (p) => p.Cargo },
        {
          header: t.persona.documento,
          className: 'whitespace-nowrap',
          cell: (p) =>
            p.DocumentoIdentidad ? `${p.TipoDocumentoIdentidad?.Clave ?? ''} ${p.DocumentoIdentidad}`.trim() : t.ninguno,
        },
        {
          header: t.persona.email,
          cell: (p) =>
            p.DireccionEmail ? (
              <a href={`mailto:${p.DireccionEmail}`} className="underline underline-offset-4">
                {p.DireccionEmail}
              </a>
            ) : (
              t.ninguno
            ),
        },
        { header: t.persona.telefono, className: 'whitespace-nowrap', cell: (p) => p.Telefono ?? t.ninguno },
      ]}
    />
  );
}
