-- Usage counted questions their authors had deleted (issue 27). A deleted question now takes its
-- usage event with it, and the daily rollup follows deletions of events as it follows inserts.
-- The event is the one postThread wrote in the same statement as the comment: same item, author and
-- timestamp (now() of that statement; migration 0035's backfill used the comment's created_at).
CREATE FUNCTION usage_events_unroll() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE usage_daily SET n = n - 1
   WHERE item_id = OLD.item_id AND kind = OLD.kind AND day = (OLD.at AT TIME ZONE 'UTC')::date;
  RETURN NULL;
END $$;
CREATE TRIGGER usage_events_unroll_trg AFTER DELETE ON usage_events
  FOR EACH ROW EXECUTE FUNCTION usage_events_unroll();

CREATE FUNCTION conversation_question_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM usage_events
   WHERE id = (SELECT e.id FROM usage_events e JOIN conversations c ON c.item_id = e.item_id
                WHERE c.id = NEW.conversation_id AND e.kind = 'question'
                  AND e.user_id = NEW.author_id AND e.at = NEW.created_at
                LIMIT 1);
  RETURN NULL;
END $$;
CREATE TRIGGER conversation_question_deleted_trg AFTER UPDATE OF deleted_at ON conversation_comments
  FOR EACH ROW
  WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL AND NEW.parent_id IS NULL
        AND NEW.styling = 'question')
  EXECUTE FUNCTION conversation_question_deleted();

-- Questions deleted before this migration.
DELETE FROM usage_events e
 USING conversation_comments cc JOIN conversations c ON c.id = cc.conversation_id
 WHERE cc.deleted_at IS NOT NULL AND cc.parent_id IS NULL AND cc.styling = 'question'
   AND e.item_id = c.item_id AND e.kind = 'question' AND e.user_id = cc.author_id AND e.at = cc.created_at;
