/** A process's requirements as GET and PUT procesos/{id}/firmas answer them, with the choices the form offers. */
export interface RequisitosProcesoRecord {
  ProcesoId: number;
  /** True when the process has no rows of its own and uses the defaults. */
  PorDefecto: boolean;
  Requisitos: Array<{ TipoFichero: string; TipoFicheroNombre: string; Perfiles: Array<{ Clave: string; Nombre: string }> }>;
  TiposFichero: Array<{ Clave: string; Nombre: string }>;
  Perfiles: Array<{ Clave: string; Nombre: string }>;
}
