CREATE TABLE `proceso_niveles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`proceso_id` integer NOT NULL,
	`clave` text NOT NULL,
	`nombre` text NOT NULL,
	`porcentaje_esenciales` integer NOT NULL,
	`porcentaje_no_esenciales` integer NOT NULL,
	`orden` integer DEFAULT 0 NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`proceso_id`) REFERENCES `procesos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `proceso_niveles_clave_uq` ON `proceso_niveles` (`proceso_id`,`clave`);--> statement-breakpoint
CREATE UNIQUE INDEX `proceso_niveles_umbral_uq` ON `proceso_niveles` (`proceso_id`,`porcentaje_esenciales`,`porcentaje_no_esenciales`);--> statement-breakpoint
CREATE INDEX `proceso_niveles_proceso_idx` ON `proceso_niveles` (`proceso_id`,`orden`);