-- Every self-assessment (and evaluation) record has one row per standard of its manual from the
-- moment it opens, so each standard of GET autoevaluaciones/{id}/estandares carries the `Id` that
-- the spec's PATCH autoevaluaciones/estandares/{id} takes (data-and-calls.md 7.5); before, a
-- standard nobody had touched had no row and its Id was null. A row that no one has written yet
-- has version 0 (what an absent row read as): pending, applicable, no author shown. Written by
-- hand (drizzle-kit does not model triggers); a trigger so that every path that opens a record
-- (accepting a request, finishing a self-assessment, opening a follow-up cycle, the demo seed)
-- gets the rows in its own statement, on libSQL and D1 alike. Manuals are frozen once published
-- (ADR 0010), so a record's standards do not change after it opens.
CREATE TRIGGER `autoevaluacion_estandares_al_abrir` AFTER INSERT ON `autoevaluaciones` BEGIN
  INSERT OR IGNORE INTO `autoevaluacion_estandares` (`autoevaluacion_id`, `estandar_id`, `estado_clave`, `aplica`, `version`, `alta_fecha`)
  SELECT NEW.`id`, e.`id`, 'PTE', 1, 0, NEW.`alta_fecha`
  FROM `proyectos` p
  INNER JOIN `procesos` pr ON pr.`id` = p.`proceso_id`
  INNER JOIN `estandares` e ON e.`manual_id` = pr.`manual_id`
  WHERE p.`id` = NEW.`proyecto_id`;
END;
--> statement-breakpoint
-- The records opened before this migration.
INSERT OR IGNORE INTO `autoevaluacion_estandares` (`autoevaluacion_id`, `estandar_id`, `estado_clave`, `aplica`, `version`, `alta_fecha`)
SELECT a.`id`, e.`id`, 'PTE', 1, 0, a.`alta_fecha`
FROM `autoevaluaciones` a
INNER JOIN `proyectos` p ON p.`id` = a.`proyecto_id`
INNER JOIN `procesos` pr ON pr.`id` = p.`proceso_id`
INNER JOIN `estandares` e ON e.`manual_id` = pr.`manual_id`;
