-- Class title searches through the same pieces as names (decision 0084): the public class list's keyword.
ALTER TABLE "test_classes" ADD COLUMN "title_grams" text[] GENERATED ALWAYS AS (name_grams(test_class_title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "test_classes_title_grams_idx" ON "test_classes" USING gin ("title_grams");