// deno-fmt-ignore-file
// biome-ignore format: generated types do not need formatting
// prettier-ignore
import type { PathsForPages, GetConfigResponse } from 'waku/router';

// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdAreasMejora_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/areasMejora';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdCalendarioIndex_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/calendario/index';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdCalendarioMensual_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/calendario/mensual';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdCalendarioSemanal_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/calendario/semanal';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdEquipo_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/equipo';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdEstandarEstandarId_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/estandar/[EstandarId]';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdEstandares_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/estandares';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdEvidenciaEvidenciaId_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/evidencia/[EvidenciaId]';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdEvidenciaIndex_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/evidencia/index';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdEvidencias_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/evidencias';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdFin_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/fin';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdHome_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/home';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdIndex_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/index';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdManual_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/manual';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdProgreso_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/progreso';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdSubsanacion_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/subsanacion';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdTabla_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/tabla';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdTareaTareaId_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/tarea/[TareaId]';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdTareaIndex_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/tarea/index';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdTareas_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/tareas';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdUsuarioUsuarioId_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/usuario/[UsuarioId]';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdUsuarioAlta_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/usuario/alta';
// prettier-ignore
import type { getConfig as File_AreaAutoevaluacionAutoevaluacionIdUsuarioSustitucion_getConfig } from './pages/(area)/autoevaluacion/[AutoevaluacionId]/usuario/sustitucion';
// prettier-ignore
import type { getConfig as File_AreaEvaluacionAutoevaluacionIdEquipo_getConfig } from './pages/(area)/evaluacion/[AutoevaluacionId]/equipo';
// prettier-ignore
import type { getConfig as File_AreaEvaluacionAutoevaluacionIdEstandarEstandarId_getConfig } from './pages/(area)/evaluacion/[AutoevaluacionId]/estandar/[EstandarId]';
// prettier-ignore
import type { getConfig as File_AreaEvaluacionAutoevaluacionIdEstandares_getConfig } from './pages/(area)/evaluacion/[AutoevaluacionId]/estandares';
// prettier-ignore
import type { getConfig as File_AreaEvaluacionAutoevaluacionIdEvidenciaEvidenciaId_getConfig } from './pages/(area)/evaluacion/[AutoevaluacionId]/evidencia/[EvidenciaId]';
// prettier-ignore
import type { getConfig as File_AreaEvaluacionAutoevaluacionIdEvidenciaIndex_getConfig } from './pages/(area)/evaluacion/[AutoevaluacionId]/evidencia/index';
// prettier-ignore
import type { getConfig as File_AreaEvaluacionAutoevaluacionIdEvidencias_getConfig } from './pages/(area)/evaluacion/[AutoevaluacionId]/evidencias';
// prettier-ignore
import type { getConfig as File_AreaEvaluacionAutoevaluacionIdHome_getConfig } from './pages/(area)/evaluacion/[AutoevaluacionId]/home';
// prettier-ignore
import type { getConfig as File_AreaEvaluacionAutoevaluacionIdIndex_getConfig } from './pages/(area)/evaluacion/[AutoevaluacionId]/index';
// prettier-ignore
import type { getConfig as File_AreaEvaluacionAutoevaluacionIdInforme_getConfig } from './pages/(area)/evaluacion/[AutoevaluacionId]/informe';
// prettier-ignore
import type { getConfig as File_AreaEvaluacionAutoevaluacionIdPlantillaSeguimiento_getConfig } from './pages/(area)/evaluacion/[AutoevaluacionId]/plantilla-seguimiento';
// prettier-ignore
import type { getConfig as File_AreaEvaluacionAutoevaluacionIdProgreso_getConfig } from './pages/(area)/evaluacion/[AutoevaluacionId]/progreso';
// prettier-ignore
import type { getConfig as File_AreaEvaluacionAutoevaluacionIdResultado_getConfig } from './pages/(area)/evaluacion/[AutoevaluacionId]/resultado';
// prettier-ignore
import type { getConfig as File_AreaEvaluacionAutoevaluacionIdSubsanacion_getConfig } from './pages/(area)/evaluacion/[AutoevaluacionId]/subsanacion';
// prettier-ignore
import type { getConfig as File_AreaEvaluacionAutoevaluacionIdUsuarioUsuarioId_getConfig } from './pages/(area)/evaluacion/[AutoevaluacionId]/usuario/[UsuarioId]';
// prettier-ignore
import type { getConfig as File_AreaEvaluacionAutoevaluacionIdUsuarioAlta_getConfig } from './pages/(area)/evaluacion/[AutoevaluacionId]/usuario/alta';
// prettier-ignore
import type { getConfig as File_GestionAcreditacionGestionAcreditacionId_getConfig } from './pages/(gestion)/acreditacion/gestion/[AcreditacionId]';
// prettier-ignore
import type { getConfig as File_GestionAcreditacionGestionIndex_getConfig } from './pages/(gestion)/acreditacion/gestion/index';
// prettier-ignore
import type { getConfig as File_GestionAcreditacionesGestion_getConfig } from './pages/(gestion)/acreditaciones/gestion';
// prettier-ignore
import type { getConfig as File_GestionAmbitoAmbitoId_getConfig } from './pages/(gestion)/ambito/[ambitoId]';
// prettier-ignore
import type { getConfig as File_GestionAmbitoIndex_getConfig } from './pages/(gestion)/ambito/index';
// prettier-ignore
import type { getConfig as File_GestionAmbitos_getConfig } from './pages/(gestion)/ambitos';
// prettier-ignore
import type { getConfig as File_GestionAuditoria_getConfig } from './pages/(gestion)/auditoria';
// prettier-ignore
import type { getConfig as File_GestionBloqueBloqueId_getConfig } from './pages/(gestion)/bloque/[bloqueId]';
// prettier-ignore
import type { getConfig as File_GestionBloqueIndex_getConfig } from './pages/(gestion)/bloque/index';
// prettier-ignore
import type { getConfig as File_GestionBloques_getConfig } from './pages/(gestion)/bloques';
// prettier-ignore
import type { getConfig as File_GestionEjemploEjemploId_getConfig } from './pages/(gestion)/ejemplo/[ejemploId]';
// prettier-ignore
import type { getConfig as File_GestionEjemploIndex_getConfig } from './pages/(gestion)/ejemplo/index';
// prettier-ignore
import type { getConfig as File_GestionEjemplos_getConfig } from './pages/(gestion)/ejemplos';
// prettier-ignore
import type { getConfig as File_GestionEstandarEstandarId_getConfig } from './pages/(gestion)/estandar/[estandarId]';
// prettier-ignore
import type { getConfig as File_GestionEstandarIndex_getConfig } from './pages/(gestion)/estandar/index';
// prettier-ignore
import type { getConfig as File_GestionEstandares_getConfig } from './pages/(gestion)/estandares';
// prettier-ignore
import type { getConfig as File_GestionEvidenciaEvidenciaId_getConfig } from './pages/(gestion)/evidencia/[evidenciaId]';
// prettier-ignore
import type { getConfig as File_GestionEvidenciaIndex_getConfig } from './pages/(gestion)/evidencia/index';
// prettier-ignore
import type { getConfig as File_GestionEvidencias_getConfig } from './pages/(gestion)/evidencias';
// prettier-ignore
import type { getConfig as File_GestionFormularioFormularioId_getConfig } from './pages/(gestion)/formulario/[formularioId]';
// prettier-ignore
import type { getConfig as File_GestionFormularioIndex_getConfig } from './pages/(gestion)/formulario/index';
// prettier-ignore
import type { getConfig as File_GestionFormularios_getConfig } from './pages/(gestion)/formularios';
// prettier-ignore
import type { getConfig as File_GestionIndexIndex_getConfig } from './pages/(gestion)/index/index';
// prettier-ignore
import type { getConfig as File_GestionInvitaciones_getConfig } from './pages/(gestion)/invitaciones';
// prettier-ignore
import type { getConfig as File_GestionManualManualIdEdicion_getConfig } from './pages/(gestion)/manual/[manualId]/edicion';
// prettier-ignore
import type { getConfig as File_GestionManualAlta_getConfig } from './pages/(gestion)/manual/alta';
// prettier-ignore
import type { getConfig as File_GestionManualGestionManualId_getConfig } from './pages/(gestion)/manual/gestion/[manualId]';
// prettier-ignore
import type { getConfig as File_GestionManuales_getConfig } from './pages/(gestion)/manuales';
// prettier-ignore
import type { getConfig as File_GestionProcesoProcesoId_getConfig } from './pages/(gestion)/proceso/[procesoId]';
// prettier-ignore
import type { getConfig as File_GestionProcesoIndex_getConfig } from './pages/(gestion)/proceso/index';
// prettier-ignore
import type { getConfig as File_GestionProcesos_getConfig } from './pages/(gestion)/procesos';
// prettier-ignore
import type { getConfig as File_GestionProcesosAbiertosGestion_getConfig } from './pages/(gestion)/procesosAbiertos/gestion';
// prettier-ignore
import type { getConfig as File_GestionProyectoProyectoId_getConfig } from './pages/(gestion)/proyecto/[ProyectoId]';
// prettier-ignore
import type { getConfig as File_GestionProyectos_getConfig } from './pages/(gestion)/proyectos';
// prettier-ignore
import type { getConfig as File_GestionPruebaPruebaId_getConfig } from './pages/(gestion)/prueba/[pruebaId]';
// prettier-ignore
import type { getConfig as File_GestionPruebaIndex_getConfig } from './pages/(gestion)/prueba/index';
// prettier-ignore
import type { getConfig as File_GestionPruebas_getConfig } from './pages/(gestion)/pruebas';
// prettier-ignore
import type { getConfig as File_GestionSolicitanteSolicitanteId_getConfig } from './pages/(gestion)/solicitante/[SolicitanteId]';
// prettier-ignore
import type { getConfig as File_GestionSolicitanteIndex_getConfig } from './pages/(gestion)/solicitante/index';
// prettier-ignore
import type { getConfig as File_GestionSolicitantes_getConfig } from './pages/(gestion)/solicitantes';
// prettier-ignore
import type { getConfig as File_GestionSolicitudAlta_getConfig } from './pages/(gestion)/solicitud/alta';
// prettier-ignore
import type { getConfig as File_GestionSolicitudesSolicitudId_getConfig } from './pages/(gestion)/solicitudes/[SolicitudId]';
// prettier-ignore
import type { getConfig as File_GestionSolicitudes_getConfig } from './pages/(gestion)/solicitudes';
// prettier-ignore
import type { getConfig as File_GestionUsuarioUsuarioId_getConfig } from './pages/(gestion)/usuario/[UsuarioId]';
// prettier-ignore
import type { getConfig as File_GestionUsuarioIndex_getConfig } from './pages/(gestion)/usuario/index';
// prettier-ignore
import type { getConfig as File_GestionUsuarios_getConfig } from './pages/(gestion)/usuarios';
// prettier-ignore
import type { getConfig as File_Publico404_getConfig } from './pages/(publico)/404';
// prettier-ignore
import type { getConfig as File_PublicoAcreditacionPublicoAcreditacionId_getConfig } from './pages/(publico)/acreditacion/publico/[acreditacionId]';
// prettier-ignore
import type { getConfig as File_PublicoAcreditacionVerificar_getConfig } from './pages/(publico)/acreditacion/verificar';
// prettier-ignore
import type { getConfig as File_PublicoAcreditacionesPublico_getConfig } from './pages/(publico)/acreditaciones/publico';
// prettier-ignore
import type { getConfig as File_PublicoAutoevaluacionIndex_getConfig } from './pages/(publico)/autoevaluacion/index';
// prettier-ignore
import type { getConfig as File_PublicoConfirmacion_getConfig } from './pages/(publico)/confirmacion';
// prettier-ignore
import type { getConfig as File_PublicoDecalogo_getConfig } from './pages/(publico)/decalogo';
// prettier-ignore
import type { getConfig as File_PublicoDevCorreoId_getConfig } from './pages/(publico)/dev/correo/[id]';
// prettier-ignore
import type { getConfig as File_PublicoDevCorreoIndex_getConfig } from './pages/(publico)/dev/correo/index';
// prettier-ignore
import type { getConfig as File_PublicoEnlacesAutoevaluacionAutoevaluacionId_getConfig } from './pages/(publico)/enlacesAutoevaluacion/[AutoevaluacionId]';
// prettier-ignore
import type { getConfig as File_PublicoEnlacesEvaluacionAutoevaluacionId_getConfig } from './pages/(publico)/enlacesEvaluacion/[AutoevaluacionId]';
// prettier-ignore
import type { getConfig as File_PublicoError_getConfig } from './pages/(publico)/error';
// prettier-ignore
import type { getConfig as File_PublicoError404_getConfig } from './pages/(publico)/error404';
// prettier-ignore
import type { getConfig as File_PublicoErrorAutorizacion_getConfig } from './pages/(publico)/errorAutorizacion';
// prettier-ignore
import type { getConfig as File_PublicoEstandaresEstandarIdEjemplosEjemploId_getConfig } from './pages/(publico)/estandares/[estandarId]/ejemplos/[ejemploId]';
// prettier-ignore
import type { getConfig as File_PublicoFicheroFicheroId_getConfig } from './pages/(publico)/fichero/[ficheroId]';
// prettier-ignore
import type { getConfig as File_PublicoIndex_getConfig } from './pages/(publico)/index';
// prettier-ignore
import type { getConfig as File_PublicoInformacion_getConfig } from './pages/(publico)/informacion';
// prettier-ignore
import type { getConfig as File_PublicoInicio_getConfig } from './pages/(publico)/inicio';
// prettier-ignore
import type { getConfig as File_PublicoInvitacionToken_getConfig } from './pages/(publico)/invitacion/[token]';
// prettier-ignore
import type { getConfig as File_PublicoLogin_getConfig } from './pages/(publico)/login';
// prettier-ignore
import type { getConfig as File_PublicoLoginCertificado_getConfig } from './pages/(publico)/loginCertificado';
// prettier-ignore
import type { getConfig as File_PublicoLogout_getConfig } from './pages/(publico)/logout';
// prettier-ignore
import type { getConfig as File_PublicoManualManualIdTabla_getConfig } from './pages/(publico)/manual/[manualId]/tabla';
// prettier-ignore
import type { getConfig as File_PublicoManualIndex_getConfig } from './pages/(publico)/manual/index';
// prettier-ignore
import type { getConfig as File_PublicoManualPublicoManualId_getConfig } from './pages/(publico)/manual/publico/[manualId]';
// prettier-ignore
import type { getConfig as File_PublicoManualPublicoIndex_getConfig } from './pages/(publico)/manual/publico/index';
// prettier-ignore
import type { getConfig as File_PublicoModelo_getConfig } from './pages/(publico)/modelo';
// prettier-ignore
import type { getConfig as File_PublicoPerfil_getConfig } from './pages/(publico)/perfil';
// prettier-ignore
import type { getConfig as File_PublicoPrivacidad_getConfig } from './pages/(publico)/privacidad';
// prettier-ignore
import type { getConfig as File_PublicoProcesosAbiertosIndex_getConfig } from './pages/(publico)/procesosAbiertos/index';
// prettier-ignore
import type { getConfig as File_PublicoQuees_getConfig } from './pages/(publico)/quees';
// prettier-ignore
import type { getConfig as File_PublicoRequisitos_getConfig } from './pages/(publico)/requisitos';
// prettier-ignore
import type { getConfig as File_PublicoRespuesta_getConfig } from './pages/(publico)/respuesta';
// prettier-ignore
import type { getConfig as File_PublicoRestablecerContrasena_getConfig } from './pages/(publico)/restablecerContrasena';
// prettier-ignore
import type { getConfig as File_PublicoSeleccionTipoPerfil_getConfig } from './pages/(publico)/seleccionTipoPerfil';
// prettier-ignore
import type { getConfig as File_PublicoSolicitudIndex_getConfig } from './pages/(publico)/solicitud/index';
// prettier-ignore
import type { getConfig as File_PublicoWidgetIndex_getConfig } from './pages/(publico)/widget/index';
// prettier-ignore
import type { getConfig as File_Root_getConfig } from './pages/_root';

