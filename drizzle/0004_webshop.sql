CREATE TABLE "webshop_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"resource_id" uuid,
	"external_project_id" text,
	"project_id" uuid,
	"system_ids" jsonb,
	"user_id" uuid,
	"idempotency_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webshop_exports_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "webshop_projects" (
	"external_project_id" text PRIMARY KEY NOT NULL,
	"return_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webshop_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text,
	"name" text DEFAULT '' NOT NULL,
	"input_airflow" double precision DEFAULT 0 NOT NULL,
	"return_url" text,
	"product_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webshop_exports" ADD CONSTRAINT "webshop_exports_resource_id_webshop_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."webshop_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webshop_exports_due_idx" ON "webshop_exports" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webshop_exports_project_idx" ON "webshop_exports" USING btree ("external_project_id");