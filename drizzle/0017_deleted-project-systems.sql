CREATE TABLE "deleted_project_systems" (
	"project_id" uuid NOT NULL,
	"system_id" uuid NOT NULL,
	"row" json NOT NULL,
	"bytes" integer NOT NULL,
	CONSTRAINT "deleted_project_systems_project_id_system_id_pk" PRIMARY KEY("project_id","system_id")
);
--> statement-breakpoint
ALTER TABLE "deleted_project_systems" ADD CONSTRAINT "deleted_project_systems_project_id_deleted_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."deleted_projects"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The systems of the projects deleted before, out of their snapshots: one row each (docs/operations.md, "Upgrades").
INSERT INTO "deleted_project_systems" ("project_id", "system_id", "row", "bytes")
SELECT d."id", (e ->> 'id')::uuid, e, octet_length(e::text)
FROM "deleted_projects" d CROSS JOIN LATERAL json_array_elements(d."snapshot" -> 'systems') e;
--> statement-breakpoint
UPDATE "deleted_projects" SET "snapshot" = json_build_object(
	'project', "snapshot" -> 'project', 'members', "snapshot" -> 'members', 'rooms', "snapshot" -> 'rooms');
