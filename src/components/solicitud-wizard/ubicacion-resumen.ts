'use client';

import { useEffect, useState } from 'react';
import { DEFAULT_INSTANCIA } from '../../domain/shared/instancia.ts';
import { cachedList, listUrl, loadList } from '../ubicacion/index.ts';
import type { Draft } from './modelo.ts';

function nombreUbicacion(d: Draft): string {
  const name = (list: 'provincias' | 'municipios' | 'localidades', id: number | undefined) => {
    const url = listUrl(list, d.ubicacion);
    return (url && cachedList(DEFAULT_INSTANCIA, url)?.find((o) => o.Id === id)?.Nombre) || '';
  };
  return [
    name('localidades', d.ubicacion.localidadId),
    name('municipios', d.ubicacion.municipioId),
    name('provincias', d.ubicacion.provinciaId),
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The location's names for the summary. The lists live in the picker's cache, which is empty
 * when the page was reloaded on the summary step: load them then (a failure leaves the ids unnamed).
 */
export function useNombresUbicacion(d: Draft, activo: boolean): string {
  const [, setCargadas] = useState(0);
  const { provinciaId, municipioId, localidadId } = d.ubicacion;
  useEffect(() => {
    if (!activo) return;
    const value = { provinciaId, municipioId, localidadId };
    const faltan = (['provincias', 'municipios', 'localidades'] as const)
      .map((list) => listUrl(list, value))
      .filter((url): url is string => !!url && !cachedList(DEFAULT_INSTANCIA, url));
    if (faltan.length === 0) return;
    let vivo = true;
    void Promise.allSettled(faltan.map((url) => loadList(url))).then(() => {
      if (vivo) setCargadas((n) => n + 1);
    });
    return () => {
      vivo = false;
    };
  }, [activo, provinciaId, municipioId, localidadId]);
  return nombreUbicacion(d);
}
