CREATE TABLE "job_dead_letters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_dead_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"job_id" bigint NOT NULL,
	"attempts" integer NOT NULL,
	"reason" text NOT NULL,
	"failures" integer DEFAULT 1 NOT NULL,
	"requeues" integer DEFAULT 0 NOT NULL,
	"next_requeue_at" timestamp with time zone,
	"requeued_job_id" bigint,
	"first_failed_at" timestamp with time zone NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reversal_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reversal_request_sn" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reversal_fpdm" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reversal_fphm" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reversal_url" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reversal_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "job_dead_letters_open_key" ON "job_dead_letters" USING btree ("kind","payload") WHERE "job_dead_letters"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "job_dead_letters_requeue_idx" ON "job_dead_letters" USING btree ("next_requeue_at") WHERE "job_dead_letters"."resolved_at" is null and "job_dead_letters"."next_requeue_at" is not null;--> statement-breakpoint
CREATE INDEX "job_dead_letters_failed_idx" ON "job_dead_letters" USING btree ("failed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_pending_dedupe_key" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."dedupe_key" is not null and "jobs"."done_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_pending_kind_idx" ON "jobs" USING btree ("kind") WHERE "jobs"."done_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reversal_status_check" CHECK ("invoices"."reversal_status" between 0 and 3);