// The team for `npm run bench:booking`'s host run (ADR 0088): hosts beside the first, each with
// the first host's weekly hours and a connected calendar of busy periods, and two meeting types
// of the same length — one for the first host alone, one shared by the whole team round robin —
// so the two slot reads differ only in how many hosts' schedules the engine works through.

export const TEAM_TYPE = "bench-team";
export const ONE_HOST_TYPE = "bench-one-host";

/** One connected calendar of `events` busy periods of 45 minutes over the year ahead. */
export async function addCalendar(db, name, events, hostId = null) {
  const { rows } = await db.query(
    `INSERT INTO calendar_connections (kind, name, secret, display_url, host_id)
     VALUES ('ics', $1, 'v1.x.x.x', 'bench.invalid', coalesce($2::uuid, first_host_id()))
     RETURNING id`,
    [name, hostId],
  );
  await db.query(
    `INSERT INTO calendar_busy_periods (connection_id, starts_at, ends_at)
     SELECT $1, t, t + interval '45 minutes'
     FROM (SELECT now() + (random() * interval '365 days') AS t
           FROM generate_series(1, ${events})) s`,
    [rows[0].id],
  );
  return rows[0].id;
}

/** `size` hosts (the first and size − 1 new ones), a calendar of `events` busy periods each. */
export async function addTeam(db, size, events) {
  const { rows } = await db.query("SELECT first_host_id() AS id");
  const hostIds = [rows[0].id];
  for (let n = 2; n <= size; n++) {
    const added = await db.query("INSERT INTO hosts (name, slug) VALUES ($1, $2) RETURNING id", [
      `Bench host ${n}`,
      `bench-host-${n}`,
    ]);
    hostIds.push(added.rows[0].id);
    await db.query(
      `INSERT INTO availability_settings
         (host_id, day_of_week, is_available, start_time, end_time, slot_duration)
       SELECT $1, day_of_week, is_available, start_time, end_time, slot_duration
       FROM availability_settings WHERE host_id = first_host_id()`,
      [added.rows[0].id],
    );
  }
  const calendarIds = [];
  for (const [i, hostId] of hostIds.entries())
    calendarIds.push(await addCalendar(db, `Bench calendar of host ${i + 1}`, events, hostId));
  // Vacuumed as well as analysed: 10,000 new rows would otherwise bring autovacuum into the
  // ladder's first runs.
  await db.query("VACUUM ANALYZE calendar_busy_periods");
  // Unlisted and after the default type: the other runs and the booking race never see them.
  await db.query(
    `INSERT INTO meeting_types (name, slug, duration_minutes, listed, sort_order, host_ids, assignment)
     VALUES ('Bench, one host', $1, 30, false, 90, ARRAY[$3::uuid], 'round_robin'),
            ('Bench, the team', $2, 30, false, 91, $4::uuid[], 'round_robin')`,
    [ONE_HOST_TYPE, TEAM_TYPE, hostIds[0], hostIds],
  );
  return { hostIds, calendarIds };
}

/** The team gone again: its calendars, types and new hosts (stopped: hosts are never deleted). */
export async function removeTeam(db, { hostIds, calendarIds }) {
  await db.query("DELETE FROM calendar_connections WHERE id = ANY($1::uuid[])", [calendarIds]);
  await db.query("DELETE FROM meeting_types WHERE slug = ANY($1)", [[ONE_HOST_TYPE, TEAM_TYPE]]);
  await db.query("UPDATE hosts SET active = false WHERE id = ANY($1::uuid[])", [hostIds.slice(1)]);
}
