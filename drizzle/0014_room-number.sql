ALTER TABLE "rooms" ADD COLUMN "number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deleted_rooms" ADD COLUMN "number" text DEFAULT '' NOT NULL;