ALTER TABLE "systems" ADD COLUMN "noise_generator_estimate" jsonb;--> statement-breakpoint
ALTER TABLE "system_versions" ADD COLUMN "noise_generator_estimate" jsonb;