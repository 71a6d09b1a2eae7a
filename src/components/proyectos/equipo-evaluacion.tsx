'use client';

import { type FormEvent, useId, useState } from 'react';
import { equipoProyectoUi } from '../../i18n/equipo-proyecto.ts';
import { BuscadorCombobox } from '../shared/buscador-combobox.tsx';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmButton } from '../ui/feedback.tsx';
import { SelectField } from '../ui/fields.tsx';
import { useRouter } from '../ui/router.tsx';
import { StatusTag } from '../ui/tag.tsx';
import { ApartadoProyecto } from './apartado.tsx';

const t = equipoProyectoUi.evaluacion;

interface Candidato {
  Id: number;
  NombreCompleto: string;
  Email: string;
}

interface PerfilEvaluacion {
  Id: number;
  Clave: string;
  NombrePublico: string;
}

/** One person in one evaluation profile of the project. */
interface PuestoEvaluacion {
  Id: number;
  NombreCompleto: string;
  Email: string;
  Perfil: PerfilEvaluacion;
}

/**
 * The project's evaluation team: its head of evaluation and its evaluators, each removable,
 * and the choice of someone who already holds one of those profiles (POST proyectos/{id}/
 * equipo/perfiles). `perfiles` are the ones the caller may give (a head of evaluation: evaluators).
 */
export function EquipoEvaluacion(props: {
  proyectoId: number;
  instancia: string;
  puestos: PuestoEvaluacion[];
  perfiles: PerfilEvaluacion[];
  /** Without the list (a page that lists the team already: the evaluation area's). */
  soloAnadir?: boolean;
}) {
  const base = useId();
  const router = useRouter();
  const action = useApiAction();
  const [perfilId, setPerfilId] = useState(String(props.perfiles[0]?.Id ?? ''));
  const [usuarioId, setUsuarioId] = useState<number | null>(null);
  const [vuelta, setVuelta] = useState(0);
  const [falta, setFalta] = useState<string[] | undefined>(undefined);
  const claves = new Set(props.perfiles.map((p) => p.Clave));

  const anadir = async (e: FormEvent) => {
    e.preventDefault();
    if (usuarioId === null) {
      setFalta([t.elija]);
      return;
    }
    const res = await action.run(
      'POST',
      `/proyectos/${props.proyectoId}/equipo/perfiles`,
      { usuarioId, perfilId: Number(perfilId) },
      { success: t.anadido },
    );
    if (!res.ok) return;
    setUsuarioId(null);
    setVuelta((v) => v + 1);
    await router.reload();
  };
  const quitar = async (usuario: number, perfil: number) => {
    const res = await action.run(
      'DELETE',
      `/proyectos/${props.proyectoId}/equipo/perfiles/${perfil}/usuarios/${usuario}`,
      undefined,
      {
        success: t.quitado,
      },
    );
    if (res.ok) await router.reload();
  };

  return (
    <ApartadoProyecto
      id="proyecto-evaluacion"
      titulo={props.soloAnadir ? t.tituloJefe : t.titulo}
      ayuda={props.soloAnadir ? t.ayudaJefe : t.ayuda}
    >
      {props.soloAnadir ? null : props.puestos.length === 0 ? (
        <p className="text-slate-700">{t.vacio}</p>
      ) : (
        <ul aria-label={t.titulo} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {props.puestos.map(({ Perfil: p, ...m }) => (
            <li key={`${m.Id}-${p.Id}`} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{m.NombreCompleto}</span>
                <span className="break-all text-sm text-slate-700">{m.Email}</span>
                <StatusTag tone="progreso">{p.NombrePublico}</StatusTag>
              </span>
              {claves.has(p.Clave) ? (
                <ConfirmButton
                  question={t.confirmarQuitar}
                  onConfirm={() => quitar(m.Id, p.Id)}
                  disabled={action.busy}
                  aria-label={t.quitarDe(m.NombreCompleto, p.NombrePublico)}
                >
                  {t.quitar}
                </ConfirmButton>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {props.perfiles.length > 0 ? (
        <form noValidate onSubmit={anadir} aria-label={t.anadir} className="flex flex-wrap items-end gap-3">
          <SelectField
            id={`${base}-perfil`}
            label={t.perfil}
            value={perfilId}
            placeholder={false}
            options={props.perfiles.map((p) => ({ value: String(p.Id), label: p.NombrePublico }))}
            onChange={(e) => {
              setPerfilId(e.target.value);
              setUsuarioId(null);
              setVuelta((v) => v + 1);
            }}
          />
          <div className="min-w-72 flex-1">
            <BuscadorCombobox<Candidato>
              key={`${perfilId}-${vuelta}`}
              id={`${base}-usuario`}
              label={t.buscar}
              instancia={props.instancia}
              required
              errors={falta ?? action.fieldErrors.usuarioId}
              ruta={`/proyectos/${props.proyectoId}/equipo/candidatos`}
              parametros={{ perfilId }}
              etiqueta={(c) => `${c.NombreCompleto} · ${c.Email}`}
              hint={t.buscarAyuda}
              sinResultados={t.sinResultados}
              onChange={(id) => {
                setUsuarioId(id);
                setFalta(undefined);
              }}
            />
          </div>
          <Button type="submit" disabled={action.busy}>
            {action.busy ? t.anadiendo : t.anadir}
          </Button>
        </form>
      ) : null}
      <ActionFeedback action={action} />
    </ApartadoProyecto>
  );
}
