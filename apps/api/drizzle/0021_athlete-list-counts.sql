CREATE TABLE "athlete_list_counts" (
	"province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"athletes" integer NOT NULL,
	CONSTRAINT "athlete_list_counts_pkey" PRIMARY KEY("province_id","city_id","district_id","rank")
);
--> statement-breakpoint
-- The public athlete list's totals (decision 0083): one row per region and rank, kept by the triggers below.
CREATE FUNCTION athlete_list_count_add(p_province integer, p_city integer, p_district integer, p_rank smallint, p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO athlete_list_counts AS c (province_id, city_id, district_id, rank, athletes)
  VALUES (coalesce(p_province, 0), coalesce(p_city, 0), coalesce(p_district, 0), p_rank, p_delta)
  ON CONFLICT (province_id, city_id, district_id, rank) DO UPDATE SET athletes = c.athletes + excluded.athletes;
END $$;
--> statement-breakpoint
CREATE FUNCTION athlete_list_counts_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.athlete_rank IS NOT NULL
     AND EXISTS (SELECT 1 FROM users u WHERE u.id = OLD.user_id AND u.usertype = 1 AND u.open_query) THEN
    PERFORM athlete_list_count_add(OLD.province_id, OLD.city_id, OLD.district_id, OLD.athlete_rank, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.athlete_rank IS NOT NULL
     AND EXISTS (SELECT 1 FROM users u WHERE u.id = NEW.user_id AND u.usertype = 1 AND u.open_query) THEN
    PERFORM athlete_list_count_add(NEW.province_id, NEW.city_id, NEW.district_id, NEW.athlete_rank, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER athlete_list_counts_profiles AFTER INSERT OR DELETE OR UPDATE OF user_id, athlete_rank, province_id, city_id, district_id
  ON person_profiles FOR EACH ROW EXECUTE FUNCTION athlete_list_counts_profiles();
--> statement-breakpoint
-- A user's row: leaving or joining the list (open_query, usertype); a deleted user leaves it before its profile goes.
CREATE FUNCTION athlete_list_counts_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted boolean := OLD.usertype = 1 AND OLD.open_query;
  counts boolean := TG_OP = 'UPDATE' AND NEW.usertype = 1 AND NEW.open_query;
BEGIN
  IF counted IS DISTINCT FROM counts THEN
    PERFORM athlete_list_count_add(p.province_id, p.city_id, p.district_id, p.athlete_rank, CASE WHEN counts THEN 1 ELSE -1 END)
      FROM person_profiles p WHERE p.user_id = OLD.id AND p.athlete_rank IS NOT NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER athlete_list_counts_users_update AFTER UPDATE OF usertype, open_query ON users FOR EACH ROW EXECUTE FUNCTION athlete_list_counts_users();
--> statement-breakpoint
CREATE TRIGGER athlete_list_counts_users_delete BEFORE DELETE ON users FOR EACH ROW EXECUTE FUNCTION athlete_list_counts_users();
--> statement-breakpoint
-- Counts every athlete again (the migration's backfill, and bulk loads that ran with the triggers disabled).
CREATE FUNCTION refresh_athlete_list_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM athlete_list_counts;
  INSERT INTO athlete_list_counts (province_id, city_id, district_id, rank, athletes)
  SELECT coalesce(p.province_id, 0), coalesce(p.city_id, 0), coalesce(p.district_id, 0), p.athlete_rank, count(*)::integer
    FROM person_profiles p JOIN users u ON u.id = p.user_id
   WHERE u.usertype = 1 AND u.open_query AND p.athlete_rank IS NOT NULL
   GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
SELECT refresh_athlete_list_counts();
