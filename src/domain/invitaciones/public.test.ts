import { beforeAll, describe, expect, it } from 'vitest';
import { resultado } from '../../../tests/fixtures/dominio.ts';
import { invitacionesDePrueba } from '../../../tests/fixtures/invitaciones-dominio.ts';
import { invitaciones as t } from '../../i18n/invitaciones.ts';
import { cancelInvitacion } from './cancel.ts';
import { INVITACION_TTL_MS } from './estado.ts';
import { getInvitacionPublica } from './public.ts';

let p: Awaited<ReturnType<typeof invitacionesDePrueba>>;
beforeAll(async () => {
  p = await invitacionesDePrueba();
});
const leer = (token: string) => getInvitacionPublica({ db: p.db, instancia: p.instancia, clock: p.clock, token });

describe('the public invitation page', () => {
  it("shows a new person's invitation with what the inviter gave, and the inviter only when told to name them", async () => {
    const { token } = await p.invitar('nadie@ejemplo.es', {
      datos: { nombre: 'Nadia', apellido1: 'Ruiz', telefono: '600111222' },
    });
    expect(await leer(token)).toEqual({
      Estado: 'PTE',
      DireccionEmail: 'nadie@ejemplo.es',
      Perfil: { NombrePublico: expect.any(String) },
      ProyectoId: null,
      Proyecto: null,
      ExpiraEn: new Date(p.reloj.fecha.getTime() + INVITACION_TTL_MS).toISOString(),
      CuentaExistente: false,
      Remitente: null,
      Instancia: { Nombre: 'Soludable' },
      Datos: {
        Nombre: 'Nadia',
        Apellido1: 'Ruiz',
        Apellido2: null,
        Tratamiento: null,
        TipoDocumentoIdentidadClave: null,
        DocumentoIdentidad: null,
        Telefono: '600111222',
      },
    });
  });

  it('says when the address already has an account, and names the inviter when asked', async () => {
    const { token } = await p.invitar('gestor@soludable.demo', { incluirRemitente: true });
    const leida = await leer(token);
    expect(leida.CuentaExistente).toBe(true);
    expect(leida.Remitente?.NombreCompleto).toEqual(expect.any(String));
  });

  it('answers 404 for a token nobody holds, 410 once expired, 409 once cancelled', async () => {
    expect(await resultado(leer('x'.repeat(43)))).toBe(`404 ${t.noExiste}`);
    const cancelada = await p.invitar('cancelada@ejemplo.es');
    await cancelInvitacion(p.admin, cancelada.id);
    expect(await resultado(leer(cancelada.token))).toBe(`409 ${t.cancelada}`);
    const { token } = await p.invitar('tarde@ejemplo.es');
    const antes = p.reloj.fecha;
    p.reloj.fecha = new Date(antes.getTime() + INVITACION_TTL_MS);
    try {
      expect(await resultado(leer(token))).toBe(`410 ${t.caducada}`);
    } finally {
      p.reloj.fecha = antes;
    }
  });
});
