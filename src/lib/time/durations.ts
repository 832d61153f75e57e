/** Durations in seconds, for rate-limit windows and the like. */
export const HOUR_IN_SECONDS = 3600;
