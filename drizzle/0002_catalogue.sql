CREATE TABLE "abstract_classes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "abstract_classes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "abstract_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"class_id" uuid NOT NULL,
	"class_name" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"sound_attenuation" jsonb NOT NULL,
	"sound_power_level" jsonb NOT NULL,
	"element" jsonb,
	"editable_attributes" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"data_source" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "abstract_products_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "catalogue_meta" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"revision" uuid NOT NULL,
	"source" text NOT NULL,
	"description" text NOT NULL,
	"content_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diffuser_classes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"diffuser_type" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "diffuser_classes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "diffusers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"class_id" uuid NOT NULL,
	"class_name" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"diffuser_type" text NOT NULL,
	"nominal_size" text NOT NULL,
	"nominal_size_diameter" integer,
	"width" integer,
	"height" integer,
	"face_area" double precision NOT NULL,
	"nominal_airflow" double precision NOT NULL,
	"pressure_drop" double precision NOT NULL,
	"sound_power_level" jsonb NOT NULL,
	"sound_attenuation" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"data_source" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "diffusers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "round_silencers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"class_id" uuid NOT NULL,
	"class_name" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"attenuation_material" text NOT NULL,
	"nominal_size_diameter" integer NOT NULL,
	"length" integer NOT NULL,
	"openable" boolean NOT NULL,
	"lining_thickness" integer NOT NULL,
	"sound_attenuation" jsonb NOT NULL,
	"pressure_drop_coefficient" double precision,
	"dim_data" jsonb,
	"image_url" text NOT NULL,
	"data_source" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "round_silencers_name_unique" UNIQUE("name"),
	CONSTRAINT "round_silencers_size_unique" UNIQUE("class_name","nominal_size_diameter","length")
);
--> statement-breakpoint
CREATE TABLE "silencer_classes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"parent_class_id" uuid,
	"is_group" boolean NOT NULL,
	"attenuation_material" text,
	"lining_thickness" integer,
	"pod" boolean NOT NULL,
	"openable" boolean NOT NULL,
	"insulated" boolean NOT NULL,
	"rect_shape" text,
	"has_pressure_drop_model" boolean NOT NULL,
	"filter_data" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "silencer_classes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "abstract_products" ADD CONSTRAINT "abstract_products_class_id_abstract_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."abstract_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diffusers" ADD CONSTRAINT "diffusers_class_id_diffuser_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."diffuser_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_silencers" ADD CONSTRAINT "round_silencers_class_id_silencer_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."silencer_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "silencer_classes" ADD CONSTRAINT "silencer_classes_parent_class_id_silencer_classes_id_fk" FOREIGN KEY ("parent_class_id") REFERENCES "public"."silencer_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abstract_products_class_idx" ON "abstract_products" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "diffusers_class_idx" ON "diffusers" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "round_silencers_class_idx" ON "round_silencers" USING btree ("class_id");