CREATE TABLE "bind_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bind_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"ticket_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "institution_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mechanism_full_name" text NOT NULL,
	"nickname" text NOT NULL,
	"business_license" text NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"detailed_address" text NOT NULL,
	"office_address" text,
	"principal" text,
	"principal_tel" text,
	"legal_person" text NOT NULL,
	"certificates_type" smallint NOT NULL,
	"legal_person_id_number" text NOT NULL,
	"management_tel" text,
	"view1" text,
	"view2" text,
	"view3" text,
	"approval_status" smallint,
	"key_fields_locked" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_profiles_certificates_type_check" CHECK ("institution_profiles"."certificates_type" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "person_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"english_name" text NOT NULL,
	"sex" smallint NOT NULL,
	"certificates_type" smallint NOT NULL,
	"certificates_number" text NOT NULL,
	"birthday" date NOT NULL,
	"province_id" integer,
	"city_id" integer,
	"district_id" integer,
	"native_place" text,
	"mailing_address" text,
	"education" text,
	"email" text,
	"photo_path" text,
	"athlete_rank" smallint,
	"athlete_rank_obtained_on" date,
	"evaluator_rank" smallint,
	"evaluator_rank_obtained_on" date,
	"approval_status" smallint,
	"key_fields_locked" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_profiles_sex_check" CHECK ("person_profiles"."sex" in (0, 1)),
	CONSTRAINT "person_profiles_certificates_type_check" CHECK ("person_profiles"."certificates_type" between 1 and 4),
	CONSTRAINT "person_profiles_evaluator_rank_check" CHECK ("person_profiles"."evaluator_rank" is null or "person_profiles"."evaluator_rank" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_counters_pkey" PRIMARY KEY("scope","subject")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"verified_usertype" smallint,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mobile" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_bindings" (
	"openid" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_login_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wechat_login_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key_hash" text NOT NULL,
	"openid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "users_usertype_mobile_idx";--> statement-breakpoint
DROP INDEX "users_usertype_login_name_idx";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "login_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_mobile" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "open_query" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_province_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bind_tickets" ADD CONSTRAINT "bind_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_profiles" ADD CONSTRAINT "institution_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_profiles" ADD CONSTRAINT "person_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_bindings" ADD CONSTRAINT "wechat_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bind_tickets_ticket_hash_idx" ON "bind_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "bind_tickets_user_id_idx" ON "bind_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "institution_profiles_nickname_key" ON "institution_profiles" USING btree ("nickname");--> statement-breakpoint
CREATE UNIQUE INDEX "institution_profiles_full_name_key" ON "institution_profiles" USING btree ("mechanism_full_name");--> statement-breakpoint
CREATE INDEX "institution_profiles_region_idx" ON "institution_profiles" USING btree ("province_id","city_id","district_id");--> statement-breakpoint
CREATE INDEX "person_profiles_certificate_idx" ON "person_profiles" USING btree ("certificates_type","certificates_number");--> statement-breakpoint
CREATE INDEX "person_profiles_region_idx" ON "person_profiles" USING btree ("province_id","city_id","district_id");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_created_idx" ON "sms_codes" USING btree ("mobile","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sms_codes_created_idx" ON "sms_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_mobile_created_idx" ON "sms_outbox" USING btree ("mobile","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "wechat_bindings_user_id_idx" ON "wechat_bindings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_login_keys_key_hash_idx" ON "wechat_login_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "wechat_login_keys_created_idx" ON "wechat_login_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_usertype_mobile_key" ON "users" USING btree ("usertype","mobile") WHERE "users"."mobile" is not null;--> statement-breakpoint
CREATE INDEX "users_usertype_contact_mobile_idx" ON "users" USING btree ("usertype","contact_mobile") WHERE "users"."contact_mobile" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_usertype_login_name_idx" ON "users" USING btree ("usertype","login_name") WHERE "users"."login_name" is not null;