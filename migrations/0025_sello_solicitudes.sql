-- Change stamp `solicitudes` (docs/decisions/0017-change-stamps.md, 0028): the intake lists
-- (/solicitudes, /solicitantes) are kept per session under it (src/platform/page-cache-sesion.ts)
-- beside the `identidad` stamp, so each write to what those pages show (a request, its process,
-- scope, province, municipality, locality and project, an applicant centre, the counts the
-- pager reads, the filters' processes and scopes, the instance's branding) renders them anew at
-- once, from any process.
-- Starts at 1. Written by hand: drizzle-kit does not model triggers.
INSERT INTO `versiones` (`clave`, `valor`) VALUES ('solicitudes', 1);
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_solicitudes_ins` AFTER INSERT ON `solicitudes` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_solicitudes_upd` AFTER UPDATE ON `solicitudes` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_solicitudes_del` AFTER DELETE ON `solicitudes` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_procesos_ins` AFTER INSERT ON `procesos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_procesos_upd` AFTER UPDATE ON `procesos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_procesos_del` AFTER DELETE ON `procesos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_ambitos_ins` AFTER INSERT ON `ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_ambitos_upd` AFTER UPDATE ON `ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_ambitos_del` AFTER DELETE ON `ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_proceso_ambitos_ins` AFTER INSERT ON `proceso_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_proceso_ambitos_upd` AFTER UPDATE ON `proceso_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_proceso_ambitos_del` AFTER DELETE ON `proceso_ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_provincias_ins` AFTER INSERT ON `provincias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_provincias_upd` AFTER UPDATE ON `provincias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_provincias_del` AFTER DELETE ON `provincias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_municipios_ins` AFTER INSERT ON `municipios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_municipios_upd` AFTER UPDATE ON `municipios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_municipios_del` AFTER DELETE ON `municipios` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_proyectos_ins` AFTER INSERT ON `proyectos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_proyectos_upd` AFTER UPDATE ON `proyectos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_proyectos_del` AFTER DELETE ON `proyectos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_recuentos_ins` AFTER INSERT ON `recuentos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_recuentos_upd` AFTER UPDATE ON `recuentos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_recuentos_del` AFTER DELETE ON `recuentos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_instancias_ins` AFTER INSERT ON `instancias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_instancias_upd` AFTER UPDATE ON `instancias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_instancias_del` AFTER DELETE ON `instancias` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_centros_ins` AFTER INSERT ON `centros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_centros_upd` AFTER UPDATE ON `centros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_centros_del` AFTER DELETE ON `centros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_localidades_ins` AFTER INSERT ON `localidades` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_localidades_upd` AFTER UPDATE ON `localidades` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_solicitudes_localidades_del` AFTER DELETE ON `localidades` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'solicitudes'; END;
