CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"certificate_number" text NOT NULL,
	"certificate_numbering" text NOT NULL,
	"certificate_url" text NOT NULL,
	"test_record_id" integer,
	"created_date" timestamp with time zone NOT NULL,
	"is_grant" boolean DEFAULT false NOT NULL,
	"is_event" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluator_training_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evaluator_training_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"evaluator_user_id" integer NOT NULL,
	"training_class_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"fee_type" smallint NOT NULL,
	"performance_review" smallint DEFAULT 0 NOT NULL,
	"completed_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluator_training_records_review_check" CHECK ("evaluator_training_records"."performance_review" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "evaluators" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"star" smallint DEFAULT 3 NOT NULL,
	"is_listed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluators_star_check" CHECK ("evaluators"."star" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"star" smallint DEFAULT 3 NOT NULL,
	"introduce" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institutions_star_check" CHECK ("institutions"."star" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "test_class_evaluators" (
	"test_class_id" integer NOT NULL,
	"evaluator_user_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	CONSTRAINT "test_class_evaluators_pkey" PRIMARY KEY("test_class_id","evaluator_user_id"),
	CONSTRAINT "test_class_evaluators_level_check" CHECK ("test_class_evaluators"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "test_class_grades" (
	"test_class_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"fee" numeric(10, 2) NOT NULL,
	CONSTRAINT "test_class_grades_pkey" PRIMARY KEY("test_class_id","grade"),
	CONSTRAINT "test_class_grades_grade_check" CHECK ("test_class_grades"."grade" between 1 and 16)
);
--> statement-breakpoint
CREATE TABLE "test_classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_user_id" integer NOT NULL,
	"test_class_title" text NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"province_name" text NOT NULL,
	"city_name" text NOT NULL,
	"district_name" text NOT NULL,
	"detailed_address" text NOT NULL,
	"mailing_address" text,
	"registration_start_time" timestamp with time zone NOT NULL,
	"registration_end_time" timestamp with time zone NOT NULL,
	"test_start_time" timestamp with time zone NOT NULL,
	"test_end_time" timestamp with time zone NOT NULL,
	"test_num" integer NOT NULL,
	"application_status" text DEFAULT '申请中' NOT NULL,
	"approval_comments" text,
	"is_stop" boolean DEFAULT false NOT NULL,
	"file_path" text,
	"contact" text NOT NULL,
	"contact_number" text NOT NULL,
	"refund_status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_classes_status_check" CHECK ("test_classes"."application_status" in ('申请中', '省协会审核通过', '中羽协审核通过', '审核驳回')),
	CONSTRAINT "test_classes_windows_check" CHECK ("test_classes"."registration_start_time" <= "test_classes"."registration_end_time" and "test_classes"."test_start_time" <= "test_classes"."test_end_time"),
	CONSTRAINT "test_classes_test_num_check" CHECK ("test_classes"."test_num" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"athlete_user_id" integer NOT NULL,
	"test_class_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"test_date" timestamp with time zone NOT NULL,
	"score_judgment" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_records_judgment_check" CHECK ("test_records"."score_judgment" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "training_class_contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_class_contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"training_class_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"content" text NOT NULL,
	"assessment_method" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_class_fees" (
	"training_class_id" integer NOT NULL,
	"fee_type" smallint NOT NULL,
	"fee" numeric(10, 2) NOT NULL,
	CONSTRAINT "training_class_fees_pkey" PRIMARY KEY("training_class_id","fee_type"),
	CONSTRAINT "training_class_fees_type_check" CHECK ("training_class_fees"."fee_type" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "training_classes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_classes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"train_type" smallint NOT NULL,
	"grade" smallint NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"province_name" text NOT NULL,
	"city_name" text NOT NULL,
	"district_name" text NOT NULL,
	"detail_addr" text NOT NULL,
	"apply_start_time" timestamp with time zone NOT NULL,
	"apply_end_time" timestamp with time zone NOT NULL,
	"opening_class_start_time" timestamp with time zone NOT NULL,
	"opening_class_end_time" timestamp with time zone NOT NULL,
	"assessment_start_time" timestamp with time zone NOT NULL,
	"assessment_end_time" timestamp with time zone NOT NULL,
	"is_stop" boolean DEFAULT false NOT NULL,
	"aptitude" jsonb NOT NULL,
	"notice_title" text NOT NULL,
	"notice_content" text NOT NULL,
	"file_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_classes_grade_check" CHECK ("training_classes"."grade" between 1 and 3),
	CONSTRAINT "training_classes_train_type_check" CHECK ("training_classes"."train_type" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_test_record_id_test_records_id_fk" FOREIGN KEY ("test_record_id") REFERENCES "public"."test_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluator_training_records" ADD CONSTRAINT "evaluator_training_records_evaluator_user_id_users_id_fk" FOREIGN KEY ("evaluator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluator_training_records" ADD CONSTRAINT "evaluator_training_records_training_class_id_training_classes_id_fk" FOREIGN KEY ("training_class_id") REFERENCES "public"."training_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluators" ADD CONSTRAINT "evaluators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_class_evaluators" ADD CONSTRAINT "test_class_evaluators_test_class_id_test_classes_id_fk" FOREIGN KEY ("test_class_id") REFERENCES "public"."test_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_class_evaluators" ADD CONSTRAINT "test_class_evaluators_evaluator_user_id_users_id_fk" FOREIGN KEY ("evaluator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_class_grades" ADD CONSTRAINT "test_class_grades_test_class_id_test_classes_id_fk" FOREIGN KEY ("test_class_id") REFERENCES "public"."test_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_classes" ADD CONSTRAINT "test_classes_institution_user_id_users_id_fk" FOREIGN KEY ("institution_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_records" ADD CONSTRAINT "test_records_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_records" ADD CONSTRAINT "test_records_test_class_id_test_classes_id_fk" FOREIGN KEY ("test_class_id") REFERENCES "public"."test_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_class_contents" ADD CONSTRAINT "training_class_contents_training_class_id_training_classes_id_fk" FOREIGN KEY ("training_class_id") REFERENCES "public"."training_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_class_fees" ADD CONSTRAINT "training_class_fees_training_class_id_training_classes_id_fk" FOREIGN KEY ("training_class_id") REFERENCES "public"."training_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_key" ON "certificates" USING btree ("certificate_number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_numbering_key" ON "certificates" USING btree ("certificate_numbering");--> statement-breakpoint
CREATE INDEX "certificates_user_grade_idx" ON "certificates" USING btree ("user_id","grade");--> statement-breakpoint
CREATE INDEX "certificates_published_date_idx" ON "certificates" USING btree ("created_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "certificates"."published";--> statement-breakpoint
CREATE UNIQUE INDEX "evaluator_training_records_user_class_idx" ON "evaluator_training_records" USING btree ("evaluator_user_id","training_class_id");--> statement-breakpoint
CREATE INDEX "evaluator_training_records_class_idx" ON "evaluator_training_records" USING btree ("training_class_id");--> statement-breakpoint
CREATE INDEX "evaluators_listed_idx" ON "evaluators" USING btree ("is_listed","star" DESC NULLS FIRST,"user_id");--> statement-breakpoint
CREATE INDEX "institutions_sort_idx" ON "institutions" USING btree ("sort" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "test_class_evaluators_evaluator_idx" ON "test_class_evaluators" USING btree ("evaluator_user_id");--> statement-breakpoint
CREATE INDEX "test_class_grades_grade_idx" ON "test_class_grades" USING btree ("grade","test_class_id");--> statement-breakpoint
CREATE INDEX "test_classes_status_time_idx" ON "test_classes" USING btree ("application_status","test_start_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "test_classes_region_idx" ON "test_classes" USING btree ("province_id","city_id","district_id");--> statement-breakpoint
CREATE INDEX "test_classes_registration_idx" ON "test_classes" USING btree ("registration_start_time","registration_end_time");--> statement-breakpoint
CREATE INDEX "test_classes_institution_idx" ON "test_classes" USING btree ("institution_user_id","test_start_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "test_records_athlete_date_idx" ON "test_records" USING btree ("athlete_user_id","test_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "test_records_class_idx" ON "test_records" USING btree ("test_class_id","grade");--> statement-breakpoint
CREATE INDEX "training_class_contents_class_idx" ON "training_class_contents" USING btree ("training_class_id","sort");--> statement-breakpoint
CREATE INDEX "training_classes_apply_idx" ON "training_classes" USING btree ("apply_start_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "person_profiles_athlete_rank_idx" ON "person_profiles" USING btree ("athlete_rank","user_id" DESC NULLS FIRST) WHERE "person_profiles"."athlete_rank" is not null;--> statement-breakpoint
CREATE INDEX "person_profiles_evaluator_rank_idx" ON "person_profiles" USING btree ("evaluator_rank","user_id") WHERE "person_profiles"."evaluator_rank" is not null;