CREATE TABLE `ambitos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`nombre` text NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ambitos_nombre_uq` ON `ambitos` (`instancia_id`,`nombre`);--> statement-breakpoint
CREATE TABLE `bloque_ambitos` (
	`bloque_id` integer NOT NULL,
	`ambito_id` integer NOT NULL,
	PRIMARY KEY(`bloque_id`, `ambito_id`),
	FOREIGN KEY (`bloque_id`) REFERENCES `bloques`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ambito_id`) REFERENCES `ambitos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `bloques` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`manual_id` integer NOT NULL,
	`codigo` text,
	`nombre` text,
	`descripcion` text,
	`clase_css` text,
	`color` text,
	`orden` integer DEFAULT 0 NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`manual_id`) REFERENCES `manuales`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bloques_manual_idx` ON `bloques` (`manual_id`,`orden`);--> statement-breakpoint
CREATE TABLE `ejemplos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`titulo` text NOT NULL,
	`autor` text,
	`referencia` text,
	`descripcion` text,
	`texto` text,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text
);
--> statement-breakpoint
CREATE INDEX `ejemplos_instancia_idx` ON `ejemplos` (`instancia_id`,`titulo`);--> statement-breakpoint
CREATE TABLE `estandar_ambitos` (
	`estandar_id` integer NOT NULL,
	`ambito_id` integer NOT NULL,
	PRIMARY KEY(`estandar_id`, `ambito_id`),
	FOREIGN KEY (`estandar_id`) REFERENCES `estandares`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ambito_id`) REFERENCES `ambitos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `estandar_ejemplos` (
	`estandar_id` integer NOT NULL,
	`ejemplo_id` integer NOT NULL,
	PRIMARY KEY(`estandar_id`, `ejemplo_id`),
	FOREIGN KEY (`estandar_id`) REFERENCES `estandares`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ejemplo_id`) REFERENCES `ejemplos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `estandar_ejemplos_ejemplo_idx` ON `estandar_ejemplos` (`ejemplo_id`);--> statement-breakpoint
CREATE TABLE `estandar_etiquetas` (
	`estandar_id` integer NOT NULL,
	`etiqueta_id` integer NOT NULL,
	PRIMARY KEY(`estandar_id`, `etiqueta_id`),
	FOREIGN KEY (`estandar_id`) REFERENCES `estandares`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`etiqueta_id`) REFERENCES `etiquetas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `estandares` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`manual_id` integer NOT NULL,
	`bloque_id` integer NOT NULL,
	`codigo` text NOT NULL,
	`descripcion` text NOT NULL,
	`esencial` integer DEFAULT false NOT NULL,
	`proposito` text,
	`observaciones` text,
	`paquete_id` integer,
	`minimo` integer DEFAULT 0 NOT NULL,
	`orden` integer DEFAULT 0 NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`manual_id`) REFERENCES `manuales`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bloque_id`) REFERENCES `bloques`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`paquete_id`) REFERENCES `paquetes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `estandares_manual_idx` ON `estandares` (`manual_id`,`orden`);--> statement-breakpoint
CREATE INDEX `estandares_bloque_idx` ON `estandares` (`bloque_id`,`orden`);--> statement-breakpoint
CREATE INDEX `estandares_paquete_idx` ON `estandares` (`paquete_id`);--> statement-breakpoint
CREATE TABLE `evidencia_ejemplos` (
	`evidencia_id` integer NOT NULL,
	`ejemplo_id` integer NOT NULL,
	PRIMARY KEY(`evidencia_id`, `ejemplo_id`),
	FOREIGN KEY (`evidencia_id`) REFERENCES `evidencias`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ejemplo_id`) REFERENCES `ejemplos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `evidencia_ejemplos_ejemplo_idx` ON `evidencia_ejemplos` (`ejemplo_id`);--> statement-breakpoint
CREATE TABLE `evidencia_pruebas` (
	`evidencia_id` integer NOT NULL,
	`prueba_id` integer NOT NULL,
	`orden` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`evidencia_id`, `prueba_id`),
	FOREIGN KEY (`evidencia_id`) REFERENCES `evidencias`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prueba_id`) REFERENCES `pruebas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `evidencia_pruebas_prueba_idx` ON `evidencia_pruebas` (`prueba_id`);--> statement-breakpoint
CREATE TABLE `evidencias` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`manual_id` integer NOT NULL,
	`estandar_id` integer NOT NULL,
	`codigo` text NOT NULL,
	`descripcion` text NOT NULL,
	`esencial` integer DEFAULT false NOT NULL,
	`observaciones` text,
	`minimo` integer DEFAULT 0 NOT NULL,
	`orden` integer DEFAULT 0 NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`manual_id`) REFERENCES `manuales`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`estandar_id`) REFERENCES `estandares`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `evidencias_estandar_idx` ON `evidencias` (`estandar_id`,`orden`);--> statement-breakpoint
CREATE INDEX `evidencias_manual_idx` ON `evidencias` (`manual_id`);--> statement-breakpoint
CREATE TABLE `formularios` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`titulo` text NOT NULL,
	`aclaraciones` text,
	`minimo` integer DEFAULT 0 NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text
);
--> statement-breakpoint
CREATE INDEX `formularios_instancia_idx` ON `formularios` (`instancia_id`,`titulo`);--> statement-breakpoint
CREATE TABLE `guias_evaluacion` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`manual_id` integer NOT NULL,
	`estandar_id` integer NOT NULL,
	`descripcion` text NOT NULL,
	`genera_area_mejora` integer DEFAULT false NOT NULL,
	`genera_fortaleza` integer DEFAULT false NOT NULL,
	`orden` integer DEFAULT 0 NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`manual_id`) REFERENCES `manuales`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`estandar_id`) REFERENCES `estandares`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `guias_evaluacion_estandar_idx` ON `guias_evaluacion` (`estandar_id`,`orden`);--> statement-breakpoint
CREATE TABLE `manual_ambitos` (
	`manual_id` integer NOT NULL,
	`ambito_id` integer NOT NULL,
	PRIMARY KEY(`manual_id`, `ambito_id`),
	FOREIGN KEY (`manual_id`) REFERENCES `manuales`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ambito_id`) REFERENCES `ambitos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `manual_etiquetas` (
	`manual_id` integer NOT NULL,
	`etiqueta_id` integer NOT NULL,
	PRIMARY KEY(`manual_id`, `etiqueta_id`),
	FOREIGN KEY (`manual_id`) REFERENCES `manuales`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`etiqueta_id`) REFERENCES `etiquetas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `manuales` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`codigo` text NOT NULL,
	`nombre` text NOT NULL,
	`version` text NOT NULL,
	`estado_clave` text DEFAULT 'edicion' NOT NULL,
	`mapa_id` integer NOT NULL,
	`descripcion` text,
	`enlace` text,
	`fecha_cierre` text,
	`fecha_publicacion` text,
	`publico` integer DEFAULT false NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`mapa_id`) REFERENCES `mapas`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `manuales_codigo_version_uq` ON `manuales` (`instancia_id`,`codigo`,`version`);--> statement-breakpoint
