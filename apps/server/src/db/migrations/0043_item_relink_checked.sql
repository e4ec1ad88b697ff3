-- catalog_item_relink (migration 0042) checks the classifications it is to add and answers those
-- that do not exist, writing nothing then: a PATCH that adds links no longer sends a separate
-- statement to check them first (each statement of a write has a fixed cost on PGlite).
DROP FUNCTION catalog_item_relink(text, text[], text[]);

CREATE FUNCTION catalog_item_relink(p_item_id text, p_remove text[], p_add text[])
RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  r int := coalesce(cardinality(p_remove), 0);
  a int := coalesce(cardinality(p_add), 0);
  n int := least(r, a);
  unknown text[];
BEGIN
  IF a > 0 THEN
    unknown := ARRAY(
      SELECT c FROM unnest(p_add) WITH ORDINALITY AS t(c, k)
      WHERE NOT EXISTS (SELECT 1 FROM classifications cl WHERE cl.id = t.c) ORDER BY t.k);
    IF cardinality(unknown) > 0 THEN
      RETURN unknown;
    END IF;
  END IF;
  IF n > 0 THEN
    UPDATE item_classifications ic SET classification_id = p.new_id
    FROM unnest(p_remove[1:n], p_add[1:n]) AS p(old_id, new_id)
    WHERE ic.item_id = p_item_id AND ic.classification_id = p.old_id;
  END IF;
  IF r > n THEN
    DELETE FROM item_classifications
    WHERE item_id = p_item_id AND classification_id = ANY (p_remove[n + 1:r]);
  END IF;
  IF a > n THEN
    INSERT INTO item_classifications (item_id, classification_id)
    SELECT p_item_id, c FROM unnest(p_add[n + 1:a]) AS c;
  END IF;
  RETURN '{}';
END $$;
