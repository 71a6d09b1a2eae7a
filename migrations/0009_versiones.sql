CREATE TABLE `versiones` (
	`clave` text PRIMARY KEY NOT NULL,
	`valor` integer DEFAULT 0 NOT NULL
);
