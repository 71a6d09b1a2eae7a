CREATE TABLE `invitacion_sustituciones` (
	`invitacion_id` integer PRIMARY KEY NOT NULL,
	`proyecto_id` integer NOT NULL,
	`usuario_sustituido_id` integer NOT NULL,
	FOREIGN KEY (`invitacion_id`) REFERENCES `invitaciones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`usuario_sustituido_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `autoevaluaciones` ADD `usuario_responsable_id` integer REFERENCES usuarios(id);