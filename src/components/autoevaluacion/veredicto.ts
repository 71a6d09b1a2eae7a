/**
 * What a verdict form edits (the standards' and the evidences', in either area), taken from the
 * record that holds it; the version goes back with the save so a change made meanwhile is caught.
 */
export const camposVeredicto = (r: { Estado: { Clave: string }; Justificacion: string | null; Version: number }) => ({
  estado: r.Estado.Clave,
  justificacion: r.Justificacion,
  version: r.Version,
});
