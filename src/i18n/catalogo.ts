// Messages shared by the whole standards catalogue (manuals, blocks, standards, evidences,
// tests, forms, examples). Each area adds its own file (catalogo-<area>.ts) for the rest.

export const catalogo = {
  manualNoEncontrado: 'No se ha encontrado el manual',
  manualPublicado: 'El manual está publicado y no se puede modificar su estructura. Clónelo para preparar una nueva versión.',
  formularioEnUso:
    'El formulario se usa en una prueba de un manual publicado y no se puede modificar. Clónelo para preparar otro.',
  confirmarEliminacion: 'Realmente quiere eliminar este registro',
  operacionCorrecta: 'La operación se ha realizado correctamente',
};
