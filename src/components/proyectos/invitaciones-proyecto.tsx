'use client';

import { type FormEvent, useId, useState } from 'react';
import type { InvitacionProyecto } from '../../domain/proyectos/invitaciones.ts';
import { fechaEs } from '../../domain/shared/fechas.ts';
import { equipoProyectoUi } from '../../i18n/equipo-proyecto.ts';
import { usuarios } from '../../i18n/usuarios.ts';
import { EnviarFila } from '../shared/enviar-fila.tsx';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { type Column, DataTable } from '../ui/data-table.tsx';
import { ConfirmButton } from '../ui/feedback.tsx';
import { type Option, SelectField } from '../ui/fields.tsx';
import { TextField } from '../ui/form-controls.tsx';
import { useRouter } from '../ui/router.tsx';
import { StatusTag } from '../ui/tag.tsx';
import { showSuccess } from '../ui/toast-store.ts';
import type { UsuarioFormValues } from '../usuarios/usuario-schema.ts';
import { ApartadoProyecto } from './apartado.tsx';

const t = equipoProyectoUi.invitaciones;
const f = equipoProyectoUi.invitar;
const campos = usuarios.campos;

const TONO: Record<string, string> = { PTE: 'pendiente', ACE: 'positivo', CAD: 'negativo', CAN: 'neutro' };

/**
 * Who was invited to the project and whether they accepted (each address and profile's latest
 * invitation); the tutor and staff who write projects resend one (a new link for 48 hours).
 */
export function InvitacionesProyecto(props: { proyectoId: number; invitaciones: InvitacionProyecto[]; puedeInvitar: boolean }) {
  const router = useRouter();
  const action = useApiAction();
  const reenviar = async (i: InvitacionProyecto) => {
    const res = await action.run('PUT', `/proyectos/${props.proyectoId}/invitaciones/${i.Id}/reenviar`, {}, { success: null });
    if (!res.ok) return;
    // Told once the list shows the new link's expiry: the reload renders the tab anew.
    await router.reload();
    showSuccess(t.reenviada);
  };
  const columnas: Column<InvitacionProyecto>[] = [
    {
      header: t.persona,
      rowHeader: true,
      cell: (i) => (
        <span className="grid">
          {i.NombreCompleto ? <span>{i.NombreCompleto}</span> : null}
          <span className="break-all text-slate-700">{i.DireccionEmail}</span>
        </span>
      ),
    },
    { header: t.perfil, cell: (i) => i.Perfil.NombrePublico },
    { header: t.estado, cell: (i) => <StatusTag tone={TONO[i.Estado] ?? 'neutro'}>{t.estados[i.Estado] ?? i.Estado}</StatusTag> },
    {
      header: t.enviada,
      cell: (i) => (
        <span className="grid">
          <span>{fechaEs(i.AltaFecha)}</span>
          {i.Remitente ? <span className="text-sm text-slate-700">{t.por(i.Remitente)}</span> : null}
        </span>
      ),
    },
    { header: t.caduca, cell: (i) => (i.Estado === 'PTE' ? fechaEs(i.ExpiraEn) : '—') },
    ...(props.puedeInvitar
      ? [
          {
            header: t.acciones,
            cell: (i: InvitacionProyecto) =>
              i.Estado === 'ACE' ? null : (
                <ConfirmButton
                  question={t.confirmarReenviar}
                  onConfirm={() => reenviar(i)}
                  disabled={action.busy}
                  aria-label={t.reenviarDe(i.DireccionEmail)}
                >
                  {t.reenviar}
                </ConfirmButton>
              ),
          },
        ]
      : []),
  ];
  return (
    <ApartadoProyecto id="proyecto-invitaciones" titulo={t.titulo} ayuda={t.ayuda}>
      <DataTable
        caption={t.titulo}
        columns={columnas}
        rows={props.invitaciones}
        rowKey={(i) => i.Id}
        filtered={false}
        empty={t.vacio}
      />
      <ActionFeedback action={action} />
    </ApartadoProyecto>
  );
}

