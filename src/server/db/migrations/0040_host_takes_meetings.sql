-- Whether a host takes meetings (ADR 0088), written once: the host is on and their admin user, if
-- they have one, is active. The schedule query, the public meeting types and the hosts list all
-- read it from here, so the rule cannot drift between SQL and TypeScript. A SQL function of one
-- SELECT is inlined by the planner, so the prepared schedule query plans as before.
CREATE FUNCTION host_takes_meetings(h hosts) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT h.active AND coalesce(
    (SELECT a.status = 'active' FROM admin_users a WHERE a.id = h.admin_user_id), true)
$$;
