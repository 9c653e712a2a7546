CREATE TABLE "deleted_rooms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"served_by" uuid[] NOT NULL,
	"access_user_ids" uuid[] NOT NULL,
	"deleted_by_id" uuid,
	"deleted_by_name" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deleted_rooms" ADD CONSTRAINT "deleted_rooms_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_rooms_project_idx" ON "deleted_rooms" USING btree ("project_id","deleted_at");--> statement-breakpoint
CREATE INDEX "deleted_rooms_deleted_at_idx" ON "deleted_rooms" USING btree ("deleted_at");