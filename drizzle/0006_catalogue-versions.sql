CREATE TABLE "catalogue_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"description" text NOT NULL,
	"measured" integer NOT NULL,
	"modelled" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The catalogue an installation already holds becomes the first row of its history.
INSERT INTO "catalogue_versions" ("version", "source", "description", "measured", "modelled", "created_at")
SELECT m."version", m."source", m."description",
	(SELECT count(*) FROM "round_silencers" WHERE "data_source" = 'measured')
		+ (SELECT count(*) FROM "diffusers" WHERE "data_source" = 'measured')
		+ (SELECT count(*) FROM "abstract_products" WHERE "data_source" = 'measured'),
	(SELECT count(*) FROM "round_silencers" WHERE "data_source" = 'modelled')
		+ (SELECT count(*) FROM "diffusers" WHERE "data_source" = 'modelled')
		+ (SELECT count(*) FROM "abstract_products" WHERE "data_source" = 'modelled'),
	m."updated_at"
FROM "catalogue_meta" m;
