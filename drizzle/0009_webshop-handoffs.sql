CREATE TABLE "webshop_project_handoffs" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"external_project_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"session_id" uuid,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webshop_project_sessions" (
	"external_project_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webshop_project_sessions_external_project_id_session_id_pk" PRIMARY KEY("external_project_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "webshop_project_handoffs" ADD CONSTRAINT "webshop_project_handoffs_external_project_id_webshop_projects_external_project_id_fk" FOREIGN KEY ("external_project_id") REFERENCES "public"."webshop_projects"("external_project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webshop_project_handoffs" ADD CONSTRAINT "webshop_project_handoffs_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webshop_project_sessions" ADD CONSTRAINT "webshop_project_sessions_external_project_id_webshop_projects_external_project_id_fk" FOREIGN KEY ("external_project_id") REFERENCES "public"."webshop_projects"("external_project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webshop_project_sessions" ADD CONSTRAINT "webshop_project_sessions_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webshop_project_handoffs_project_idx" ON "webshop_project_handoffs" USING btree ("external_project_id");