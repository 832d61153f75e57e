-- wrk script for the booking bench. WRK_PAUSE_MS > 0 makes each connection wait between its
-- requests, on average that long (visitors with think time, not a saturating loop); the pause is
-- random so the connections do not fire in lockstep. When a run ends, one JSON line the bench
-- parses (latencies in µs).
local pause = tonumber(os.getenv("WRK_PAUSE_MS") or "0")
if pause > 0 then
  delay = function() return math.random(0, 2 * pause) end
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d,"errors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    latency.max, e.connect + e.read + e.write + e.status + e.timeout))
end
