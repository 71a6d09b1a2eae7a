-- Change stamp `sesiones` (docs/decisions/0017-change-stamps.md, 0030): a session's row is kept
-- in process memory under it (src/domain/identidad/sesiones.ts), so a signed-in request reads the
-- stamps (one read shared by the requests of a turn) instead of its session row. Every write that
-- can end or change a session moves it in the same transaction, whatever wrote: sign-in and
-- refresh (insert), sign-out, password change, expiry and deactivation (delete, also by cascade),
-- and any update of a column a request reads. Only the last-use touch (`ultimo_uso`, written at
-- most once a minute per session) leaves it alone: it ends nothing, and moving the stamp with it
-- would reload every kept session each time any of them is touched.
-- Starts at 1. Written by hand: drizzle-kit does not model triggers.
INSERT INTO `versiones` (`clave`, `valor`) VALUES ('sesiones', 1);
--> statement-breakpoint
CREATE TRIGGER `versiones_sesiones_sesiones_ins` AFTER INSERT ON `sesiones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'sesiones'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_sesiones_sesiones_upd` AFTER UPDATE OF `id`, `usuario_id`, `refresco_hash`, `creada_en`, `expira_en`, `redireccion` ON `sesiones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'sesiones'; END;
--> statement-breakpoint
CREATE TRIGGER `versiones_sesiones_sesiones_del` AFTER DELETE ON `sesiones` BEGIN UPDATE `versiones` SET `valor` = `valor` + 1 WHERE `clave` = 'sesiones'; END;
