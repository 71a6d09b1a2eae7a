'use client';

import type { ReactNode } from 'react';
import { solicitudWizard as t } from '../../i18n/solicitud-wizard.ts';
import { solicitudWizardPasos as tp } from '../../i18n/solicitud-wizard-pasos.ts';
import { Button } from '../ui/button.tsx';
import { type Draft, type FicherosPorTipo, type Listas, type ProcesoWizard, persona, tiposAplicables } from './modelo.ts';
import { useNombresUbicacion } from './ubicacion-resumen.ts';

const etiqueta = (list: ReadonlyArray<{ value: string; label: string }> | undefined, value: string) =>
  list?.find((o) => o.value === value)?.label ?? value;

function Dato({ k, children }: { k: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-3">
      <dt className="font-semibold text-slate-900">{k}</dt>
      <dd className="text-slate-800 sm:col-span-2">{children || '—'}</dd>
    </div>
  );
}

function Bloque(props: { titulo: string; paso: number; onIr: (paso: number) => void; children: ReactNode }) {
  return (
    <section aria-label={props.titulo} className="space-y-3 rounded-md border border-slate-300 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{props.titulo}</h3>
        <Button variant="secondary" size="sm" onClick={() => props.onIr(props.paso)}>
          {tp.editarPaso(t.pasos[props.paso] ?? '')}
        </Button>
      </div>
      <dl className="space-y-2">{props.children}</dl>
    </section>
  );
}

/** Step 4: everything the request will send, with a way back to each step. */
export function PasoConfirmar(props: {
  proceso: ProcesoWizard;
  draft: Draft;
  files: FicherosPorTipo;
  listas: Listas;
  staff: boolean;
  onIr: (paso: number) => void;
}) {
  const { proceso, draft: d, listas } = props;
  const nombresUbicacion = useNombresUbicacion(d, true);
  const c = tp.campos;
  const p = tp.personaCampos;
  const ambito = proceso.Ambitos.find((a) => String(a.Id) === d.ambitoId)?.Nombre ?? '';
  return (
    <div className="grid gap-4">
      <p className="text-slate-700">{tp.resumenAyuda}</p>
      <Bloque titulo={t.pasos[0]} paso={0} onIr={props.onIr}>
        {props.staff ? null : <Dato k={tp.condicionesAceptadas}>{d.aceptaCondiciones ? tp.si : tp.no}</Dato>}
        <Dato k={t.clases}>
          {d.nica.length
            ? [...d.nica]
                .sort((a, b) => a - b)
                .map(t.clase)
                .join(', ')
            : tp.ninguna}
        </Dato>
      </Bloque>
      <Bloque titulo={tp.centro} paso={1} onIr={props.onIr}>
        <Dato k={c.nombre}>{d.nombre}</Dato>
        <Dato k={c.cif}>{d.cif}</Dato>
        <Dato k={c.direccion}>{d.direccion}</Dato>
        <Dato k={c.codigoPostal}>{d.codigoPostal}</Dato>
        <Dato k={c.ubicacion}>{nombresUbicacion}</Dato>
        <Dato k={c.ambitoId}>{ambito}</Dato>
        <Dato k={c.fechaInicio}>{d.fechaInicio}</Dato>
        <Dato k={c.matricula}>{d.matricula}</Dato>
        <Dato k={c.observaciones}>{d.observaciones}</Dato>
        {props.staff ? (
          <>
            <Dato k={c.usuarioTutorId}>{etiqueta(listas.tutores, d.usuarioTutorId)}</Dato>
            <Dato k={c.usuarioAdministrativoId}>{etiqueta(listas.administrativos, d.usuarioAdministrativoId)}</Dato>
            <Dato k={c.demo}>{d.demo ? tp.si : tp.no}</Dato>
            <Dato k={c.notificar}>{d.notificar === true ? tp.si : tp.no}</Dato>
          </>
        ) : null}
      </Bloque>
      {proceso.Perfiles.map((perfil) => {
        const x = persona(d, perfil.Id);
        return (
          <Bloque key={perfil.Id} titulo={tp.persona(perfil.NombrePublico)} paso={1} onIr={props.onIr}>
            <Dato k={p.nombre}>{[x.nombre, x.apellido1, x.apellido2].filter(Boolean).join(' ')}</Dato>
            <Dato k={p.sexoId}>{etiqueta(listas.sexos, x.sexoId)}</Dato>
            <Dato k={p.cargo}>{x.cargo}</Dato>
            {perfil.RequiereDatos ? (
              <>
                <Dato k={p.documentoIdentidad}>
                  {`${etiqueta(listas.tiposDocumento, x.tipoDocumentoIdentidadClave)} ${x.documentoIdentidad}`}
                </Dato>
                <Dato k={p.direccionEmail}>{x.direccionEmail}</Dato>
                <Dato k={p.telefono}>{x.telefono}</Dato>
              </>
            ) : null}
          </Bloque>
        );
      })}
      <Bloque titulo={tp.documentos} paso={2} onIr={props.onIr}>
        {tiposAplicables(proceso, d.ambitoId).map((tf) => (
          <Dato key={tf.Clave} k={tf.Nombre}>
            {(props.files[tf.Clave] ?? []).map((f) => `${f.name} (${Math.floor(f.size / 1024)} KB)`).join(', ')}
          </Dato>
        ))}
      </Bloque>
    </div>
  );
}
