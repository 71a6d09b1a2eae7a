import { describe, expect, it } from 'vitest';
import { resolucionPermitida } from './resolucion.tsx';
import { payloadSolicitud, type SolicitudValues, validateSolicitud } from './solicitud-form.tsx';

const valores = (over: Partial<SolicitudValues> = {}): SolicitudValues => ({
  nombre: 'Colegio',
  cif: 'B12345674',
  direccion: 'Calle Mayor 1',
  codigoPostal: '28001',
  ubicacion: { provinciaId: 28, municipioId: 28079 },
  ambitoId: '3',
  fechaInicio: '01/04/2026',
  fechaLimite: '',
  fechaVisita: '',
  matricula: 'M-1',
  observaciones: '',
  nica: '',
  usuarioTutorId: '5',
  usuarioAdministrativoId: '6',
  notificar: false,
  ...over,
});

describe('resolution buttons', () => {
  it('accept only without non-conformities, reject only with them', () => {
    expect(resolucionPermitida(0)).toEqual({ aceptar: true, rechazar: false });
    expect(resolucionPermitida(2)).toEqual({ aceptar: false, rechazar: true });
  });
});

describe('request edit form', () => {
  it('accepts valid values and sends numbers and nulls', () => {
    expect(validateSolicitud(valores())).toEqual({});
    expect(payloadSolicitud(valores())).toMatchObject({
      ambitoId: 3,
      usuarioTutorId: 5,
      localidadId: null,
      fechaLimite: null,
      observaciones: null,
      notificar: false,
    });
    expect(payloadSolicitud(valores({ notificar: true })).notificar).toBe(true);
  });
  it("gives the spec's messages", () => {
    const e = validateSolicitud(
      valores({ cif: 'B12345675', codigoPostal: '2800', fechaInicio: '31/02/2026', usuarioTutorId: '', ubicacion: {} }),
    );
    expect(e.cif).toEqual(['CIF no válido']);
    expect(e.fechaInicio).toEqual(['Formato fecha no válido']);
    expect(e.usuarioTutorId).toEqual(['Este campo es obligatorio']);
    expect(e.provinciaId).toEqual(['Este campo es obligatorio']);
    expect(e.codigoPostal?.length).toBe(1);
  });
  it('takes Annex I classes separated by commas, as the wizard stores them', () => {
    expect(validateSolicitud(valores({ nica: '41, 44' }))).toEqual({});
    expect(validateSolicitud(valores({ nica: '41,44' }))).toEqual({});
    expect(validateSolicitud(valores({ nica: '41, 99' })).nica).toEqual(['Clase del Anexo I no válida']);
    expect(validateSolicitud(valores({ nica: 'hostelería' })).nica).toEqual(['Clase del Anexo I no válida']);
  });
});
