import type { ConfiguracionSeguimiento } from '../../domain/autoevaluacion/seguimiento.ts';
import { seguimiento } from '../../i18n/autoevaluacion-seguimiento.ts';
import { Seccion } from '../shared/seccion.tsx';
import { FormMessage } from '../ui/form-controls.tsx';
import { SeguimientoForm } from './seguimiento-form.tsx';

const t = seguimiento.ui;

/**
 * The FIN-INI tab of a project (Configurar): what the follow-up starts from (`configuracion`,
 * read by the page), and its form.
 */
export function ConfigurarSeguimiento(props: { configuracion: ConfiguracionSeguimiento; proyectoId: number; codigo: string }) {
  const c = props.configuracion;
  return (
    <Seccion id="proyecto-seguimiento" titulo={t.titulo} className="grid gap-4">
      {c.Configurable ? (
        <>
          <p className="max-w-3xl text-slate-800">{t.intro}</p>
          <FormMessage kind="info">{t.copia}</FormMessage>
          <SeguimientoForm
            proyectoId={props.proyectoId}
            codigo={props.codigo}
            hoy={c.Propuesta.fechaInicio}
            plazos={c.Plazos}
            fases={c.Fases}
          />
        </>
      ) : (
        <FormMessage kind="info">{t.noAplica}</FormMessage>
      )}
    </Seccion>
  );
}
