CREATE TABLE "certificate_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"user_type" smallint NOT NULL,
	"order_id" integer NOT NULL,
	"contacts" text NOT NULL,
	"telphone" text NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"address" text NOT NULL,
	"is_grant_test" smallint DEFAULT 0 NOT NULL,
	"certificate_fee" integer NOT NULL,
	"badge_fee" integer NOT NULL,
	"shipping_fee" integer NOT NULL,
	"express_company" text,
	"express_number" text,
	"mailing_time" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_delivery_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_delivery_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_id" integer NOT NULL,
	"certificate_id" integer NOT NULL,
	"certificate_type" smallint NOT NULL,
	CONSTRAINT "certificate_delivery_items_type_check" CHECK ("certificate_delivery_items"."certificate_type" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "certificate_fee_rates" (
	"user_type" smallint PRIMARY KEY NOT NULL,
	"certificate_fee" integer NOT NULL,
	"badge_fee" integer NOT NULL,
	CONSTRAINT "certificate_fee_rates_fees_check" CHECK ("certificate_fee_rates"."certificate_fee" >= 0 and "certificate_fee_rates"."badge_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "certificate_proxy_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_proxy_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"certificate_id" integer NOT NULL,
	"institution_user_id" integer NOT NULL,
	"test_class_id" integer,
	"application_way" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_modification_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_fees" (
	"area_code" integer PRIMARY KEY NOT NULL,
	"fee" integer NOT NULL,
	CONSTRAINT "shipping_fees_fee_check" CHECK ("shipping_fees"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"athlete_user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"apply_grade" smallint NOT NULL,
	"apply_way" smallint NOT NULL,
	"event_result_id" integer,
	"proof_path" text,
	"apply_status" smallint DEFAULT 0 NOT NULL,
	"approval_comments" text,
	"apply_time" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "event_applications_way_check" CHECK ("event_applications"."apply_way" in (1, 2)),
	CONSTRAINT "event_applications_status_check" CHECK ("event_applications"."apply_status" between 0 and 2),
	CONSTRAINT "event_applications_proof_check" CHECK ("event_applications"."apply_way" = 1 or "event_applications"."proof_path" is not null)
);
--> statement-breakpoint
CREATE TABLE "event_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"athlete_user_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"placing" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"event_type" text NOT NULL,
	"organizer" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"max_grade" smallint NOT NULL,
	"apply_start_time" timestamp with time zone NOT NULL,
	"apply_end_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "events_max_grade_check" CHECK ("events"."max_grade" between 1 and 9),
	CONSTRAINT "events_window_check" CHECK ("events"."apply_start_time" <= "events"."apply_end_time")
);
--> statement-breakpoint
CREATE TABLE "invoice_titles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"custtype" text NOT NULL,
	"custname" text,
	"cust_tax_no" text,
	"cust_addr" text,
	"cust_phone" text,
	"cust_bank" text,
	"cust_account" text,
	"invo_memo" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_titles_custtype_check" CHECK ("invoice_titles"."custtype" in ('01', '03'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_type" smallint NOT NULL,
	"invoice_status" smallint DEFAULT 0 NOT NULL,
	"custtype" text NOT NULL,
	"custname" text,
	"cust_tax_no" text,
	"cust_addr" text,
	"cust_phone" text,
	"cust_bank" text,
	"cust_account" text,
	"invo_memo" text,
	"amount" integer NOT NULL,
	"request_sn" text NOT NULL,
	"fpdm" text,
	"fphm" text,
	"url_qr_code" text,
	"invoice_url" text,
	"fail_reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."invoice_status" between 0 and 3),
	CONSTRAINT "invoices_custtype_check" CHECK ("invoices"."custtype" in ('01', '03'))
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"refund_sn" text NOT NULL,
	"amount" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"provider_refund_id" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount" > 0),
	CONSTRAINT "order_refunds_status_check" CHECK ("order_refunds"."status" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_sn" text NOT NULL,
	"user_id" integer NOT NULL,
	"user_type" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"payment_status" text DEFAULT '1' NOT NULL,
	"is_batch" smallint DEFAULT 0 NOT NULL,
	"payment_channel" text,
	"transaction_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders"."payment_status" in ('1', '3', '5', '7', '9')),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount" >= 0),
	CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" between 1 and 6),
	CONSTRAINT "orders_user_type_check" CHECK ("orders"."user_type" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"notification_id" text NOT NULL,
	"order_id" integer,
	"order_sn" text NOT NULL,
	"transaction_id" text,
	"trade_state" text NOT NULL,
	"amount" integer,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeal_score_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appeal_score_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appeal_id" integer NOT NULL,
	"score_item_id" integer NOT NULL,
	"from_score" numeric(5, 1) NOT NULL,
	"to_score" numeric(5, 1) NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appeals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appeal_no" text NOT NULL,
	"application_id" integer NOT NULL,
	"athlete_user_id" integer NOT NULL,
	"appeal_status" smallint DEFAULT 0 NOT NULL,
	"edit_status" smallint DEFAULT 0 NOT NULL,
	"first_content" text NOT NULL,
	"second_content" text,
	"appeal_reply" text,
	"manager_reply" text,
	"created_at" timestamp with time zone NOT NULL,
	"second_at" timestamp with time zone,
	CONSTRAINT "appeals_status_check" CHECK ("appeals"."appeal_status" between 0 and 7),
	CONSTRAINT "appeals_edit_status_check" CHECK ("appeals"."edit_status" between 0 and 2),
	CONSTRAINT "appeals_first_length_check" CHECK (char_length("appeals"."first_content") between 1 and 100),
	CONSTRAINT "appeals_second_length_check" CHECK ("appeals"."second_content" is null or char_length("appeals"."second_content") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "test_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"athlete_user_id" integer NOT NULL,
	"test_class_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"order_id" integer,
	"coach_status" smallint NOT NULL,
	"train" text NOT NULL,
	"coach" text NOT NULL,
	"coach_phone" text NOT NULL,
	"application_method" smallint DEFAULT 1 NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL,
	"leave_status" smallint DEFAULT 0 NOT NULL,
	"refund_status" smallint DEFAULT 0 NOT NULL,
	"arrange_group" text,
	"arrange_time" text,
	"score_judgment" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_applications_coach_status_check" CHECK ("test_applications"."coach_status" in (0, 1)),
	CONSTRAINT "test_applications_method_check" CHECK ("test_applications"."application_method" in (1, 2)),
	CONSTRAINT "test_applications_active_check" CHECK ("test_applications"."active" in (0, 1)),
	CONSTRAINT "test_applications_leave_check" CHECK ("test_applications"."leave_status" between 0 and 2),
	CONSTRAINT "test_applications_refund_check" CHECK ("test_applications"."refund_status" between 0 and 3),
	CONSTRAINT "test_applications_judgment_check" CHECK ("test_applications"."score_judgment" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "test_score_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_score_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"subject" text NOT NULL,
	"score" numeric(5, 1) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_classes" ADD COLUMN "seats_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_classes" ADD COLUMN "grade_submission_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_classes" ADD COLUMN "grade_submission_msg" text;--> statement-breakpoint
ALTER TABLE "test_classes" ADD COLUMN "scores_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificate_deliveries" ADD CONSTRAINT "certificate_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_deliveries" ADD CONSTRAINT "certificate_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_delivery_items" ADD CONSTRAINT "certificate_delivery_items_delivery_id_certificate_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."certificate_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_delivery_items" ADD CONSTRAINT "certificate_delivery_items_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_proxy_requests" ADD CONSTRAINT "certificate_proxy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_proxy_requests" ADD CONSTRAINT "certificate_proxy_requests_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_proxy_requests" ADD CONSTRAINT "certificate_proxy_requests_institution_user_id_users_id_fk" FOREIGN KEY ("institution_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_proxy_requests" ADD CONSTRAINT "certificate_proxy_requests_test_class_id_test_classes_id_fk" FOREIGN KEY ("test_class_id") REFERENCES "public"."test_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_applications" ADD CONSTRAINT "event_applications_event_result_id_event_results_id_fk" FOREIGN KEY ("event_result_id") REFERENCES "public"."event_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_results" ADD CONSTRAINT "event_results_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_results" ADD CONSTRAINT "event_results_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_score_changes" ADD CONSTRAINT "appeal_score_changes_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_score_changes" ADD CONSTRAINT "appeal_score_changes_score_item_id_test_score_items_id_fk" FOREIGN KEY ("score_item_id") REFERENCES "public"."test_score_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_application_id_test_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."test_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_applications" ADD CONSTRAINT "test_applications_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_applications" ADD CONSTRAINT "test_applications_test_class_id_test_classes_id_fk" FOREIGN KEY ("test_class_id") REFERENCES "public"."test_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_applications" ADD CONSTRAINT "test_applications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_score_items" ADD CONSTRAINT "test_score_items_application_id_test_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."test_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_deliveries_order_key" ON "certificate_deliveries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "certificate_deliveries_user_idx" ON "certificate_deliveries" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_deliveries_express_key" ON "certificate_deliveries" USING btree ("express_number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_delivery_items_delivery_certificate_key" ON "certificate_delivery_items" USING btree ("delivery_id","certificate_id");--> statement-breakpoint
CREATE INDEX "certificate_delivery_items_certificate_idx" ON "certificate_delivery_items" USING btree ("certificate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_proxy_requests_certificate_key" ON "certificate_proxy_requests" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "certificate_proxy_requests_user_idx" ON "certificate_proxy_requests" USING btree ("user_id","last_modification_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "certificate_proxy_requests_institution_idx" ON "certificate_proxy_requests" USING btree ("institution_user_id");--> statement-breakpoint
CREATE INDEX "event_applications_athlete_idx" ON "event_applications" USING btree ("athlete_user_id","apply_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "event_applications_live_key" ON "event_applications" USING btree ("athlete_user_id","event_id","apply_grade") WHERE "event_applications"."apply_status" in (0, 1);--> statement-breakpoint
CREATE UNIQUE INDEX "event_results_event_athlete_grade_key" ON "event_results" USING btree ("event_id","athlete_user_id","grade");--> statement-breakpoint
CREATE INDEX "event_results_athlete_idx" ON "event_results" USING btree ("athlete_user_id","id");--> statement-breakpoint
CREATE INDEX "events_apply_idx" ON "events" USING btree ("apply_end_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_key" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_request_sn_key" ON "invoices" USING btree ("request_sn");--> statement-breakpoint
CREATE INDEX "invoices_user_requested_idx" ON "invoices" USING btree ("user_id","requested_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_refund_sn_key" ON "order_refunds" USING btree ("refund_sn");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_open_idx" ON "order_refunds" USING btree ("created_at") WHERE "order_refunds"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_sn_key" ON "orders" USING btree ("order_sn");--> statement-breakpoint
CREATE INDEX "orders_user_kind_idx" ON "orders" USING btree ("user_id","kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_pending_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."payment_status" in ('1', '5');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_provider_id_key" ON "payment_notifications" USING btree ("provider","notification_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_id","received_at");--> statement-breakpoint
CREATE INDEX "appeal_score_changes_appeal_idx" ON "appeal_score_changes" USING btree ("appeal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_appeal_no_key" ON "appeals" USING btree ("appeal_no");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_application_key" ON "appeals" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "appeals_athlete_idx" ON "appeals" USING btree ("athlete_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "test_applications_athlete_idx" ON "test_applications" USING btree ("athlete_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "test_applications_class_idx" ON "test_applications" USING btree ("test_class_id","grade");--> statement-breakpoint
CREATE UNIQUE INDEX "test_applications_order_key" ON "test_applications" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_applications_live_key" ON "test_applications" USING btree ("athlete_user_id","test_class_id","grade") WHERE "test_applications"."active" = 1 and "test_applications"."leave_status" <> 2;--> statement-breakpoint
CREATE INDEX "test_applications_leave_idx" ON "test_applications" USING btree ("athlete_user_id","grade") WHERE "test_applications"."leave_status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "test_score_items_application_sort_key" ON "test_score_items" USING btree ("application_id","sort");--> statement-breakpoint
ALTER TABLE "test_classes" ADD CONSTRAINT "test_classes_seats_check" CHECK ("test_classes"."seats_taken" between 0 and "test_classes"."test_num");