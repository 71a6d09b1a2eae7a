/** One bar of a chart: its label, value and the list it links to. Shared by the chart's box and its lazily loaded drawing. */
export interface BarraGrafico {
  Nombre: string;
  Valor: number;
  Enlace: string;
}
