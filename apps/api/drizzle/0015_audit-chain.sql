ALTER TABLE "status_audit" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "status_audit" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "status_audit" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "status_audit" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "status_audit" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "status_audit_prev_hash_idx" ON "status_audit" USING btree ("prev_hash");