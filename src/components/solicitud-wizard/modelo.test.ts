import { describe, expect, it } from 'vitest';
import { procesosUi } from '../../i18n/procesos.ts';
import { procesosAbiertosUi } from '../../i18n/procesos-abiertos.ts';
import { campoConocido, fechaIso, payload } from './envio.ts';
import { completarFecha, type Draft, draftVacio, type ProcesoWizard, pasoDeCampo, tiposAplicables } from './modelo.ts';
import { validarPaso } from './validacion.ts';

const tipo = (Clave: string, Ambitos: number[]) => ({
  Clave,
  Nombre: `Doc ${Clave}`,
  Descripcion: null,
  LimiteTamano: 2_048_000,
  LimiteFicheros: 1,
  Extensiones: ['pdf'],
  Ambitos,
});

const proceso: ProcesoWizard = {
  Id: 7,
  Codigo: 'SOL',
  Nombre: 'Convocatoria',
  Perfiles: [
    { Id: 1, NombrePublico: 'Representante', RequiereDatos: true },
    { Id: 2, NombrePublico: 'Responsable', RequiereDatos: false },
  ],
  TiposFichero: [tipo('MEM', []), tipo('PLA', [3]), tipo('OTR', [3, 4])],
  Ambitos: [
    { Id: 3, Nombre: 'Centros educativos' },
    { Id: 4, Nombre: 'Empresas' },
  ],
};

const persona = { nombre: 'Ana', apellido1: 'Ruiz', apellido2: '', sexoId: '2', cargo: 'Directora' };
const completo = (): Draft => ({
  ...draftVacio(),
  aceptaCondiciones: true,
  nica: [41, 3],
  nombre: 'Colegio Sol',
  cif: 'b12345674',
  direccion: 'Calle Mayor 1',
  codigoPostal: '28001',
  ubicacion: { provinciaId: 28, municipioId: 28079 },
  ambitoId: '4',
  fechaInicio: '01/09/2020',
  matricula: 'M-1',
  perfiles: {
    '1': {
      ...persona,
      tipoDocumentoIdentidadClave: 'DNI',
      documentoIdentidad: '12345678Z',
      direccionEmail: 'a@b.es',
      telefono: '',
    },
    '2': { ...persona, tipoDocumentoIdentidadClave: '', documentoIdentidad: '', direccionEmail: '', telefono: '' },
  },
});

describe('validarPaso', () => {
  it('asks for the conditions on step 1', () => {
    expect(validarPaso(0, proceso, draftVacio(), {})).toEqual({ aceptaCondiciones: ['Se requiere aceptar las condiciones'] });
    expect(validarPaso(0, proceso, completo(), {})).toEqual({});
  });

  it('checks the centre and every person with the spec messages, keyed as the API', () => {
    expect(validarPaso(1, proceso, completo(), {})).toEqual({});
    const d = completo();
    d.cif = 'B12345670';
    d.codigoPostal = '123';
    d.ubicacion = {};
    d.perfiles['1'] = {
      ...(d.perfiles['1'] as (typeof d.perfiles)['1']),
      documentoIdentidad: '12345678A',
      telefono: '512345678',
    };
    const e = validarPaso(1, proceso, d, {});
    expect(e.cif).toEqual(['CIF no válido']);
    expect(e.codigoPostal).toEqual(['Código postal no válido']);
    expect(e.provinciaId).toEqual(['Este campo es obligatorio']);
    expect(e['perfiles.0.documentoIdentidad']).toEqual(['DNI no válido']);
    expect(e['perfiles.0.telefono']).toEqual(['Teléfono no válido']);
    expect(e['perfiles.1.documentoIdentidad']).toBeUndefined();
  });

  it('validates the number by document type (NIE, passport)', () => {
    const d = completo();
    const p1 = d.perfiles['1'] as Draft['perfiles'][string];
    d.perfiles['1'] = { ...p1, tipoDocumentoIdentidadClave: 'NIE', documentoIdentidad: '12345678Z' };
    expect(validarPaso(1, proceso, d, {})['perfiles.0.documentoIdentidad']).toEqual(['NIE no válido']);
    d.perfiles['1'] = { ...p1, tipoDocumentoIdentidadClave: 'PAS', documentoIdentidad: '12' };
    expect(validarPaso(1, proceso, d, {})['perfiles.0.documentoIdentidad']).toEqual(['Pasaporte no válido']);
  });

  it('requires one upload per applicable file type', () => {
    expect(tiposAplicables(proceso, '4').map((t) => t.Clave)).toEqual(['MEM', 'OTR']);
    expect(tiposAplicables(proceso, '3').map((t) => t.Clave)).toEqual(['MEM', 'PLA', 'OTR']);
    const pdf = new File(['%PDF-1.4'], 'm.pdf');
    expect(validarPaso(2, proceso, completo(), { MEM: [pdf] })).toEqual({
      'ficheros.OTR': ['Debe aportar el documento «Doc OTR»'],
    });
  });
});