// prettier-ignore
type Page =
| ({ path: '/autoevaluacion/[AutoevaluacionId]/areasMejora' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdAreasMejora_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/calendario' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdCalendarioIndex_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/calendario/mensual' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdCalendarioMensual_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/calendario/semanal' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdCalendarioSemanal_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/equipo' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdEquipo_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/estandar/[EstandarId]' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdEstandarEstandarId_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/estandares' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdEstandares_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/evidencia/[EvidenciaId]' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdEvidenciaEvidenciaId_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/evidencia' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdEvidenciaIndex_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/evidencias' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdEvidencias_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/fin' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdFin_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/home' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdHome_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdIndex_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/manual' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdManual_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/progreso' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdProgreso_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/subsanacion' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdSubsanacion_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/tabla' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdTabla_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/tarea/[TareaId]' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdTareaTareaId_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/tarea' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdTareaIndex_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/tareas' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdTareas_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/usuario/[UsuarioId]' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdUsuarioUsuarioId_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/usuario/alta' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdUsuarioAlta_getConfig>)
| ({ path: '/autoevaluacion/[AutoevaluacionId]/usuario/sustitucion' } & GetConfigResponse<typeof File_AreaAutoevaluacionAutoevaluacionIdUsuarioSustitucion_getConfig>)
| ({ path: '/evaluacion/[AutoevaluacionId]/equipo' } & GetConfigResponse<typeof File_AreaEvaluacionAutoevaluacionIdEquipo_getConfig>)
| ({ path: '/evaluacion/[AutoevaluacionId]/estandar/[EstandarId]' } & GetConfigResponse<typeof File_AreaEvaluacionAutoevaluacionIdEstandarEstandarId_getConfig>)
| ({ path: '/evaluacion/[AutoevaluacionId]/estandares' } & GetConfigResponse<typeof File_AreaEvaluacionAutoevaluacionIdEstandares_getConfig>)
| ({ path: '/evaluacion/[AutoevaluacionId]/evidencia/[EvidenciaId]' } & GetConfigResponse<typeof File_AreaEvaluacionAutoevaluacionIdEvidenciaEvidenciaId_getConfig>)
| ({ path: '/evaluacion/[AutoevaluacionId]/evidencia' } & GetConfigResponse<typeof File_AreaEvaluacionAutoevaluacionIdEvidenciaIndex_getConfig>)
| ({ path: '/evaluacion/[AutoevaluacionId]/evidencias' } & GetConfigResponse<typeof File_AreaEvaluacionAutoevaluacionIdEvidencias_getConfig>)
| ({ path: '/evaluacion/[AutoevaluacionId]/home' } & GetConfigResponse<typeof File_AreaEvaluacionAutoevaluacionIdHome_getConfig>)
| ({ path: '/evaluacion/[AutoevaluacionId]' } & GetConfigResponse<typeof File_AreaEvaluacionAutoevaluacionIdIndex_getConfig>)
| ({ path: '/evaluacion/[AutoevaluacionId]/informe' } & GetConfigResponse<typeof File_AreaEvaluacionAutoevaluacionIdInforme_getConfig>)
| ({ path: '/evaluacion/[AutoevaluacionId]/plantilla-seguimiento' } & GetConfigResponse<typeof File_AreaEvaluacionAutoevaluacionIdPlantillaSeguimiento_getConfig>)
| ({ path: '/evaluacion/[AutoevaluacionId]/progreso' } & GetConfigResponse<typeof File_AreaEvaluacionAutoevaluacionIdProgreso_getConfig>)
| ({ path: '/evaluacion/[AutoevaluacionId]/resultado' } & GetConfigResponse<typeof File_AreaEvaluacionAutoevaluacionIdResultado_getConfig>)
| ({ path: '/evaluacion/[AutoevaluacionId]/subsanacion' } & GetConfigResponse<typeof File_AreaEvaluacionAutoevaluacionIdSubsanacion_getConfig>)
| ({ path: '/evaluacion/[AutoevaluacionId]/usuario/[UsuarioId]' } & GetConfigResponse<typeof File_AreaEvaluacionAutoevaluacionIdUsuarioUsuarioId_getConfig>)
| ({ path: '/evaluacion/[AutoevaluacionId]/usuario/alta' } & GetConfigResponse<typeof File_AreaEvaluacionAutoevaluacionIdUsuarioAlta_getConfig>)
| ({ path: '/acreditacion/gestion/[AcreditacionId]' } & GetConfigResponse<typeof File_GestionAcreditacionGestionAcreditacionId_getConfig>)
| ({ path: '/acreditacion/gestion' } & GetConfigResponse<typeof File_GestionAcreditacionGestionIndex_getConfig>)
| ({ path: '/acreditaciones/gestion' } & GetConfigResponse<typeof File_GestionAcreditacionesGestion_getConfig>)
| ({ path: '/ambito/[ambitoId]' } & GetConfigResponse<typeof File_GestionAmbitoAmbitoId_getConfig>)
| ({ path: '/ambito' } & GetConfigResponse<typeof File_GestionAmbitoIndex_getConfig>)
| ({ path: '/ambitos' } & GetConfigResponse<typeof File_GestionAmbitos_getConfig>)
| ({ path: '/auditoria' } & GetConfigResponse<typeof File_GestionAuditoria_getConfig>)
| ({ path: '/bloque/[bloqueId]' } & GetConfigResponse<typeof File_GestionBloqueBloqueId_getConfig>)
| ({ path: '/bloque' } & GetConfigResponse<typeof File_GestionBloqueIndex_getConfig>)
| ({ path: '/bloques' } & GetConfigResponse<typeof File_GestionBloques_getConfig>)
| ({ path: '/ejemplo/[ejemploId]' } & GetConfigResponse<typeof File_GestionEjemploEjemploId_getConfig>)
| ({ path: '/ejemplo' } & GetConfigResponse<typeof File_GestionEjemploIndex_getConfig>)
| ({ path: '/ejemplos' } & GetConfigResponse<typeof File_GestionEjemplos_getConfig>)
| ({ path: '/estandar/[estandarId]' } & GetConfigResponse<typeof File_GestionEstandarEstandarId_getConfig>)
| ({ path: '/estandar' } & GetConfigResponse<typeof File_GestionEstandarIndex_getConfig>)
| ({ path: '/estandares' } & GetConfigResponse<typeof File_GestionEstandares_getConfig>)
| ({ path: '/evidencia/[evidenciaId]' } & GetConfigResponse<typeof File_GestionEvidenciaEvidenciaId_getConfig>)
| ({ path: '/evidencia' } & GetConfigResponse<typeof File_GestionEvidenciaIndex_getConfig>)
| ({ path: '/evidencias' } & GetConfigResponse<typeof File_GestionEvidencias_getConfig>)
| ({ path: '/formulario/[formularioId]' } & GetConfigResponse<typeof File_GestionFormularioFormularioId_getConfig>)
| ({ path: '/formulario' } & GetConfigResponse<typeof File_GestionFormularioIndex_getConfig>)
| ({ path: '/formularios' } & GetConfigResponse<typeof File_GestionFormularios_getConfig>)
| ({ path: '/index' } & GetConfigResponse<typeof File_GestionIndexIndex_getConfig>)
| ({ path: '/invitaciones' } & GetConfigResponse<typeof File_GestionInvitaciones_getConfig>)
| ({ path: '/manual/[manualId]/edicion' } & GetConfigResponse<typeof File_GestionManualManualIdEdicion_getConfig>)
| ({ path: '/manual/alta' } & GetConfigResponse<typeof File_GestionManualAlta_getConfig>)
| ({ path: '/manual/gestion/[manualId]' } & GetConfigResponse<typeof File_GestionManualGestionManualId_getConfig>)
| ({ path: '/manuales' } & GetConfigResponse<typeof File_GestionManuales_getConfig>)
| ({ path: '/proceso/[procesoId]' } & GetConfigResponse<typeof File_GestionProcesoProcesoId_getConfig>)
| ({ path: '/proceso' } & GetConfigResponse<typeof File_GestionProcesoIndex_getConfig>)
| ({ path: '/procesos' } & GetConfigResponse<typeof File_GestionProcesos_getConfig>)
| ({ path: '/procesosAbiertos/gestion' } & GetConfigResponse<typeof File_GestionProcesosAbiertosGestion_getConfig>)
| ({ path: '/proyecto/[ProyectoId]' } & GetConfigResponse<typeof File_GestionProyectoProyectoId_getConfig>)
| ({ path: '/proyectos' } & GetConfigResponse<typeof File_GestionProyectos_getConfig>)
| ({ path: '/prueba/[pruebaId]' } & GetConfigResponse<typeof File_GestionPruebaPruebaId_getConfig>)
| ({ path: '/prueba' } & GetConfigResponse<typeof File_GestionPruebaIndex_getConfig>)
| ({ path: '/pruebas' } & GetConfigResponse<typeof File_GestionPruebas_getConfig>)
| ({ path: '/solicitante/[SolicitanteId]' } & GetConfigResponse<typeof File_GestionSolicitanteSolicitanteId_getConfig>)
| ({ path: '/solicitante' } & GetConfigResponse<typeof File_GestionSolicitanteIndex_getConfig>)
| ({ path: '/solicitantes' } & GetConfigResponse<typeof File_GestionSolicitantes_getConfig>)
| ({ path: '/solicitud/alta' } & GetConfigResponse<typeof File_GestionSolicitudAlta_getConfig>)
| ({ path: '/solicitudes/[SolicitudId]' } & GetConfigResponse<typeof File_GestionSolicitudesSolicitudId_getConfig>)
| ({ path: '/solicitudes' } & GetConfigResponse<typeof File_GestionSolicitudes_getConfig>)
| ({ path: '/usuario/[UsuarioId]' } & GetConfigResponse<typeof File_GestionUsuarioUsuarioId_getConfig>)
| ({ path: '/usuario' } & GetConfigResponse<typeof File_GestionUsuarioIndex_getConfig>)
| ({ path: '/usuarios' } & GetConfigResponse<typeof File_GestionUsuarios_getConfig>)
| ({ path: '/404' } & GetConfigResponse<typeof File_Publico404_getConfig>)
| ({ path: '/acreditacion/publico/[acreditacionId]' } & GetConfigResponse<typeof File_PublicoAcreditacionPublicoAcreditacionId_getConfig>)
| ({ path: '/acreditacion/verificar' } & GetConfigResponse<typeof File_PublicoAcreditacionVerificar_getConfig>)
| ({ path: '/acreditaciones/publico' } & GetConfigResponse<typeof File_PublicoAcreditacionesPublico_getConfig>)
| ({ path: '/autoevaluacion' } & GetConfigResponse<typeof File_PublicoAutoevaluacionIndex_getConfig>)
| ({ path: '/confirmacion' } & GetConfigResponse<typeof File_PublicoConfirmacion_getConfig>)
| ({ path: '/decalogo' } & GetConfigResponse<typeof File_PublicoDecalogo_getConfig>)
| ({ path: '/dev/correo/[id]' } & GetConfigResponse<typeof File_PublicoDevCorreoId_getConfig>)
| ({ path: '/dev/correo' } & GetConfigResponse<typeof File_PublicoDevCorreoIndex_getConfig>)
| ({ path: '/enlacesAutoevaluacion/[AutoevaluacionId]' } & GetConfigResponse<typeof File_PublicoEnlacesAutoevaluacionAutoevaluacionId_getConfig>)
| ({ path: '/enlacesEvaluacion/[AutoevaluacionId]' } & GetConfigResponse<typeof File_PublicoEnlacesEvaluacionAutoevaluacionId_getConfig>)
| ({ path: '/error' } & GetConfigResponse<typeof File_PublicoError_getConfig>)
| ({ path: '/error404' } & GetConfigResponse<typeof File_PublicoError404_getConfig>)
| ({ path: '/errorAutorizacion' } & GetConfigResponse<typeof File_PublicoErrorAutorizacion_getConfig>)
| ({ path: '/estandares/[estandarId]/ejemplos/[ejemploId]' } & GetConfigResponse<typeof File_PublicoEstandaresEstandarIdEjemplosEjemploId_getConfig>)
| ({ path: '/fichero/[ficheroId]' } & GetConfigResponse<typeof File_PublicoFicheroFicheroId_getConfig>)
| ({ path: '/' } & GetConfigResponse<typeof File_PublicoIndex_getConfig>)
| ({ path: '/informacion' } & GetConfigResponse<typeof File_PublicoInformacion_getConfig>)
| ({ path: '/inicio' } & GetConfigResponse<typeof File_PublicoInicio_getConfig>)
| ({ path: '/invitacion/[token]' } & GetConfigResponse<typeof File_PublicoInvitacionToken_getConfig>)
| ({ path: '/login' } & GetConfigResponse<typeof File_PublicoLogin_getConfig>)
| ({ path: '/loginCertificado' } & GetConfigResponse<typeof File_PublicoLoginCertificado_getConfig>)
| ({ path: '/logout' } & GetConfigResponse<typeof File_PublicoLogout_getConfig>)
| ({ path: '/manual/[manualId]/tabla' } & GetConfigResponse<typeof File_PublicoManualManualIdTabla_getConfig>)
| ({ path: '/manual' } & GetConfigResponse<typeof File_PublicoManualIndex_getConfig>)
| ({ path: '/manual/publico/[manualId]' } & GetConfigResponse<typeof File_PublicoManualPublicoManualId_getConfig>)
| ({ path: '/manual/publico' } & GetConfigResponse<typeof File_PublicoManualPublicoIndex_getConfig>)
| ({ path: '/modelo' } & GetConfigResponse<typeof File_PublicoModelo_getConfig>)
| ({ path: '/perfil' } & GetConfigResponse<typeof File_PublicoPerfil_getConfig>)
| ({ path: '/privacidad' } & GetConfigResponse<typeof File_PublicoPrivacidad_getConfig>)
| ({ path: '/procesosAbiertos' } & GetConfigResponse<typeof File_PublicoProcesosAbiertosIndex_getConfig>)
| ({ path: '/quees' } & GetConfigResponse<typeof File_PublicoQuees_getConfig>)
| ({ path: '/requisitos' } & GetConfigResponse<typeof File_PublicoRequisitos_getConfig>)
| ({ path: '/respuesta' } & GetConfigResponse<typeof File_PublicoRespuesta_getConfig>)
| ({ path: '/restablecerContrasena' } & GetConfigResponse<typeof File_PublicoRestablecerContrasena_getConfig>)
| ({ path: '/seleccionTipoPerfil' } & GetConfigResponse<typeof File_PublicoSeleccionTipoPerfil_getConfig>)
| ({ path: '/solicitud' } & GetConfigResponse<typeof File_PublicoSolicitudIndex_getConfig>)
| ({ path: '/widget' } & GetConfigResponse<typeof File_PublicoWidgetIndex_getConfig>)
| ({ path: '/_root' } & GetConfigResponse<typeof File_Root_getConfig>);

// prettier-ignore
declare module 'waku/router' {
  interface RouteConfig {
    paths: PathsForPages<Page>;
  }
  interface CreatePagesConfig {
    pages: Page;
  }
}
