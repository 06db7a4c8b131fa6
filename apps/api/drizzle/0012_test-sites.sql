CREATE TABLE "test_sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"detailed_address" text NOT NULL,
	"court_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_sites_court_count_check" CHECK ("test_sites"."court_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "test_sites" ADD CONSTRAINT "test_sites_institution_user_id_users_id_fk" FOREIGN KEY ("institution_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_sites_institution_idx" ON "test_sites" USING btree ("institution_user_id","id");