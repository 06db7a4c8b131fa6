CREATE TABLE "content_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_path" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"width" integer,
	"height" integer,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_uploads_file_path_unique" UNIQUE("file_path"),
	CONSTRAINT "content_uploads_kind_check" CHECK ("content_uploads"."kind" in ('image', 'attachment', 'video'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;