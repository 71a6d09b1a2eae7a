-- Change stamp `autoevaluacion` (docs/decisions/0017-change-stamps.md, 0025): the self-assessment
-- area's board and standards list are kept per session under it (src/platform/page-cache-sesion.ts)
-- beside the `identidad` and `catalogo` stamps, so each write to what those pages show (the
-- self-assessment, its standards' verdicts, assignees and tags, its project, centre, process and
-- phase, the instance's branding, a correction round) renders them anew at once, from any process.
-- Starts at 1. Written by hand: drizzle-kit does not model triggers.
INSERT INTO `versiones` (`clave`, `valor`) VALUES ('autoevaluacion', 1);
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_autoevaluaciones_ins` AFTER INSERT ON `autoevaluaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_autoevaluaciones_upd` AFTER UPDATE ON `autoevaluaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_autoevaluaciones_del` AFTER DELETE ON `autoevaluaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_autoevaluacion_estandares_ins` AFTER INSERT ON `autoevaluacion_estandares` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_autoevaluacion_estandares_upd` AFTER UPDATE ON `autoevaluacion_estandares` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_autoevaluacion_estandares_del` AFTER DELETE ON `autoevaluacion_estandares` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_autoevaluacion_estandar_usuarios_ins` AFTER INSERT ON `autoevaluacion_estandar_usuarios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_autoevaluacion_estandar_usuarios_upd` AFTER UPDATE ON `autoevaluacion_estandar_usuarios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_autoevaluacion_estandar_usuarios_del` AFTER DELETE ON `autoevaluacion_estandar_usuarios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_autoevaluacion_estandar_etiquetas_ins` AFTER INSERT ON `autoevaluacion_estandar_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_autoevaluacion_estandar_etiquetas_upd` AFTER UPDATE ON `autoevaluacion_estandar_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_autoevaluacion_estandar_etiquetas_del` AFTER DELETE ON `autoevaluacion_estandar_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_autoevaluacion_etiquetas_ins` AFTER INSERT ON `autoevaluacion_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_autoevaluacion_etiquetas_upd` AFTER UPDATE ON `autoevaluacion_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_autoevaluacion_etiquetas_del` AFTER DELETE ON `autoevaluacion_etiquetas` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_proyectos_ins` AFTER INSERT ON `proyectos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_proyectos_upd` AFTER UPDATE ON `proyectos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_proyectos_del` AFTER DELETE ON `proyectos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_centros_ins` AFTER INSERT ON `centros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_centros_upd` AFTER UPDATE ON `centros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_centros_del` AFTER DELETE ON `centros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_procesos_ins` AFTER INSERT ON `procesos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_procesos_upd` AFTER UPDATE ON `procesos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_procesos_del` AFTER DELETE ON `procesos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_proceso_ambitos_ins` AFTER INSERT ON `proceso_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_proceso_ambitos_upd` AFTER UPDATE ON `proceso_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_proceso_ambitos_del` AFTER DELETE ON `proceso_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_proceso_fases_proyecto_ins` AFTER INSERT ON `proceso_fases_proyecto` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_proceso_fases_proyecto_upd` AFTER UPDATE ON `proceso_fases_proyecto` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_proceso_fases_proyecto_del` AFTER DELETE ON `proceso_fases_proyecto` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_proceso_niveles_ins` AFTER INSERT ON `proceso_niveles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_proceso_niveles_upd` AFTER UPDATE ON `proceso_niveles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_proceso_niveles_del` AFTER DELETE ON `proceso_niveles` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_fases_proyecto_ins` AFTER INSERT ON `fases_proyecto` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_fases_proyecto_upd` AFTER UPDATE ON `fases_proyecto` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_fases_proyecto_del` AFTER DELETE ON `fases_proyecto` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_instancias_ins` AFTER INSERT ON `instancias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_instancias_upd` AFTER UPDATE ON `instancias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_instancias_del` AFTER DELETE ON `instancias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_subsanaciones_ins` AFTER INSERT ON `subsanaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_subsanaciones_upd` AFTER UPDATE ON `subsanaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_subsanaciones_del` AFTER DELETE ON `subsanaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_subsanacion_estandares_ins` AFTER INSERT ON `subsanacion_estandares` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_subsanacion_estandares_upd` AFTER UPDATE ON `subsanacion_estandares` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_autoevaluacion_subsanacion_estandares_del` AFTER DELETE ON `subsanacion_estandares` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'autoevaluacion'; END;