CREATE INDEX `manuales_estado_idx` ON `manuales` (`instancia_id`,`estado_clave`);--> statement-breakpoint
CREATE INDEX `manuales_publico_idx` ON `manuales` (`instancia_id`,`publico`);--> statement-breakpoint
CREATE TABLE `mapas` (
	`id` integer PRIMARY KEY NOT NULL,
	`clave` text NOT NULL,
	`nombre` text NOT NULL,
	`orden` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mapas_clave_unique` ON `mapas` (`clave`);--> statement-breakpoint
CREATE TABLE `paquetes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`nombre` text NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text
);
--> statement-breakpoint
CREATE INDEX `paquetes_instancia_idx` ON `paquetes` (`instancia_id`,`nombre`);--> statement-breakpoint
CREATE TABLE `preguntas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`formulario_id` integer NOT NULL,
	`enunciado` text NOT NULL,
	`aclaraciones` text,
	`esencial` integer DEFAULT false NOT NULL,
	`minimo` integer,
	`maximo` integer,
	`orden` integer DEFAULT 0 NOT NULL,
	`tipo_clave` text NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`formulario_id`) REFERENCES `formularios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tipo_clave`) REFERENCES `tipos_pregunta`(`clave`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `preguntas_formulario_idx` ON `preguntas` (`formulario_id`,`orden`);--> statement-breakpoint
CREATE TABLE `pruebas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`manual_id` integer NOT NULL,
	`formulario_id` integer NOT NULL,
	`descripcion` text NOT NULL,
	`aclaraciones` text,
	`tipo_clave` text,
	`activo` integer DEFAULT true NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`manual_id`) REFERENCES `manuales`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`formulario_id`) REFERENCES `formularios`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`tipo_clave`) REFERENCES `tipos_prueba`(`clave`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pruebas_manual_idx` ON `pruebas` (`manual_id`);--> statement-breakpoint
CREATE INDEX `pruebas_formulario_idx` ON `pruebas` (`formulario_id`);--> statement-breakpoint
CREATE TABLE `respuestas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pregunta_id` integer NOT NULL,
	`enunciado` text,
	`esencial` integer DEFAULT false NOT NULL,
	`correcta` integer DEFAULT false NOT NULL,
	`orden` integer DEFAULT 0 NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`pregunta_id`) REFERENCES `preguntas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `respuestas_pregunta_idx` ON `respuestas` (`pregunta_id`,`orden`);--> statement-breakpoint
CREATE TABLE `tipos_pregunta` (
	`clave` text PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`con_respuestas` integer DEFAULT false NOT NULL,
	`orden` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tipos_prueba` (
	`clave` text PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`orden` integer NOT NULL
);
