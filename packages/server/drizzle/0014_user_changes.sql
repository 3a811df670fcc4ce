-- Every process caches request users (http/userCache.ts) and must hear of every change to them:
-- a user, its rights, its linked members, or one of its sessions (logout, revocation, expiry).
-- New logins need no notice: nothing cached depends on them.
CREATE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clubhuis_users', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_user_change();
--> statement-breakpoint
CREATE TRIGGER user_rights_changed AFTER UPDATE OR DELETE ON user_rights FOR EACH STATEMENT EXECUTE FUNCTION notify_user_change();
--> statement-breakpoint
CREATE TRIGGER user_members_changed AFTER INSERT OR UPDATE OR DELETE ON user_members FOR EACH STATEMENT EXECUTE FUNCTION notify_user_change();
--> statement-breakpoint
CREATE TRIGGER user_logins_changed AFTER UPDATE OR DELETE ON user_logins FOR EACH STATEMENT EXECUTE FUNCTION notify_user_change();
