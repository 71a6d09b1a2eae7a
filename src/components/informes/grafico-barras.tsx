'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

interface BarraGrafico {
  Nombre: string;
  Valor: number;
  Enlace: string;
}

/**
 * A bar chart (recharts). It is a picture for sighted mouse users (a bar opens its filtered
 * list); the table beside it, with the same figures and links, is what keyboards and screen
 * readers use, so the chart itself is hidden from assistive technology.
 */
export function GraficoBarras({ datos, etiqueta }: { datos: BarraGrafico[]; etiqueta: string }) {
  return (
    <div aria-hidden="true" className="h-64 w-full print:hidden">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={datos} margin={{ top: 8, right: 8, bottom: 8, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="Nombre"
            tick={{ fontSize: 12, fill: '#334155' }}
            interval={0}
            angle={datos.length > 6 ? -35 : 0}
            textAnchor={datos.length > 6 ? 'end' : 'middle'}
            height={datos.length > 6 ? 56 : 30}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} />
          <Tooltip cursor={{ fill: '#f1f5f9' }} />
          <Bar
            dataKey="Valor"
            name={etiqueta}
            fill="var(--color-brand)"
            radius={[4, 4, 0, 0]}
            cursor="pointer"
            onClick={(d) => {
              const enlace = (d as unknown as { payload?: BarraGrafico }).payload?.Enlace;
              if (enlace) window.location.assign(enlace);
            }}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
