CREATE TABLE `acreditacion_avisos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`acreditacion_id` integer NOT NULL,
	`dias` integer NOT NULL,
	`fecha_vigencia` text NOT NULL,
	`enviado_en` text NOT NULL,
	FOREIGN KEY (`acreditacion_id`) REFERENCES `acreditaciones`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `acreditacion_avisos_uq` ON `acreditacion_avisos` (`acreditacion_id`,`dias`,`fecha_vigencia`);