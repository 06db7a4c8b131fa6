CREATE TABLE "status_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "status_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"workflow" text NOT NULL,
	"record_id" bigint NOT NULL,
	"actor_user_id" integer,
	"actor_role" smallint,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "status_audit_actor_check" CHECK (("status_audit"."actor_user_id" is null) = ("status_audit"."actor_role" is null)),
	CONSTRAINT "status_audit_role_check" CHECK ("status_audit"."actor_role" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX "status_audit_record_idx" ON "status_audit" USING btree ("workflow","record_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "status_audit_actor_idx" ON "status_audit" USING btree ("actor_user_id") WHERE "status_audit"."actor_user_id" is not null;