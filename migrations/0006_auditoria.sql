CREATE TABLE `auditoria` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`fecha` text NOT NULL,
	`usuario_id` integer,
	`usuario_nombre` text,
	`accion` text NOT NULL,
	`entidad` text NOT NULL,
	`entidad_id` text,
	`cambios` text,
	`direccion` text,
	`request_id` text,
	`clave` text,
	`hash` text
);
--> statement-breakpoint
CREATE INDEX `auditoria_fecha_idx` ON `auditoria` (`instancia_id`,`fecha`);--> statement-breakpoint
CREATE INDEX `auditoria_entidad_idx` ON `auditoria` (`instancia_id`,`entidad`,`entidad_id`);--> statement-breakpoint
CREATE INDEX `auditoria_entidad_id_idx` ON `auditoria` (`instancia_id`,`entidad_id`);--> statement-breakpoint
CREATE INDEX `auditoria_usuario_idx` ON `auditoria` (`instancia_id`,`usuario_id`);--> statement-breakpoint
CREATE INDEX `auditoria_accion_idx` ON `auditoria` (`instancia_id`,`accion`);--> statement-breakpoint
CREATE UNIQUE INDEX `auditoria_clave_idx` ON `auditoria` (`clave`);--> statement-breakpoint
CREATE INDEX `auditoria_sin_sellar_idx` ON `auditoria` (`hash`,`id`);--> statement-breakpoint
CREATE TABLE `auditoria_archivos` (
	`mes` text PRIMARY KEY NOT NULL,
	`clave_fichero` text NOT NULL,
	`desde_id` integer NOT NULL,
	`hasta_id` integer NOT NULL,
	`numero` integer NOT NULL,
	`ultimo_hash` text NOT NULL,
	`fecha` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `auditoria_rechazos` (
	`clave` text PRIMARY KEY NOT NULL,
	`instancia_id` text NOT NULL,
	`minuto` text NOT NULL,
	`fecha` text NOT NULL,
	`usuario_id` integer,
	`usuario_nombre` text,
	`accion` text NOT NULL,
	`ruta` text NOT NULL,
	`direccion` text,
	`request_id` text,
	`veces` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auditoria_rechazos_minuto_idx` ON `auditoria_rechazos` (`minuto`);