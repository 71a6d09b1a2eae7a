-- Change stamp `datos` (docs/decisions/0017-change-stamps.md, 0067): every signed-in page is kept
-- per session under it (src/platform/page-cache-session.ts), so it moves with every write, from
-- any process or a SQL shell, to any table a signed-in page can show. Every table has its three
-- triggers except those listed, each with its reason, in tests/api/sello-datos.test.ts, which
-- walks the schema and fails on a table with neither (ADR 0067 explains the exclusions).
-- Starts at 1. Written by hand: drizzle-kit does not model triggers.
INSERT INTO `versiones` (`clave`, `valor`) VALUES ('datos', 1);
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_acreditacion_avisos_ins` AFTER INSERT ON `acreditacion_avisos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_acreditacion_avisos_upd` AFTER UPDATE ON `acreditacion_avisos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_acreditacion_avisos_del` AFTER DELETE ON `acreditacion_avisos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_acreditacion_observaciones_ins` AFTER INSERT ON `acreditacion_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_acreditacion_observaciones_upd` AFTER UPDATE ON `acreditacion_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_acreditacion_observaciones_del` AFTER DELETE ON `acreditacion_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_acreditaciones_ins` AFTER INSERT ON `acreditaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_acreditaciones_upd` AFTER UPDATE ON `acreditaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_acreditaciones_del` AFTER DELETE ON `acreditaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_actuacion_centros_ins` AFTER INSERT ON `actuacion_centros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_actuacion_centros_upd` AFTER UPDATE ON `actuacion_centros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_actuacion_centros_del` AFTER DELETE ON `actuacion_centros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_actuacion_etiquetas_ins` AFTER INSERT ON `actuacion_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_actuacion_etiquetas_upd` AFTER UPDATE ON `actuacion_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_actuacion_etiquetas_del` AFTER DELETE ON `actuacion_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_actuacion_usuarios_ins` AFTER INSERT ON `actuacion_usuarios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_actuacion_usuarios_upd` AFTER UPDATE ON `actuacion_usuarios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_actuacion_usuarios_del` AFTER DELETE ON `actuacion_usuarios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_actuaciones_ins` AFTER INSERT ON `actuaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_actuaciones_upd` AFTER UPDATE ON `actuaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_actuaciones_del` AFTER DELETE ON `actuaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_ambitos_ins` AFTER INSERT ON `ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_ambitos_upd` AFTER UPDATE ON `ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_ambitos_del` AFTER DELETE ON `ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_auditoria_ins` AFTER INSERT ON `auditoria` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_auditoria_upd` AFTER UPDATE ON `auditoria` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_auditoria_del` AFTER DELETE ON `auditoria` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_areas_mejora_ins` AFTER INSERT ON `autoevaluacion_areas_mejora` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_areas_mejora_upd` AFTER UPDATE ON `autoevaluacion_areas_mejora` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_areas_mejora_del` AFTER DELETE ON `autoevaluacion_areas_mejora` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_estandar_etiquetas_ins` AFTER INSERT ON `autoevaluacion_estandar_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_estandar_etiquetas_upd` AFTER UPDATE ON `autoevaluacion_estandar_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_estandar_etiquetas_del` AFTER DELETE ON `autoevaluacion_estandar_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_estandar_observaciones_ins` AFTER INSERT ON `autoevaluacion_estandar_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_estandar_observaciones_upd` AFTER UPDATE ON `autoevaluacion_estandar_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_estandar_observaciones_del` AFTER DELETE ON `autoevaluacion_estandar_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_estandar_usuarios_ins` AFTER INSERT ON `autoevaluacion_estandar_usuarios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_estandar_usuarios_upd` AFTER UPDATE ON `autoevaluacion_estandar_usuarios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_estandar_usuarios_del` AFTER DELETE ON `autoevaluacion_estandar_usuarios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_estandares_ins` AFTER INSERT ON `autoevaluacion_estandares` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_estandares_upd` AFTER UPDATE ON `autoevaluacion_estandares` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_estandares_del` AFTER DELETE ON `autoevaluacion_estandares` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_etiquetas_ins` AFTER INSERT ON `autoevaluacion_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_etiquetas_upd` AFTER UPDATE ON `autoevaluacion_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_etiquetas_del` AFTER DELETE ON `autoevaluacion_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_evidencias_ins` AFTER INSERT ON `autoevaluacion_evidencias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_evidencias_upd` AFTER UPDATE ON `autoevaluacion_evidencias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_evidencias_del` AFTER DELETE ON `autoevaluacion_evidencias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_fortalezas_ins` AFTER INSERT ON `autoevaluacion_fortalezas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_fortalezas_upd` AFTER UPDATE ON `autoevaluacion_fortalezas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_fortalezas_del` AFTER DELETE ON `autoevaluacion_fortalezas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_pregunta_ficheros_ins` AFTER INSERT ON `autoevaluacion_pregunta_ficheros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_pregunta_ficheros_upd` AFTER UPDATE ON `autoevaluacion_pregunta_ficheros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_pregunta_ficheros_del` AFTER DELETE ON `autoevaluacion_pregunta_ficheros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_pregunta_marcadas_ins` AFTER INSERT ON `autoevaluacion_pregunta_marcadas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_pregunta_marcadas_upd` AFTER UPDATE ON `autoevaluacion_pregunta_marcadas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_pregunta_marcadas_del` AFTER DELETE ON `autoevaluacion_pregunta_marcadas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_preguntas_ins` AFTER INSERT ON `autoevaluacion_preguntas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_preguntas_upd` AFTER UPDATE ON `autoevaluacion_preguntas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_preguntas_del` AFTER DELETE ON `autoevaluacion_preguntas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_prueba_ficheros_ins` AFTER INSERT ON `autoevaluacion_prueba_ficheros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_prueba_ficheros_upd` AFTER UPDATE ON `autoevaluacion_prueba_ficheros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_prueba_ficheros_del` AFTER DELETE ON `autoevaluacion_prueba_ficheros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_pruebas_ins` AFTER INSERT ON `autoevaluacion_pruebas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_pruebas_upd` AFTER UPDATE ON `autoevaluacion_pruebas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluacion_pruebas_del` AFTER DELETE ON `autoevaluacion_pruebas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluaciones_ins` AFTER INSERT ON `autoevaluaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluaciones_upd` AFTER UPDATE ON `autoevaluaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_autoevaluaciones_del` AFTER DELETE ON `autoevaluaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_bloque_ambitos_ins` AFTER INSERT ON `bloque_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_bloque_ambitos_upd` AFTER UPDATE ON `bloque_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_bloque_ambitos_del` AFTER DELETE ON `bloque_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_bloques_ins` AFTER INSERT ON `bloques` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_bloques_upd` AFTER UPDATE ON `bloques` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_bloques_del` AFTER DELETE ON `bloques` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_calendario_tokens_ins` AFTER INSERT ON `calendario_tokens` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_calendario_tokens_upd` AFTER UPDATE ON `calendario_tokens` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_calendario_tokens_del` AFTER DELETE ON `calendario_tokens` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_centros_ins` AFTER INSERT ON `centros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_centros_upd` AFTER UPDATE ON `centros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_centros_del` AFTER DELETE ON `centros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_combos_ins` AFTER INSERT ON `combos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_combos_upd` AFTER UPDATE ON `combos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_combos_del` AFTER DELETE ON `combos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_consulta_claves_ins` AFTER INSERT ON `consulta_claves` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_consulta_claves_upd` AFTER UPDATE ON `consulta_claves` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_consulta_claves_del` AFTER DELETE ON `consulta_claves` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_consulta_etiquetas_ins` AFTER INSERT ON `consulta_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_consulta_etiquetas_upd` AFTER UPDATE ON `consulta_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_consulta_etiquetas_del` AFTER DELETE ON `consulta_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_consulta_observaciones_ins` AFTER INSERT ON `consulta_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_consulta_observaciones_upd` AFTER UPDATE ON `consulta_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_consulta_observaciones_del` AFTER DELETE ON `consulta_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_consultas_ins` AFTER INSERT ON `consultas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_consultas_upd` AFTER UPDATE ON `consultas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_consultas_del` AFTER DELETE ON `consultas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_ejemplos_ins` AFTER INSERT ON `ejemplos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_ejemplos_upd` AFTER UPDATE ON `ejemplos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_ejemplos_del` AFTER DELETE ON `ejemplos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_enlaces_ins` AFTER INSERT ON `enlaces` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_enlaces_upd` AFTER UPDATE ON `enlaces` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_enlaces_del` AFTER DELETE ON `enlaces` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_estados_ins` AFTER INSERT ON `estados` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_estados_upd` AFTER UPDATE ON `estados` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_estados_del` AFTER DELETE ON `estados` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_estandar_ambitos_ins` AFTER INSERT ON `estandar_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_estandar_ambitos_upd` AFTER UPDATE ON `estandar_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_estandar_ambitos_del` AFTER DELETE ON `estandar_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_estandar_ejemplos_ins` AFTER INSERT ON `estandar_ejemplos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_estandar_ejemplos_upd` AFTER UPDATE ON `estandar_ejemplos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_estandar_ejemplos_del` AFTER DELETE ON `estandar_ejemplos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_estandar_etiquetas_ins` AFTER INSERT ON `estandar_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_estandar_etiquetas_upd` AFTER UPDATE ON `estandar_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_estandar_etiquetas_del` AFTER DELETE ON `estandar_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_estandares_ins` AFTER INSERT ON `estandares` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_estandares_upd` AFTER UPDATE ON `estandares` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_estandares_del` AFTER DELETE ON `estandares` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_etiquetas_ins` AFTER INSERT ON `etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_etiquetas_upd` AFTER UPDATE ON `etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_etiquetas_del` AFTER DELETE ON `etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_evidencia_ejemplos_ins` AFTER INSERT ON `evidencia_ejemplos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_evidencia_ejemplos_upd` AFTER UPDATE ON `evidencia_ejemplos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_evidencia_ejemplos_del` AFTER DELETE ON `evidencia_ejemplos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_evidencia_pruebas_ins` AFTER INSERT ON `evidencia_pruebas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_evidencia_pruebas_upd` AFTER UPDATE ON `evidencia_pruebas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_evidencia_pruebas_del` AFTER DELETE ON `evidencia_pruebas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_evidencias_ins` AFTER INSERT ON `evidencias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_evidencias_upd` AFTER UPDATE ON `evidencias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_evidencias_del` AFTER DELETE ON `evidencias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_fases_proyecto_ins` AFTER INSERT ON `fases_proyecto` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_fases_proyecto_upd` AFTER UPDATE ON `fases_proyecto` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_fases_proyecto_del` AFTER DELETE ON `fases_proyecto` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_ficheros_ins` AFTER INSERT ON `ficheros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_ficheros_upd` AFTER UPDATE ON `ficheros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_ficheros_del` AFTER DELETE ON `ficheros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_firmas_ins` AFTER INSERT ON `firmas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_firmas_upd` AFTER UPDATE ON `firmas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_firmas_del` AFTER DELETE ON `firmas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_formularios_ins` AFTER INSERT ON `formularios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_formularios_upd` AFTER UPDATE ON `formularios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_formularios_del` AFTER DELETE ON `formularios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_guias_evaluacion_ins` AFTER INSERT ON `guias_evaluacion` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_guias_evaluacion_upd` AFTER UPDATE ON `guias_evaluacion` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_guias_evaluacion_del` AFTER DELETE ON `guias_evaluacion` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_hilos_ins` AFTER INSERT ON `hilos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_hilos_upd` AFTER UPDATE ON `hilos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_hilos_del` AFTER DELETE ON `hilos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_instancias_ins` AFTER INSERT ON `instancias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_instancias_upd` AFTER UPDATE ON `instancias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_instancias_del` AFTER DELETE ON `instancias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_invitacion_sustituciones_ins` AFTER INSERT ON `invitacion_sustituciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_invitacion_sustituciones_upd` AFTER UPDATE ON `invitacion_sustituciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_invitacion_sustituciones_del` AFTER DELETE ON `invitacion_sustituciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_invitaciones_ins` AFTER INSERT ON `invitaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_invitaciones_upd` AFTER UPDATE ON `invitaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_invitaciones_del` AFTER DELETE ON `invitaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_localidades_ins` AFTER INSERT ON `localidades` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_localidades_upd` AFTER UPDATE ON `localidades` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_localidades_del` AFTER DELETE ON `localidades` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_manual_ambitos_ins` AFTER INSERT ON `manual_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_manual_ambitos_upd` AFTER UPDATE ON `manual_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_manual_ambitos_del` AFTER DELETE ON `manual_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_manual_etiquetas_ins` AFTER INSERT ON `manual_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_manual_etiquetas_upd` AFTER UPDATE ON `manual_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_manual_etiquetas_del` AFTER DELETE ON `manual_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_manuales_ins` AFTER INSERT ON `manuales` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_manuales_upd` AFTER UPDATE ON `manuales` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_manuales_del` AFTER DELETE ON `manuales` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mapas_ins` AFTER INSERT ON `mapas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mapas_upd` AFTER UPDATE ON `mapas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mapas_del` AFTER DELETE ON `mapas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_medios_notificacion_ins` AFTER INSERT ON `medios_notificacion` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_medios_notificacion_upd` AFTER UPDATE ON `medios_notificacion` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_medios_notificacion_del` AFTER DELETE ON `medios_notificacion` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mensaje_avisos_ins` AFTER INSERT ON `mensaje_avisos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mensaje_avisos_upd` AFTER UPDATE ON `mensaje_avisos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mensaje_avisos_del` AFTER DELETE ON `mensaje_avisos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mensaje_etiquetas_ins` AFTER INSERT ON `mensaje_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mensaje_etiquetas_upd` AFTER UPDATE ON `mensaje_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mensaje_etiquetas_del` AFTER DELETE ON `mensaje_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mensaje_lecturas_ins` AFTER INSERT ON `mensaje_lecturas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mensaje_lecturas_upd` AFTER UPDATE ON `mensaje_lecturas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mensaje_lecturas_del` AFTER DELETE ON `mensaje_lecturas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mensaje_pendientes_ins` AFTER INSERT ON `mensaje_pendientes` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mensaje_pendientes_upd` AFTER UPDATE ON `mensaje_pendientes` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mensaje_pendientes_del` AFTER DELETE ON `mensaje_pendientes` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mensajes_ins` AFTER INSERT ON `mensajes` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mensajes_upd` AFTER UPDATE ON `mensajes` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_mensajes_del` AFTER DELETE ON `mensajes` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_municipios_ins` AFTER INSERT ON `municipios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_municipios_upd` AFTER UPDATE ON `municipios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_municipios_del` AFTER DELETE ON `municipios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_notificaciones_enviadas_ins` AFTER INSERT ON `notificaciones_enviadas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_notificaciones_enviadas_upd` AFTER UPDATE ON `notificaciones_enviadas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_notificaciones_enviadas_del` AFTER DELETE ON `notificaciones_enviadas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_paquetes_ins` AFTER INSERT ON `paquetes` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_paquetes_upd` AFTER UPDATE ON `paquetes` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_paquetes_del` AFTER DELETE ON `paquetes` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_perfil_permisos_ins` AFTER INSERT ON `perfil_permisos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_perfil_permisos_upd` AFTER UPDATE ON `perfil_permisos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_perfil_permisos_del` AFTER DELETE ON `perfil_permisos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_perfiles_ins` AFTER INSERT ON `perfiles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_perfiles_upd` AFTER UPDATE ON `perfiles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_perfiles_del` AFTER DELETE ON `perfiles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_permisos_ins` AFTER INSERT ON `permisos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_permisos_upd` AFTER UPDATE ON `permisos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_permisos_del` AFTER DELETE ON `permisos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_plantillas_notificacion_ins` AFTER INSERT ON `plantillas_notificacion` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_plantillas_notificacion_upd` AFTER UPDATE ON `plantillas_notificacion` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_plantillas_notificacion_del` AFTER DELETE ON `plantillas_notificacion` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_preguntas_ins` AFTER INSERT ON `preguntas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_preguntas_upd` AFTER UPDATE ON `preguntas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_preguntas_del` AFTER DELETE ON `preguntas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_ambitos_ins` AFTER INSERT ON `proceso_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_ambitos_upd` AFTER UPDATE ON `proceso_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_ambitos_del` AFTER DELETE ON `proceso_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_fases_proyecto_ins` AFTER INSERT ON `proceso_fases_proyecto` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_fases_proyecto_upd` AFTER UPDATE ON `proceso_fases_proyecto` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_fases_proyecto_del` AFTER DELETE ON `proceso_fases_proyecto` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_firmas_ins` AFTER INSERT ON `proceso_firmas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_firmas_upd` AFTER UPDATE ON `proceso_firmas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_firmas_del` AFTER DELETE ON `proceso_firmas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_niveles_ins` AFTER INSERT ON `proceso_niveles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_niveles_upd` AFTER UPDATE ON `proceso_niveles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_niveles_del` AFTER DELETE ON `proceso_niveles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_perfiles_ins` AFTER INSERT ON `proceso_perfiles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_perfiles_upd` AFTER UPDATE ON `proceso_perfiles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_perfiles_del` AFTER DELETE ON `proceso_perfiles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_tipo_fichero_ambitos_ins` AFTER INSERT ON `proceso_tipo_fichero_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_tipo_fichero_ambitos_upd` AFTER UPDATE ON `proceso_tipo_fichero_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_tipo_fichero_ambitos_del` AFTER DELETE ON `proceso_tipo_fichero_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_tipos_fichero_ins` AFTER INSERT ON `proceso_tipos_fichero` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_tipos_fichero_upd` AFTER UPDATE ON `proceso_tipos_fichero` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proceso_tipos_fichero_del` AFTER DELETE ON `proceso_tipos_fichero` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_procesos_ins` AFTER INSERT ON `procesos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_procesos_upd` AFTER UPDATE ON `procesos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_procesos_del` AFTER DELETE ON `procesos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_provincias_ins` AFTER INSERT ON `provincias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_provincias_upd` AFTER UPDATE ON `provincias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_provincias_del` AFTER DELETE ON `provincias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proyecto_etiquetas_ins` AFTER INSERT ON `proyecto_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proyecto_etiquetas_upd` AFTER UPDATE ON `proyecto_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proyecto_etiquetas_del` AFTER DELETE ON `proyecto_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proyecto_observaciones_ins` AFTER INSERT ON `proyecto_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proyecto_observaciones_upd` AFTER UPDATE ON `proyecto_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proyecto_observaciones_del` AFTER DELETE ON `proyecto_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proyectos_ins` AFTER INSERT ON `proyectos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proyectos_upd` AFTER UPDATE ON `proyectos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_proyectos_del` AFTER DELETE ON `proyectos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_pruebas_ins` AFTER INSERT ON `pruebas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_pruebas_upd` AFTER UPDATE ON `pruebas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_pruebas_del` AFTER DELETE ON `pruebas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_recuentos_ins` AFTER INSERT ON `recuentos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_recuentos_upd` AFTER UPDATE ON `recuentos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_recuentos_del` AFTER DELETE ON `recuentos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_respuestas_ins` AFTER INSERT ON `respuestas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_respuestas_upd` AFTER UPDATE ON `respuestas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_respuestas_del` AFTER DELETE ON `respuestas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_sexos_ins` AFTER INSERT ON `sexos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_sexos_upd` AFTER UPDATE ON `sexos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_sexos_del` AFTER DELETE ON `sexos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_solicitud_observaciones_ins` AFTER INSERT ON `solicitud_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_solicitud_observaciones_upd` AFTER UPDATE ON `solicitud_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_solicitud_observaciones_del` AFTER DELETE ON `solicitud_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_solicitud_perfiles_ins` AFTER INSERT ON `solicitud_perfiles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_solicitud_perfiles_upd` AFTER UPDATE ON `solicitud_perfiles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_solicitud_perfiles_del` AFTER DELETE ON `solicitud_perfiles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_solicitudes_ins` AFTER INSERT ON `solicitudes` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_solicitudes_upd` AFTER UPDATE ON `solicitudes` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_solicitudes_del` AFTER DELETE ON `solicitudes` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_subsanacion_avisos_ins` AFTER INSERT ON `subsanacion_avisos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_subsanacion_avisos_upd` AFTER UPDATE ON `subsanacion_avisos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_subsanacion_avisos_del` AFTER DELETE ON `subsanacion_avisos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_subsanacion_estandares_ins` AFTER INSERT ON `subsanacion_estandares` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_subsanacion_estandares_upd` AFTER UPDATE ON `subsanacion_estandares` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_subsanacion_estandares_del` AFTER DELETE ON `subsanacion_estandares` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_subsanaciones_ins` AFTER INSERT ON `subsanaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_subsanaciones_upd` AFTER UPDATE ON `subsanaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_subsanaciones_del` AFTER DELETE ON `subsanaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tarea_etiquetas_ins` AFTER INSERT ON `tarea_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tarea_etiquetas_upd` AFTER UPDATE ON `tarea_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tarea_etiquetas_del` AFTER DELETE ON `tarea_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tarea_observaciones_ins` AFTER INSERT ON `tarea_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tarea_observaciones_upd` AFTER UPDATE ON `tarea_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tarea_observaciones_del` AFTER DELETE ON `tarea_observaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tareas_ins` AFTER INSERT ON `tareas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tareas_upd` AFTER UPDATE ON `tareas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tareas_del` AFTER DELETE ON `tareas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tipos_actuacion_ins` AFTER INSERT ON `tipos_actuacion` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tipos_actuacion_upd` AFTER UPDATE ON `tipos_actuacion` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tipos_actuacion_del` AFTER DELETE ON `tipos_actuacion` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tipos_documento_identidad_ins` AFTER INSERT ON `tipos_documento_identidad` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tipos_documento_identidad_upd` AFTER UPDATE ON `tipos_documento_identidad` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tipos_documento_identidad_del` AFTER DELETE ON `tipos_documento_identidad` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tipos_hito_ins` AFTER INSERT ON `tipos_hito` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tipos_hito_upd` AFTER UPDATE ON `tipos_hito` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tipos_hito_del` AFTER DELETE ON `tipos_hito` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tipos_pregunta_ins` AFTER INSERT ON `tipos_pregunta` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tipos_pregunta_upd` AFTER UPDATE ON `tipos_pregunta` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tipos_pregunta_del` AFTER DELETE ON `tipos_pregunta` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tipos_prueba_ins` AFTER INSERT ON `tipos_prueba` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tipos_prueba_upd` AFTER UPDATE ON `tipos_prueba` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_tipos_prueba_del` AFTER DELETE ON `tipos_prueba` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_usuario_etiquetas_ins` AFTER INSERT ON `usuario_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_usuario_etiquetas_upd` AFTER UPDATE ON `usuario_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_usuario_etiquetas_del` AFTER DELETE ON `usuario_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_usuario_perfiles_ins` AFTER INSERT ON `usuario_perfiles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_usuario_perfiles_upd` AFTER UPDATE ON `usuario_perfiles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_usuario_perfiles_del` AFTER DELETE ON `usuario_perfiles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_usuarios_ins` AFTER INSERT ON `usuarios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_usuarios_upd` AFTER UPDATE ON `usuarios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_datos_usuarios_del` AFTER DELETE ON `usuarios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'datos'; END;
