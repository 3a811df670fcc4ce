-- Each process keeps the answers of the hot reads for a moment (http/readCache.ts) and must hear of
-- every change they may show. One statement-level trigger per table notifies 'clubhuis_data' when the
-- writing transaction commits (PostgreSQL folds a transaction's identical notices into one). Tables
-- no cached answer reads are left out: sessions and login counters (the token check runs before the
-- cache), secrets, mail quotas, the audit log and password links. A new table gets the trigger in its
-- own migration; readCache.api.test.ts fails on a table without it.
CREATE FUNCTION notify_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clubhuis_data', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema()
      AND tablename NOT IN ('user_logins', 'login_failures', 'server_secrets', 'call_quotas', 'audit_log', 'password_tokens')
  LOOP
    EXECUTE format('CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change()', t);
  END LOOP;
END $$;
