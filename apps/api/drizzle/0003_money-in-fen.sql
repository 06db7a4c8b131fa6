-- Money in integer fen (decision 0017): numeric(10,2) 元 → integer 分, converting the stored amounts.
ALTER TABLE "test_class_grades" ALTER COLUMN "fee" SET DATA TYPE integer USING round("fee" * 100)::integer;--> statement-breakpoint
ALTER TABLE "training_class_fees" ALTER COLUMN "fee" SET DATA TYPE integer USING round("fee" * 100)::integer;--> statement-breakpoint
COMMENT ON COLUMN "test_class_grades"."fee" IS '报名费，单位：分（1/100 元）';--> statement-breakpoint
COMMENT ON COLUMN "training_class_fees"."fee" IS '费用，单位：分（1/100 元）';
