CREATE TABLE "contract_sign_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_sign_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_row_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"sign_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"result_code" integer,
	"result_desc" text,
	"notified_at" timestamp with time zone,
	"received_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "institution_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institution_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_user_id" integer NOT NULL,
	"contract_id" text NOT NULL,
	"doc_title" text NOT NULL,
	"result_code" integer DEFAULT 0 NOT NULL,
	"result_desc" text,
	"contract_status" smallint DEFAULT 0 NOT NULL,
	"payment_status" smallint DEFAULT 0 NOT NULL,
	"deposit" integer NOT NULL,
	"deposit_order_id" integer,
	"current_transaction_id" text,
	"notified_at" timestamp with time zone,
	"viewpdf_url" text,
	"download_url" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "institution_contracts_result_code_check" CHECK ("institution_contracts"."result_code" in (0, 3000, 3001)),
	CONSTRAINT "institution_contracts_status_check" CHECK ("institution_contracts"."contract_status" in (0, 1)),
	CONSTRAINT "institution_contracts_payment_status_check" CHECK ("institution_contracts"."payment_status" in (0, 1)),
	CONSTRAINT "institution_contracts_deposit_check" CHECK ("institution_contracts"."deposit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "institution_seals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institution_seals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"institution_user_id" integer NOT NULL,
	"path" text NOT NULL,
	"signature_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualification_applications" (
	"institution_user_id" integer PRIMARY KEY NOT NULL,
	"grade" text NOT NULL,
	"comprehensive_content" text NOT NULL,
	"plastic_paces_number" integer NOT NULL,
	"evaluator_number" integer,
	"facility_introduct" text NOT NULL,
	"promotion_and_education_resources" text NOT NULL,
	"recent_situation" text NOT NULL,
	"business_license_key" text NOT NULL,
	"test_site_id" integer,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "qualification_applications_courts_check" CHECK ("qualification_applications"."plastic_paces_number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "qualification_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qualification_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "qualification_attachments_kind_check" CHECK ("qualification_attachments"."kind" in ('business_license', 'attachment'))
);
--> statement-breakpoint
CREATE TABLE "qualification_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qualification_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_user_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"actor_user_id" integer,
	"reviewed_at" timestamp with time zone NOT NULL,
	"effective_start_date" date,
	"effective_end_date" date,
	CONSTRAINT "qualification_reviews_status_check" CHECK ("qualification_reviews"."status" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "real_name_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "real_name_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_user_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"transaction_no" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"verify_url" text NOT NULL,
	"company_name" text NOT NULL,
	"credit_no" text NOT NULL,
	"credit_image_path" text NOT NULL,
	"legal_name" text NOT NULL,
	"legal_id" text NOT NULL,
	"legal_id_front_path" text NOT NULL,
	"legal_mobile" text NOT NULL,
	"bank_card_no" text NOT NULL,
	"bank_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"subbranch_name" text NOT NULL,
	"reason" text,
	"notified_at" timestamp with time zone,
	"cert_serial" text,
	"cert_applied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "real_name_verifications_status_check" CHECK ("real_name_verifications"."status" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "contract_sign_transactions" ADD CONSTRAINT "contract_sign_transactions_contract_row_id_institution_contracts_id_fk" FOREIGN KEY ("contract_row_id") REFERENCES "public"."institution_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_contracts" ADD CONSTRAINT "institution_contracts_institution_user_id_users_id_fk" FOREIGN KEY ("institution_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_contracts" ADD CONSTRAINT "institution_contracts_deposit_order_id_orders_id_fk" FOREIGN KEY ("deposit_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_seals" ADD CONSTRAINT "institution_seals_institution_user_id_users_id_fk" FOREIGN KEY ("institution_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_applications" ADD CONSTRAINT "qualification_applications_institution_user_id_users_id_fk" FOREIGN KEY ("institution_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_applications" ADD CONSTRAINT "qualification_applications_test_site_id_test_sites_id_fk" FOREIGN KEY ("test_site_id") REFERENCES "public"."test_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_attachments" ADD CONSTRAINT "qualification_attachments_institution_user_id_users_id_fk" FOREIGN KEY ("institution_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_reviews" ADD CONSTRAINT "qualification_reviews_institution_user_id_users_id_fk" FOREIGN KEY ("institution_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_reviews" ADD CONSTRAINT "qualification_reviews_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_name_verifications" ADD CONSTRAINT "real_name_verifications_institution_user_id_users_id_fk" FOREIGN KEY ("institution_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_sign_transactions_transaction_key" ON "contract_sign_transactions" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "contract_sign_transactions_contract_idx" ON "contract_sign_transactions" USING btree ("contract_row_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "institution_contracts_contract_id_key" ON "institution_contracts" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "institution_contracts_deposit_order_key" ON "institution_contracts" USING btree ("deposit_order_id");--> statement-breakpoint
CREATE INDEX "institution_contracts_institution_idx" ON "institution_contracts" USING btree ("institution_user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "institution_seals_institution_idx" ON "institution_seals" USING btree ("institution_user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "qualification_attachments_institution_idx" ON "qualification_attachments" USING btree ("institution_user_id","id");--> statement-breakpoint
CREATE INDEX "qualification_reviews_institution_idx" ON "qualification_reviews" USING btree ("institution_user_id","reviewed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "real_name_verifications_transaction_key" ON "real_name_verifications" USING btree ("transaction_no");--> statement-breakpoint
CREATE INDEX "real_name_verifications_institution_idx" ON "real_name_verifications" USING btree ("institution_user_id","id" DESC NULLS FIRST);