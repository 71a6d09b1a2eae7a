import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, pageRouteFor, pageRoutePattern } from './page-routes.ts';

// The product's page route tables, copied by hand from the specification so the table cannot drift
// from it unnoticed. Key: permission list as the spec states it.
const SPEC: Array<[keys: string[] | null, routes: string]> = [
  // Public and session routes (no permission).
  [
    null,
    '/ /inicio /decalogo /modelo /quees /requisitos /acreditacion/publico/{AcreditacionId} /acreditaciones/publico ' +
      '/manual/publico/{ManualId?} /enlacesPublico /contacto /login /restablecerContrasena /solicitud /manual ' +
      '/invitacion/{Token} /procesosAbiertos /estandares/{EstandarId}/ejemplos/{EjemploId} /loginCertificado ' +
      '/loginCertificadoRetorno /404 /error404 /respuesta /confirmacion /error /errorAutorizacion /fichero/{FicheroId} /logout',
  ],
  // Listed as "no permission" but meaningful only with a session.
  [[], '/perfil /seleccionTipoPerfil /autoevaluacion'],
  // Tables and reports.
  [null, '/manual/{ManualId}/tabla'],
  [['INF_EVAL'], '/evaluacion/{AutoevaluacionId}/informe'],
  [['INF_EVALUACION'], '/evaluacion/{AutoevaluacionId}/plantilla-seguimiento'],
  [['AE'], '/autoevaluacion/{AutoevaluacionId}/tabla'],
  // Management routes.
  [['GEST_CERT_ACRED'], '/acreditaciones/gestion /acreditacion/gestion/{AcreditacionId} /acreditacion/gestion'],
  [['MANUALES'], '/ambitos /ambito/{AmbitoId} /ambito'],
  [['MANUALES'], '/enlacesGestion'],
  [['GEST_FIRMA'], '/firmas'],
  [
    ['MANUALES'],
    '/manual/gestion/{ManualId} /manuales /manual/{ManualId}/edicion /manual/alta /bloque/{BloqueId} /bloque /bloques ' +
      '/estandares /estandar/{EstandarId} /estandar /evidencias /evidencia/{EvidenciaId} /evidencia /ejemplos ' +
      '/ejemplo/{EjemploId} /ejemplo /pruebas /prueba/{PruebaId} /prueba /formularios /formulario/{FormularioId} /formulario',
  ],
  [['GEST_CONSULTAS'], '/consultas /consulta/{ConsultaId}'],
  [['PRY_SEGUIMIENTO', 'MANUALES', 'GEST_SOLICITUDES'], '/index'],
  [['GEST_COMUNIC'], '/mensajes /hilo/{HiloId} /mensaje'],
  [['HISTORICO'], '/proyectos /proyecto/{ProyectoId}'],
  [['GEST_CENTROS'], '/solicitantes /solicitante/{SolicitanteId} /solicitante'],
  [['GEST_SOLICITUDES'], '/solicitudes /solicitudes/{SolicitudId} /solicitud/alta /procesosAbiertos/gestion'],
  [['ACTUACIONES'], '/actuaciones /actuacion /actuacion/{ActuacionId}'],
  [['PERSONAS'], '/usuarios /usuario/{UsuarioId} /usuario /invitaciones'],
  [['GEST_PROCESOS'], '/procesos /proceso/{ProcesoId} /proceso'],
  // Self-assessment area.
  [[], '/enlacesAutoevaluacion/{AutoevaluacionId}'],
  // The spec's `home` sub-route; the home itself is also served at the area's bare path.
  [
    ['AE'],
    '/autoevaluacion/{AutoevaluacionId} /autoevaluacion/{AutoevaluacionId}/home /autoevaluacion/{AutoevaluacionId}/areasMejora',
  ],
  [['COMUNIC'], 'mensajes mensaje hilo/{HiloId}'.replace(/(\S+)/g, '/autoevaluacion/{AutoevaluacionId}/$1')],
  [
    ['AE_APORTACION'],
    'progreso calendario calendario/mensual calendario/semanal tareas estandares estandar/{EstandarId} tarea tarea/{TareaId} evidencia/{EvidenciaId?} evidencias manual'.replace(
      /(\S+)/g,
      '/autoevaluacion/{AutoevaluacionId}/$1',
    ),
  ],
  [
    ['AE_EQUIPO'],
    'equipo usuario/{UsuarioId} usuario/alta usuario/sustitucion'.replace(/(\S+)/g, '/autoevaluacion/{AutoevaluacionId}/$1'),
  ],
  [['AE_FIN'], '/autoevaluacion/{AutoevaluacionId}/fin'],
  // Evaluation area.
  [[], '/enlacesEvaluacion/{AutoevaluacionId}'],
  [['AE'], '/evaluacion/{AutoevaluacionId} /evaluacion/{AutoevaluacionId}/home'],
  [
    ['AE_APORTACION'],
    'progreso estandar/{EstandarId} estandares evidencia/{EvidenciaId?} evidencias'.replace(
      /(\S+)/g,
      '/evaluacion/{AutoevaluacionId}/$1',
    ),
  ],
  [['AE_EQUIPO'], 'equipo usuario/{UsuarioId} usuario/alta'.replace(/(\S+)/g, '/evaluacion/{AutoevaluacionId}/$1')],
  [['INF_EVAL'], '/evaluacion/{AutoevaluacionId}/resultado'],
];

