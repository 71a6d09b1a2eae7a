import { useEffect, useId, useState } from 'react';
import { widgetTextos as t } from '../../i18n/widget.ts';
import { type Acreditacion, type Config, type Lista, leer, type Proceso, type Ref } from './api.ts';
import { ItemProceso, ItemRegistro } from './items.tsx';
import { Paginacion } from './paginacion.tsx';

type Estado<T> = { fase: 'cargando' } | { fase: 'error' } | { fase: 'listo'; lista: Lista<T> };

/**
 * The widget: the register of accreditations in force (search by name, a province filter unless
 * the partner fixed one, paging) or the open processes (paging). Loading, empty and error
 * states are announced (aria-live) so a screen reader hears what changed.
 */
export function Widget({ cfg }: { cfg: Config }) {
  const registro = cfg.vista === 'registro';
  const [pagina, setPagina] = useState(1);
  const [texto, setTexto] = useState('');
  const [borrador, setBorrador] = useState('');
  const [provinciaId, setProvinciaId] = useState(cfg.provinciaId);
  const [provincias, setProvincias] = useState<Ref[]>([]);
  const [intento, setIntento] = useState(0);
  const [estado, setEstado] = useState<Estado<Acreditacion | Proceso>>({ fase: 'cargando' });
  const id = useId();
  const fija = cfg.provinciaId !== undefined;

  useEffect(() => {
    if (!registro || fija) return;
    leer<Lista<Ref>>(cfg, 'provincias', { campos: 'Id,Nombre' })
      .then((l) => setProvincias(l.Registros))
      .catch(() => setProvincias([]));
  }, [cfg, registro, fija]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `intento` re-runs the read after an error
  useEffect(() => {
    let vigente = true;
    setEstado({ fase: 'cargando' });
    const params = registro
      ? { texto, provinciaId, municipioId: cfg.municipioId, ambitoId: cfg.ambitoId, pagina, registrosPorPagina: cfg.porPagina }
      : { pagina, registrosPorPagina: cfg.porPagina };
    leer<Lista<Acreditacion | Proceso>>(cfg, registro ? 'publico/acreditaciones' : 'procesosAbiertos', params)
      .then((lista) => vigente && setEstado({ fase: 'listo', lista }))
      .catch(() => vigente && setEstado({ fase: 'error' }));
    return () => {
      vigente = false;
    };
  }, [cfg, registro, texto, provinciaId, pagina, intento]);

  const titulo = registro ? t.registro : t.procesos;
  return (
    <section className="w" aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`}>{titulo}</h2>
      {registro ? (
        <search>
          <form
            className="filtros"
            onSubmit={(e) => {
              e.preventDefault();
              setTexto(borrador.trim());
              setPagina(1);
            }}
          >
            <div className="campo">
              <label htmlFor={`${id}-q`}>{t.buscar}</label>
              <input id={`${id}-q`} type="search" value={borrador} onChange={(e) => setBorrador(e.currentTarget.value)} />
            </div>
            {fija ? null : (
              <div className="campo">
                <label htmlFor={`${id}-p`}>{t.provincia}</label>
                <select
                  id={`${id}-p`}
                  value={provinciaId ?? ''}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setProvinciaId(v ? Number(v) : undefined);
                    setPagina(1);
                  }}
                >
                  <option value="">{t.todas}</option>
                  {provincias.map((p) => (
                    <option key={p.Id} value={p.Id}>
                      {p.Nombre}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <button type="submit">{t.buscarBoton}</button>
          </form>
        </search>
      ) : null}
      <div aria-live="polite" aria-busy={estado.fase === 'cargando'}>
        {estado.fase === 'cargando' ? <p className="estado">{t.cargando}</p> : null}
        {estado.fase === 'error' ? (
          <div className="error" role="alert">
            <p>{t.error}</p>
            <button type="button" onClick={() => setIntento((n) => n + 1)}>
              {t.reintentar}
            </button>
          </div>
        ) : null}
        {estado.fase === 'listo' ? (
          <>
            <p className="estado">
              {estado.lista.NumeroRegistros === 0
                ? registro
                  ? t.vacioRegistro
                  : t.vacioProcesos
                : t.resultados(estado.lista.NumeroRegistros, cfg.vista)}
            </p>
            <ul className="lista">
              {estado.lista.Registros.map((r) =>
                registro ? (
                  <ItemRegistro key={r.Id} a={r as Acreditacion} cfg={cfg} />
                ) : (
                  <ItemProceso key={r.Id} p={r as Proceso} cfg={cfg} />
                ),
              )}
            </ul>
            <Paginacion pagina={pagina} total={estado.lista.NumeroRegistros} porPagina={cfg.porPagina} ir={setPagina} />
          </>
        ) : null}
      </div>
    </section>
  );
}
