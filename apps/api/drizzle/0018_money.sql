ALTER TABLE "certificate_deliveries" ADD COLUMN "printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificate_deliveries" ADD COLUMN "printed_by" integer;--> statement-breakpoint
ALTER TABLE "certificate_deliveries" ADD COLUMN "shipped_by" integer;--> statement-breakpoint
ALTER TABLE "certificate_delivery_items" ADD COLUMN "printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_applications" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_applications" ADD COLUMN "refund_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_applications" ADD COLUMN "refund_approved_by" integer;--> statement-breakpoint
ALTER TABLE "test_applications" ADD COLUMN "refund_note" text;--> statement-breakpoint
ALTER TABLE "test_applications" ADD COLUMN "refund_by_class" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_classes" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_classes" ADD COLUMN "refund_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_classes" ADD COLUMN "refund_approved_by" integer;--> statement-breakpoint
ALTER TABLE "test_classes" ADD COLUMN "refund_note" text;