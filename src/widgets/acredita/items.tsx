import { widgetTextos as t } from '../../i18n/widget.ts';
import { type Acreditacion, type Config, fecha, type Proceso } from './api.ts';

export function ItemRegistro({ a, cfg }: { a: Acreditacion; cfg: Config }) {
  const lugar = [a.Municipio?.Nombre, a.Provincia?.Nombre].filter(Boolean).join(', ');
  return (
    <li className="item">
      <a className="titulo" href={`${cfg.origen}/acreditacion/publico/${a.Id}`} aria-label={t.verAcreditacion(a.Centro.Nombre)}>
        {a.Centro.Nombre}
      </a>
      {lugar ? <span className="lugar">{lugar}</span> : null}
      <dl>
        {a.Ambito ? (
          <div>
            <dt>{t.ambito}</dt>
            <dd>{a.Ambito.Nombre}</dd>
          </div>
        ) : null}
        {a.Nivel ? (
          <div>
            <dt>{t.nivel}</dt>
            <dd>{a.Nivel}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.vigenteHasta}</dt>
          <dd>{fecha(a.FechaVigencia)}</dd>
        </div>
      </dl>
    </li>
  );
}

export function ItemProceso({ p, cfg }: { p: Proceso; cfg: Config }) {
  const plazo = [
    p.FechaApertura ? t.desde(fecha(p.FechaApertura)) : '',
    p.FechaCierre ? t.hasta(fecha(p.FechaCierre)) : t.sinCierre,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className="item">
      <span className="titulo">{p.Nombre}</span>
      <dl>
        <div>
          <dt>{t.plazo}</dt>
          <dd>{plazo}</dd>
        </div>
      </dl>
      <a className="boton" href={`${cfg.origen}/solicitud?procesoId=${p.Id}`} aria-label={t.solicitar(p.Nombre)}>
        {t.solicitarCorto}
      </a>
    </li>
  );
}
