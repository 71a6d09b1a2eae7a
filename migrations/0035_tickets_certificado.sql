CREATE TABLE `tickets_certificado` (
	`id` text PRIMARY KEY NOT NULL,
	`usuario_id` integer NOT NULL,
	`creado_en` text NOT NULL,
	`expira_en` text NOT NULL,
	`usado_en` text,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tickets_certificado_usuario_idx` ON `tickets_certificado` (`usuario_id`);