import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { BarraGrafico } from './grafico-barras-tipos.ts';

/**
 * The bar chart's drawing (recharts, ~120 KB gzip): loaded by GraficoBarras only once the chart
 * is on screen, into the box GraficoBarras already laid out.
 */
export default function DibujoBarras({ datos, etiqueta }: { datos: BarraGrafico[]; etiqueta: string }) {
  return (
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
  );
}
