ALTER TABLE "person_profiles" ADD COLUMN "open_athlete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Whether a profile's user is an athlete open to the public query (decision 0085), kept by the two triggers below: a
-- profile takes its user's state when it is written, and a user's change of type or of open_query reaches its profile.
CREATE FUNCTION person_profiles_open_athlete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.open_athlete := EXISTS (SELECT 1 FROM users u WHERE u.id = NEW.user_id AND u.usertype = 1 AND u.open_query);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER person_profiles_open_athlete BEFORE INSERT OR UPDATE OF user_id, open_athlete ON person_profiles
  FOR EACH ROW EXECUTE FUNCTION person_profiles_open_athlete();
--> statement-breakpoint
CREATE FUNCTION users_open_athlete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE person_profiles SET open_athlete = open_athlete WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_open_athlete AFTER UPDATE OF usertype, open_query ON users
  FOR EACH ROW WHEN (OLD.usertype IS DISTINCT FROM NEW.usertype OR OLD.open_query IS DISTINCT FROM NEW.open_query)
  EXECUTE FUNCTION users_open_athlete();
--> statement-breakpoint
UPDATE person_profiles SET open_athlete = open_athlete;
--> statement-breakpoint
CREATE INDEX "person_profiles_listed_idx" ON "person_profiles" USING btree ("user_id" DESC NULLS FIRST,"province_id","city_id","district_id","athlete_rank") WHERE "person_profiles"."open_athlete" and "person_profiles"."athlete_rank" is not null;--> statement-breakpoint
CREATE INDEX "person_profiles_listed_province_idx" ON "person_profiles" USING btree ("province_id","user_id" DESC NULLS FIRST,"city_id","district_id","athlete_rank") WHERE "person_profiles"."open_athlete" and "person_profiles"."athlete_rank" is not null;--> statement-breakpoint
CREATE INDEX "person_profiles_listed_rank_idx" ON "person_profiles" USING btree ("athlete_rank","user_id" DESC NULLS FIRST,"province_id","city_id","district_id") WHERE "person_profiles"."open_athlete" and "person_profiles"."athlete_rank" is not null;