-- Name searches through a gram index (decision 0084): every one- and two-character piece of the lower-cased name.
-- A name that contains a keyword contains every piece of the keyword, so `name_grams @> name_grams(keyword)` narrows a
-- search to the candidates through the GIN index below, and `name ILIKE` then checks each. pg_trgm would not serve
-- here: its trigrams skip one- and two-character keywords, the usual Chinese name search, and PGlite does not load it.
CREATE FUNCTION name_grams(p_name text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT piece ORDER BY piece), '{}')
  FROM (
    SELECT substr(lower(p_name), i, n) AS piece
    FROM generate_series(1, char_length(p_name)) AS i, (VALUES (1), (2)) AS lengths(n)
    WHERE i + n - 1 <= char_length(p_name)
  ) AS pieces
$$;
--> statement-breakpoint
ALTER TABLE "person_profiles" ADD COLUMN "name_grams" text[] GENERATED ALWAYS AS (name_grams(name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "person_profiles_name_grams_idx" ON "person_profiles" USING gin ("name_grams");
