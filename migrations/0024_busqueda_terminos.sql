-- Text search of the large lists (ADR 0026): every indexed text ends in two spaces, so each
-- occurrence of a word of one or two letters starts a trigram of the index, and the word is looked up
-- as the trigrams that begin with it (the `<list>_terminos` vocabulary tables) instead of
-- being tested on every row. The triggers of migration 0011, with the two spaces appended.
DROP TRIGGER `centros_busqueda_ai`;
--> statement-breakpoint
CREATE TRIGGER `centros_busqueda_ai` AFTER INSERT ON `centros` BEGIN
  INSERT INTO centros_busqueda (rowid, texto) VALUES (new.id, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.nombre || ' ' || coalesce(new.cif, '') || ' ' || new.codigo_postal || ' ' || coalesce(new.direccion, '')), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n') || '  ');
END;
--> statement-breakpoint
DROP TRIGGER `centros_busqueda_au`;
--> statement-breakpoint
CREATE TRIGGER `centros_busqueda_au` AFTER UPDATE OF nombre, cif, codigo_postal, direccion ON `centros` BEGIN
  UPDATE centros_busqueda SET texto = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.nombre || ' ' || coalesce(new.cif, '') || ' ' || new.codigo_postal || ' ' || coalesce(new.direccion, '')), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n') || '  ' WHERE rowid = new.id;
END;
--> statement-breakpoint
DROP TRIGGER `solicitudes_busqueda_ai`;
--> statement-breakpoint
CREATE TRIGGER `solicitudes_busqueda_ai` AFTER INSERT ON `solicitudes` BEGIN
  INSERT INTO solicitudes_busqueda (rowid, texto) VALUES (new.id, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.nombre || ' ' || coalesce(new.cif, '') || ' ' || new.referencia), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n') || '  ');
END;
--> statement-breakpoint
DROP TRIGGER `solicitudes_busqueda_au`;
--> statement-breakpoint
CREATE TRIGGER `solicitudes_busqueda_au` AFTER UPDATE OF nombre, cif, referencia ON `solicitudes` BEGIN
  UPDATE solicitudes_busqueda SET texto = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.nombre || ' ' || coalesce(new.cif, '') || ' ' || new.referencia), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n') || '  ' WHERE rowid = new.id;
END;
--> statement-breakpoint
DROP TRIGGER `proyectos_busqueda_ai`;
--> statement-breakpoint
CREATE TRIGGER `proyectos_busqueda_ai` AFTER INSERT ON `proyectos` BEGIN
  INSERT INTO proyectos_busqueda (rowid, texto) VALUES (new.id, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.codigo || ' ' || coalesce((SELECT c.nombre FROM centros c WHERE c.id = new.centro_id), '')), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n') || '  ');
END;
--> statement-breakpoint
DROP TRIGGER `proyectos_busqueda_au`;
--> statement-breakpoint
CREATE TRIGGER `proyectos_busqueda_au` AFTER UPDATE OF codigo, centro_id ON `proyectos` BEGIN
  UPDATE proyectos_busqueda SET texto = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.codigo || ' ' || coalesce((SELECT c.nombre FROM centros c WHERE c.id = new.centro_id), '')), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n') || '  ' WHERE rowid = new.id;
END;
--> statement-breakpoint
DROP TRIGGER `centros_busqueda_proyectos_au`;
--> statement-breakpoint
CREATE TRIGGER `centros_busqueda_proyectos_au` AFTER UPDATE OF nombre ON `centros` BEGIN
  UPDATE proyectos_busqueda SET texto = (SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.codigo || ' ' || new.nombre), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n') || '  ' FROM proyectos p WHERE p.id = proyectos_busqueda.rowid)
    WHERE rowid IN (SELECT id FROM proyectos WHERE centro_id = new.id);
END;
--> statement-breakpoint
UPDATE `centros_busqueda` SET texto = texto || '  ';
--> statement-breakpoint
INSERT INTO `centros_busqueda` (`centros_busqueda`) VALUES ('optimize');
--> statement-breakpoint
CREATE VIRTUAL TABLE `centros_terminos` USING fts5vocab(`centros_busqueda`, 'row');
--> statement-breakpoint
UPDATE `solicitudes_busqueda` SET texto = texto || '  ';
--> statement-breakpoint
INSERT INTO `solicitudes_busqueda` (`solicitudes_busqueda`) VALUES ('optimize');
--> statement-breakpoint
CREATE VIRTUAL TABLE `solicitudes_terminos` USING fts5vocab(`solicitudes_busqueda`, 'row');
--> statement-breakpoint
UPDATE `proyectos_busqueda` SET texto = texto || '  ';
--> statement-breakpoint
INSERT INTO `proyectos_busqueda` (`proyectos_busqueda`) VALUES ('optimize');
--> statement-breakpoint
CREATE VIRTUAL TABLE `proyectos_terminos` USING fts5vocab(`proyectos_busqueda`, 'row');