/** The person's data as the user form's inputs hold them, with the address and the profile. */
type Valores = Pick<
  UsuarioFormValues,
  'perfilId' | 'nombre' | 'apellido1' | 'apellido2' | 'sexoId' | 'tipoDocumentoIdentidadClave' | 'documentoIdentidad' | 'telefono'
> & { direccionEmail: string };

const VACIO: Valores = {
  perfilId: '',
  direccionEmail: '',
  nombre: '',
  apellido1: '',
  apellido2: '',
  sexoId: '',
  tipoDocumentoIdentidadClave: '',
  documentoIdentidad: '',
  telefono: '',
};

/** The invitation form of the Equipo tab: a centre profile and the person's data (POST proyectos/{id}/invitaciones). */
export function InvitarProyecto(props: { proyectoId: number; perfiles: Option[]; sexos: Option[]; tiposDocumento: Option[] }) {
  const base = useId();
  const router = useRouter();
  const action = useApiAction();
  const [v, setV] = useState<Valores>({ ...VACIO, perfilId: String(props.perfiles[0]?.value ?? '') });
  const campo = (k: keyof Valores) => ({
    id: `${base}-${k}`,
    name: k,
    value: v[k],
    errors: action.fieldErrors[k],
    onChange: (e: { target: { value: string } }) => {
      setV((s) => ({ ...s, [k]: e.target.value }));
      action.clearField(k);
    },
  });
  // The person's optional lists (sex, kind of identity document) start on "Seleccione".
  const listaOpcional = (k: 'sexoId' | 'tipoDocumentoIdentidadClave', options: Option[]) => ({
    ...campo(k),
    label: campos[k],
    optional: true,
    options,
    placeholder: usuarios.seleccione,
  });
  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const cuerpo = Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => x.trim() !== '')
        .map(([k, x]) => [k, k === 'perfilId' || k === 'sexoId' ? Number(x) : x.trim()]),
    );
    const res = await action.run<{ PerfilDado: boolean }>('POST', `/proyectos/${props.proyectoId}/invitaciones`, cuerpo, {
      success: null,
    });
    if (!res.ok) return;
    setV({ ...VACIO, perfilId: v.perfilId });
    await router.reload();
    // Which of the two happened (an invitation, or the profile given to an existing account) is the server's to say.
    showSuccess(res.data?.PerfilDado ? f.perfilDado : f.enviada);
  };
  return (
    <ApartadoProyecto id="proyecto-invitar" titulo={f.titulo} ayuda={f.ayuda}>
      <form
        noValidate
        onSubmit={enviar}
        aria-labelledby="proyecto-invitar"
        className="grid gap-4 sm:grid-cols-2"
        aria-busy={action.busy || undefined}
      >
        <SelectField {...campo('perfilId')} label={f.perfil} required options={props.perfiles} placeholder={false} />
        <TextField {...campo('direccionEmail')} type="email" autoComplete="off" label={f.email} required />
        <TextField {...campo('nombre')} label={campos.nombre} required maxLength={100} />
        <TextField {...campo('apellido1')} label={campos.apellido1} required maxLength={100} />
        <TextField {...campo('apellido2')} label={campos.apellido2} optional maxLength={100} />
        <SelectField {...listaOpcional('sexoId', props.sexos)} />
        <SelectField {...listaOpcional('tipoDocumentoIdentidadClave', props.tiposDocumento)} />
        <TextField {...campo('documentoIdentidad')} label={campos.documentoIdentidad} optional maxLength={20} />
        <TextField {...campo('telefono')} type="tel" inputMode="numeric" label={campos.telefono} optional maxLength={9} />
        <EnviarFila className="flex items-end" busy={action.busy} texto={f.enviar} enviando={f.enviando} />
      </form>
      <ActionFeedback action={action} />
    </ApartadoProyecto>
  );
}
