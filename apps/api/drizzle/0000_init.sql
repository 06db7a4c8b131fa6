CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"news_subject" text NOT NULL,
	"summary" text,
	"news_content" text NOT NULL,
	"publish_date" timestamp with time zone NOT NULL,
	"createdate" timestamp with time zone NOT NULL,
	"thumbnail" text,
	"attachmentname" text,
	"attachmentpath" text,
	"is_published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "articles_kind_check" CHECK ("articles"."kind" in ('news', 'notice', 'faq'))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"file_path" text NOT NULL,
	"link_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_us" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_us_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"file_path1" text NOT NULL,
	"file_path2" text NOT NULL,
	"file_path3" text NOT NULL,
	"service_account1_name" text NOT NULL,
	"service_account2_name" text NOT NULL,
	"service_account3_name" text NOT NULL,
	"copyright" text NOT NULL,
	"police_record_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dictionary_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class_code" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"media_type" smallint NOT NULL,
	"file_path" text NOT NULL,
	"video_path" text,
	"createdate" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "media_type_check" CHECK ("media"."media_type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"file_path" text NOT NULL,
	"link_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"area_name" text NOT NULL,
	"parent_id" integer NOT NULL,
	"level" smallint NOT NULL,
	CONSTRAINT "regions_level_check" CHECK ("regions"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "seed_markers" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "station_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "station_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"message_title" text NOT NULL,
	"message_content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usertype" smallint NOT NULL,
	"mobile" text,
	"login_name" text NOT NULL,
	"password_hash" text,
	"is_verify" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_usertype_check" CHECK ("users"."usertype" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_messages" ADD CONSTRAINT "station_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_kind_publish_date_idx" ON "articles" USING btree ("kind","publish_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "banners_sort_idx" ON "banners" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_entries_class_value_idx" ON "dictionary_entries" USING btree ("class_code","value");--> statement-breakpoint
CREATE INDEX "dictionary_entries_class_sort_idx" ON "dictionary_entries" USING btree ("class_code","sort");--> statement-breakpoint
CREATE INDEX "media_sort_idx" ON "media" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "partners_sort_idx" ON "partners" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "regions_parent_id_idx" ON "regions" USING btree ("parent_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "station_messages_user_time_idx" ON "station_messages" USING btree ("user_id","creation_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "station_messages_user_unread_idx" ON "station_messages" USING btree ("user_id","creation_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "station_messages"."is_read" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "users_usertype_login_name_idx" ON "users" USING btree ("usertype","login_name");--> statement-breakpoint
CREATE INDEX "users_usertype_mobile_idx" ON "users" USING btree ("usertype","mobile");