CREATE TABLE "test_class_videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_class_videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"test_class_id" integer NOT NULL,
	"video_url" text NOT NULL,
	"saved_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_class_videos_url_check" CHECK (char_length("test_class_videos"."video_url") between 1 and 500 and "test_class_videos"."video_url" like 'https://%')
);
--> statement-breakpoint
ALTER TABLE "test_class_videos" ADD CONSTRAINT "test_class_videos_test_class_id_test_classes_id_fk" FOREIGN KEY ("test_class_id") REFERENCES "public"."test_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_class_videos" ADD CONSTRAINT "test_class_videos_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_class_videos_class_idx" ON "test_class_videos" USING btree ("test_class_id","created_at" DESC NULLS FIRST);