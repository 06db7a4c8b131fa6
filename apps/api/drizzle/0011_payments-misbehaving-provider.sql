CREATE TABLE "payment_bill_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_bill_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"bill_date" text NOT NULL,
	"bill_rows" integer NOT NULL,
	"mismatch_count" integer NOT NULL,
	"mismatches" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "order_refunds_order_idx";--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "purpose" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "paid_amount" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_bill_reports_day_key" ON "payment_bill_reports" USING btree ("provider","bill_date");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_order_purpose_key" ON "order_refunds" USING btree ("order_id","purpose");