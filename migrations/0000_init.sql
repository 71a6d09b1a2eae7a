CREATE TABLE `instancias` (
	`id` text PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`descripcion` text,
	`color_primario` text NOT NULL,
	`color_secundario` text NOT NULL,
	`color_acento` text NOT NULL,
	`logo` text,
	`terminologia` text NOT NULL,
	`email_contacto` text,
	`activo` integer DEFAULT true NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text
);
--> statement-breakpoint
CREATE TABLE `combos` (
	`instancia_id` text NOT NULL,
	`tipo` text NOT NULL,
	`indice` integer NOT NULL,
	`valor` text NOT NULL,
	PRIMARY KEY(`instancia_id`, `tipo`, `indice`)
);
--> statement-breakpoint
CREATE TABLE `estados` (
	`entidad` text NOT NULL,
	`clave` text NOT NULL,
	`nombre` text NOT NULL,
	`orden` integer NOT NULL,
	`color` text NOT NULL,
	PRIMARY KEY(`entidad`, `clave`)
);
--> statement-breakpoint
CREATE TABLE `fases_proyecto` (
	`clave` text PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`tipo_clave` text NOT NULL,
	`ciclo` text NOT NULL,
	`orden` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `localidades` (
	`id` integer PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`busqueda` text NOT NULL,
	`municipio_id` integer NOT NULL,
	`provincia_id` integer NOT NULL,
	FOREIGN KEY (`municipio_id`) REFERENCES `municipios`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`provincia_id`) REFERENCES `provincias`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `localidades_municipio_idx` ON `localidades` (`municipio_id`,`busqueda`);--> statement-breakpoint
CREATE INDEX `localidades_provincia_idx` ON `localidades` (`provincia_id`,`busqueda`);--> statement-breakpoint
CREATE TABLE `medios_notificacion` (
	`clave` text PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`orden` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `municipios` (
	`id` integer PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`busqueda` text NOT NULL,
	`provincia_id` integer NOT NULL,
	FOREIGN KEY (`provincia_id`) REFERENCES `provincias`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `municipios_provincia_idx` ON `municipios` (`provincia_id`,`busqueda`);--> statement-breakpoint
CREATE INDEX `municipios_busqueda_idx` ON `municipios` (`busqueda`);--> statement-breakpoint
CREATE TABLE `provincias` (
	`id` integer PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`busqueda` text NOT NULL,
	`comunidad_id` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sexos` (
	`id` integer PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`tratamiento` text NOT NULL,
	`orden` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tipos_documento_identidad` (
	`clave` text PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`orden` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tipos_hito` (
	`clave` text PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`orden` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ejecuciones_programadas` (
	`tarea` text PRIMARY KEY NOT NULL,
	`ultima_ejecucion` text NOT NULL,
	`duracion_ms` integer NOT NULL,
	`resultado` text NOT NULL,
	`detalle` text,
	`ejecuciones` integer DEFAULT 0 NOT NULL
);
