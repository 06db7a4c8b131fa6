CREATE TABLE "supervision_forms" (
	"test_class_id" integer PRIMARY KEY NOT NULL,
	"file_path" text NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_score_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_score_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"training_record_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"content" text NOT NULL,
	"score" numeric(5, 1) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluator_training_records" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "evaluator_training_records" ADD COLUMN "aptitude_index" smallint;--> statement-breakpoint
ALTER TABLE "evaluator_training_records" ADD COLUMN "aptitude" text;--> statement-breakpoint
ALTER TABLE "evaluator_training_records" ADD COLUMN "aptitude_image" text;--> statement-breakpoint
ALTER TABLE "supervision_forms" ADD CONSTRAINT "supervision_forms_test_class_id_test_classes_id_fk" FOREIGN KEY ("test_class_id") REFERENCES "public"."test_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervision_forms" ADD CONSTRAINT "supervision_forms_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_score_items" ADD CONSTRAINT "training_score_items_training_record_id_evaluator_training_records_id_fk" FOREIGN KEY ("training_record_id") REFERENCES "public"."evaluator_training_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_score_items_record_sort_key" ON "training_score_items" USING btree ("training_record_id","sort");--> statement-breakpoint
ALTER TABLE "evaluator_training_records" ADD CONSTRAINT "evaluator_training_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluator_training_records_user_created_idx" ON "evaluator_training_records" USING btree ("evaluator_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "evaluator_training_records_order_key" ON "evaluator_training_records" USING btree ("order_id");