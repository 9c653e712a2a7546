CREATE TABLE "system_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"system_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by_id" uuid,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"comment" text NOT NULL,
	"date" timestamp with time zone,
	"attenuation_constant_type" text NOT NULL,
	"filter_correction_type" text NOT NULL,
	"input_sound_power_level" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"calculation_results" json,
	"room" jsonb,
	"airflow" double precision,
	"room_id" uuid,
	"outlets" integer NOT NULL,
	"catalogue_version" integer
);
--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "saved_by_id" uuid;--> statement-breakpoint
ALTER TABLE "system_versions" ADD CONSTRAINT "system_versions_saved_by_id_users_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "system_versions_system_version_idx" ON "system_versions" USING btree ("system_id","version");--> statement-breakpoint
CREATE INDEX "system_versions_saved_by_idx" ON "system_versions" USING btree ("saved_by_id");--> statement-breakpoint
ALTER TABLE "systems" ADD CONSTRAINT "systems_saved_by_id_users_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;