describe('payload', () => {
  it('builds the contract payload: ISO date, sorted classes, data only where required', () => {
    const body = payload(proceso, completo());
    expect(body).toMatchObject({ procesoId: 7, nica: [3, 41], cif: 'B12345674', fechaInicio: '2020-09-01', ambitoId: 4 });
    const perfiles = body.perfiles as Array<Record<string, unknown>>;
    expect(perfiles[0]).toMatchObject({ perfilId: 1, documentoIdentidad: '12345678Z', direccionEmail: 'a@b.es', sexoId: 2 });
    expect(perfiles[1]).not.toHaveProperty('direccionEmail');
    expect(body).not.toHaveProperty('demo');
    expect(payload(proceso, completo(), true)).toHaveProperty('demo', false);
  });

  it('only the public wizard asks for the conditions; staff choose whether the people are mailed', () => {
    const sinAceptar = { ...completo(), aceptaCondiciones: false };
    expect(validarPaso(0, proceso, sinAceptar, {})).toHaveProperty('aceptaCondiciones');
    expect(validarPaso(0, proceso, sinAceptar, {}, true)).toEqual({});
    const staff = JSON.parse(JSON.stringify(payload(proceso, { ...sinAceptar, notificar: true }, true)));
    expect(staff).not.toHaveProperty('aceptaCondiciones');
    expect(staff).toHaveProperty('notificar', true);
    expect(payload(proceso, completo())).not.toHaveProperty('notificar');
  });

  it('maps API error paths to steps', () => {
    expect(pasoDeCampo('aceptaCondiciones')).toBe(0);
    expect(pasoDeCampo('perfiles.0.documentoIdentidad')).toBe(1);
    expect(pasoDeCampo('ficheros.MEM')).toBe(2);
    expect(fechaIso('05-03-2021')).toBe('2021-03-05');
  });

  it('tells which API error paths the wizard shows under a field; the rest go to the banner', () => {
    const d = { ...completo(), ambitoId: '4' };
    for (const path of [
      'cif',
      'provinciaId',
      'perfiles.0.documentoIdentidad',
      'perfiles.1.cargo',
      'ficheros.MEM',
      'ficheros.OTR',
    ]) {
      expect(campoConocido(path, proceso, d), path).toBe(true);
    }
    // procesoId, the list of people, a profile's data it does not ask for, a type of another scope, unknown ones.
    for (const path of [
      'procesoId',
      'perfiles',
      'perfiles.1.documentoIdentidad',
      'perfiles.5.nombre',
      'ficheros.PLA',
      'ficheros._',
      'solicitud',
    ]) {
      expect(campoConocido(path, proceso, d), path).toBe(false);
    }
    expect(campoConocido('usuarioTutorId', proceso, d)).toBe(false);
    expect(campoConocido('usuarioTutorId', proceso, d, true)).toBe(true);
  });

  it('completes dates typed without leading zeros', () => {
    expect(completarFecha('1/9/2020')).toBe('01/09/2020');
    expect(completarFecha('01-9-2020')).toBe('01/09/2020');
    expect(completarFecha('01/09/2020')).toBe('01/09/2020');
    expect(completarFecha('1/9-2020')).toBe('1/9-2020');
    expect(completarFecha('')).toBe('');
  });
});

describe('what a profile that requires data asks for', () => {
  it('leaves the phone optional in the wizard, and the open process and process form say so', () => {
    expect(validarPaso(1, proceso, completo(), {})['perfiles.0.telefono']).toBeUndefined();
    expect(procesosAbiertosUi.conDatos).toMatch(/teléfono opcional/);
    expect(procesosUi.perfiles.ayuda).toMatch(/teléfono es opcional/);
  });
});