const expected = new Map(SPEC.flatMap(([keys, routes]) => routes.split(/\s+/).map((r) => [r, keys] as const)));

describe('PAGE_ROUTES', () => {
  it('holds every route of the spec with its permission list', () => {
    for (const [route, keys] of expected) {
      expect(PAGE_ROUTES, route).toHaveProperty([route]);
      expect(PAGE_ROUTES[route], route).toEqual(keys);
    }
  });

  it('holds nothing the spec does not list, except the public pages of this app and the development mailbox', () => {
    const extra = Object.keys(PAGE_ROUTES).filter((r) => !expected.has(r));
    expect(extra.sort()).toEqual(
      [
        '/acreditacion/verificar',
        '/auditoria',
        '/dev/correo',
        '/dev/correo/{Id}',
        '/informacion',
        '/privacidad',
        '/accesibilidad',
        '/widget',
        // The correction round: the team's and the evaluation's pages.
        '/autoevaluacion/{AutoevaluacionId}/subsanacion',
        '/evaluacion/{AutoevaluacionId}/subsanacion',
      ].sort(),
    );
    expect(PAGE_ROUTES['/autoevaluacion/{AutoevaluacionId}/subsanacion']).toEqual(['AE']);
    expect(PAGE_ROUTES['/informacion']).toBeNull();
    // The widget's demonstration page: public, and frameable by partner sites.
    expect(PAGE_ROUTES['/widget']).toBeNull();
    // The public verification of a certificate by its CSV (where its QR leads).
    expect(PAGE_ROUTES['/acreditacion/verificar']).toBeNull();
    expect(PAGE_ROUTES['/privacidad']).toBeNull();
    expect(PAGE_ROUTES['/accesibilidad']).toBeNull();
    // The mailbox shows live reset and invitation links: PERSONAS only.
    expect(PAGE_ROUTES['/dev/correo']).toEqual(['PERSONAS']);
    expect(PAGE_ROUTES['/dev/correo/{Id}']).toEqual(['PERSONAS']);
  });

  it('has well-formed paths', () => {
    for (const route of Object.keys(PAGE_ROUTES)) {
      expect(route).toMatch(/^\/([A-Za-z0-9-]+|\{[A-Za-z]+\??\})?(\/([A-Za-z0-9-]+|\{[A-Za-z]+\??\}))*$/);
    }
  });
});

describe('pageRouteFor', () => {
  it('finds literal routes', () => {
    expect(pageRouteFor('/inicio')).toBeNull();
    expect(pageRouteFor('/perfil')).toEqual([]);
    expect(pageRouteFor('/usuarios')).toEqual(['PERSONAS']);
    expect(pageRouteFor('/usuarios/')).toEqual(['PERSONAS']);
  });

  it('matches parameters', () => {
    expect(pageRoutePattern('/usuario/12')).toBe('/usuario/{UsuarioId}');
    expect(pageRouteFor('/usuario/12')).toEqual(['PERSONAS']);
    expect(pageRouteFor('/invitacion/abc-def')).toBeNull();
    expect(pageRoutePattern('/estandares/3/ejemplos/9')).toBe('/estandares/{EstandarId}/ejemplos/{EjemploId}');
    expect(pageRouteFor('/autoevaluacion/7/estandar/3')).toEqual(['AE_APORTACION']);
    expect(pageRouteFor('/evaluacion/7/resultado')).toEqual(['INF_EVAL']);
    expect(pageRouteFor('/autoevaluacion/7')).toEqual(['AE']);
    expect(pageRouteFor('/autoevaluacion/7/home')).toEqual(['AE']);
    expect(pageRouteFor('/evaluacion/7/home')).toEqual(['AE']);
    expect(pageRouteFor('/manual/4/tabla')).toBeNull();
  });

  it('prefers literal segments over parameters', () => {
    expect(pageRoutePattern('/usuario')).toBe('/usuario');
    expect(pageRoutePattern('/autoevaluacion/7/usuario/alta')).toBe('/autoevaluacion/{AutoevaluacionId}/usuario/alta');
    expect(pageRoutePattern('/autoevaluacion/7/usuario/5')).toBe('/autoevaluacion/{AutoevaluacionId}/usuario/{UsuarioId}');
    expect(pageRoutePattern('/manual/alta')).toBe('/manual/alta');
    expect(pageRoutePattern('/manual/publico/tabla')).toBe('/manual/publico/{ManualId?}');
    expect(pageRoutePattern('/solicitud/alta')).toBe('/solicitud/alta');
  });

  it('treats a trailing {Param?} as optional', () => {
    expect(pageRoutePattern('/manual/publico')).toBe('/manual/publico/{ManualId?}');
    expect(pageRoutePattern('/manual/publico/3')).toBe('/manual/publico/{ManualId?}');
    expect(pageRouteFor('/autoevaluacion/7/evidencia')).toEqual(['AE_APORTACION']);
    expect(pageRouteFor('/evaluacion/7/evidencia/2')).toEqual(['AE_APORTACION']);
  });

  it('knows nothing of other paths', () => {
    expect(pageRouteFor('/no-existe')).toBeUndefined();
    expect(pageRouteFor('/usuario/12/otra')).toBeUndefined();
    expect(pageRouteFor('/usuario//')).toEqual(['PERSONAS']);
    expect(pageRouteFor('/autoevaluacion//tabla')).toBeUndefined();
  });
});
