CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"room_type" text,
	"target_type" text NOT NULL,
	"target_value" double precision NOT NULL,
	"absorption_mode" text DEFAULT 'area' NOT NULL,
	"absorption_area" double precision NOT NULL,
	"volume" double precision NOT NULL,
	"reverberation_time" double precision NOT NULL,
	"listener_distance" double precision NOT NULL,
	"directivity" integer DEFAULT 2 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "room_id" uuid;--> statement-breakpoint
ALTER TABLE "systems" ADD COLUMN "outlets" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rooms_project_idx" ON "rooms" USING btree ("project_id","created_at");--> statement-breakpoint
ALTER TABLE "systems" ADD CONSTRAINT "systems_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "systems_room_idx" ON "systems" USING btree ("room_id");