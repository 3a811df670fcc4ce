-- Live updates (issue 31): the tables behind the answers a member sees change under its eyes (line-ups,
-- answers, play-moment reservations, trainings, camp check-ins, poules, members) say WHICH rows changed:
-- the clubs and the key columns named in the trigger's arguments, aggregated per statement from its
-- transition tables into one notice on the read cache's channel 'clubhuis_data' (the read cache ignores
-- the text; 0015's plain notice stays). A notice carries at most 8000 bytes: beyond ~7900 it names the
-- clubs only ("all": every answer of that table for those clubs), beyond that no club either.
-- plugins/liveTopics.ts maps each table to the answers it changes and who may read them. A new table
-- joins with `SELECT watch_live('<table>', '<key column>', …);` in its own migration.
CREATE FUNCTION notify_live_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows_sql text := CASE TG_OP
    WHEN 'INSERT' THEN 'select * from new_rows'
    WHEN 'DELETE' THEN 'select * from old_rows'
    ELSE 'select * from new_rows union all select * from old_rows' END;
  key_sql text := '';
  col text;
  payload text;
BEGIN
  FOREACH col IN ARRAY coalesce(TG_ARGV, '{}') LOOP
    key_sql := key_sql || format(', %L, (select json_agg(distinct %I) from r where %I is not null)', col, col, col);
  END LOOP;
  EXECUTE format(
    'with r as (%s) select case when exists (select 1 from r) then json_build_object(''t'', %L, ''c'', (select json_agg(distinct club_id) from r), ''k'', json_build_object(%s))::text end',
    rows_sql, TG_TABLE_NAME, substr(key_sql, 3)) INTO payload;
  -- A statement that touched no row changed nothing anyone sees.
  IF payload IS NULL THEN RETURN NULL; END IF;
  IF octet_length(payload) > 7900 THEN
    EXECUTE format('with r as (%s) select json_build_object(''t'', %L, ''c'', (select json_agg(distinct club_id) from r), ''all'', true)::text',
      rows_sql, TG_TABLE_NAME) INTO payload;
    IF octet_length(payload) > 7900 THEN payload := json_build_object('t', TG_TABLE_NAME, 'all', true)::text; END IF;
  END IF;
  PERFORM pg_notify('clubhuis_data', payload);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- PostgreSQL takes transition tables only on a trigger of one event: three triggers per table.
CREATE FUNCTION watch_live(tbl text, VARIADIC keys text[] DEFAULT '{}') RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  args text := (SELECT coalesce(string_agg(quote_literal(k), ', '), '') FROM unnest(keys) k);
BEGIN
  EXECUTE format('CREATE TRIGGER live_inserted AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_live_change(%s)', tbl, args);
  EXECUTE format('CREATE TRIGGER live_updated AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_live_change(%s)', tbl, args);
  EXECUTE format('CREATE TRIGGER live_deleted AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_live_change(%s)', tbl, args);
END $$;
--> statement-breakpoint
SELECT watch_live('meetings');
--> statement-breakpoint
SELECT watch_live('meeting_players');
--> statement-breakpoint
SELECT watch_live('meeting_confirmations');
--> statement-breakpoint
SELECT watch_live('meeting_cars');
--> statement-breakpoint
SELECT watch_live('meeting_car_seats');
--> statement-breakpoint
SELECT watch_live('composition_logs');
--> statement-breakpoint
SELECT watch_live('member_absences', 'member_id');
--> statement-breakpoint
SELECT watch_live('teams');
--> statement-breakpoint
SELECT watch_live('team_players');
--> statement-breakpoint
SELECT watch_live('player_moments');
--> statement-breakpoint
SELECT watch_live('player_moment_responsibles', 'moment_id');
--> statement-breakpoint
SELECT watch_live('player_moment_reservations', 'moment_id', 'member_id');
--> statement-breakpoint
SELECT watch_live('player_moment_presences', 'moment_id');
--> statement-breakpoint
SELECT watch_live('training_moments', 'id', 'trainer_id', 'assistent_id', 'assistent2_id', 'assistent3_id', 'assistent4_id', 'assistent5_id');
--> statement-breakpoint
SELECT watch_live('training_presences', 'moment_id', 'member_id');
--> statement-breakpoint
SELECT watch_live('training_reservations', 'moment_id', 'member_id');
--> statement-breakpoint
SELECT watch_live('training_group_members', 'member_id');
--> statement-breakpoint
SELECT watch_live('sports_camp_presences', 'moment_id');
--> statement-breakpoint
SELECT watch_live('league_series');
--> statement-breakpoint
SELECT watch_live('league_subscriptions');
--> statement-breakpoint
SELECT watch_live('league_poules');
--> statement-breakpoint
SELECT watch_live('league_poule_players');
--> statement-breakpoint
SELECT watch_live('league_poule_matches');
--> statement-breakpoint
SELECT watch_live('members');
