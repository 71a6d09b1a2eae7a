DROP INDEX `auditoria_entidad_idx`;--> statement-breakpoint
DROP INDEX `auditoria_entidad_id_idx`;--> statement-breakpoint
DROP INDEX `auditoria_usuario_idx`;--> statement-breakpoint
DROP INDEX `auditoria_accion_idx`;--> statement-breakpoint
DROP INDEX `auditoria_clave_idx`;--> statement-breakpoint
DROP INDEX `auditoria_sin_sellar_idx`;--> statement-breakpoint
CREATE INDEX `auditoria_entidad_idx` ON `auditoria` (`instancia_id`,`entidad`,`entidad_id`,`fecha`);--> statement-breakpoint
CREATE INDEX `auditoria_entidad_id_idx` ON `auditoria` (`instancia_id`,`entidad_id`,`fecha`);--> statement-breakpoint
CREATE INDEX `auditoria_usuario_idx` ON `auditoria` (`instancia_id`,`usuario_id`,`fecha`);--> statement-breakpoint
CREATE INDEX `auditoria_accion_idx` ON `auditoria` (`instancia_id`,`accion`,`fecha`);--> statement-breakpoint
CREATE UNIQUE INDEX `auditoria_clave_idx` ON `auditoria` (`clave`) WHERE "auditoria"."clave" is not null;--> statement-breakpoint
CREATE INDEX `auditoria_sin_sellar_idx` ON `auditoria` (`id`) WHERE "auditoria"."hash" is null;