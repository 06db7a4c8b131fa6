CREATE TABLE "certificate_serials" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "certificate_serials_last_check" CHECK ("certificate_serials"."last_serial" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_test_record_key" ON "certificates" USING btree ("test_record_id") WHERE "certificates"."test_record_id" is not null;