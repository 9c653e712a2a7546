CREATE TABLE "deleted_projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"system_count" integer NOT NULL,
	"access_user_ids" uuid[] NOT NULL,
	"deleted_by_id" uuid,
	"deleted_by_name" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot" json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deleted_systems" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"access_user_ids" uuid[] NOT NULL,
	"deleted_by_id" uuid,
	"deleted_by_name" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deleted_projects" ADD CONSTRAINT "deleted_projects_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_systems" ADD CONSTRAINT "deleted_systems_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_projects_deleted_at_idx" ON "deleted_projects" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "deleted_projects_access_idx" ON "deleted_projects" USING gin ("access_user_ids");--> statement-breakpoint
CREATE INDEX "deleted_systems_project_idx" ON "deleted_systems" USING btree ("project_id","deleted_at");--> statement-breakpoint
CREATE INDEX "deleted_systems_deleted_at_idx" ON "deleted_systems" USING btree ("deleted_at");