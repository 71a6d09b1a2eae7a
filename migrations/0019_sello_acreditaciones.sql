-- Change stamp `acreditaciones` (docs/decisions/0017-change-stamps.md): the public register
-- (src/domain/acreditaciones/registro.ts) keeps its replies under it, so each write to what it
-- shows (an accreditation, its centre, project, scope or public certificate file) is seen at once.
-- Starts at 1: data written before this migration is read under it like any other. Written by
-- hand: drizzle-kit does not model triggers.
INSERT INTO `versiones` (`clave`, `valor`) VALUES ('acreditaciones', 1);
--> statement-breakpoint
CREATE TRIGGER `versiones_acreditaciones_acreditaciones_ins` AFTER INSERT ON `acreditaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'acreditaciones'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_acreditaciones_acreditaciones_upd` AFTER UPDATE ON `acreditaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'acreditaciones'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_acreditaciones_acreditaciones_del` AFTER DELETE ON `acreditaciones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'acreditaciones'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_acreditaciones_centros_upd` AFTER UPDATE ON `centros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'acreditaciones'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_acreditaciones_centros_del` AFTER DELETE ON `centros` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'acreditaciones'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_acreditaciones_proyectos_upd` AFTER UPDATE ON `proyectos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'acreditaciones'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_acreditaciones_proyectos_del` AFTER DELETE ON `proyectos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'acreditaciones'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_acreditaciones_ambitos_upd` AFTER UPDATE ON `ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'acreditaciones'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_acreditaciones_ambitos_del` AFTER DELETE ON `ambitos` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'acreditaciones'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_acreditaciones_ficheros_upd` AFTER UPDATE ON `ficheros` WHEN NEW.`tipo_clave` = 'CER_PUB' OR OLD.`tipo_clave` = 'CER_PUB' BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'acreditaciones'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_acreditaciones_ficheros_del` AFTER DELETE ON `ficheros` WHEN OLD.`tipo_clave` = 'CER_PUB' BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'acreditaciones'; END;
