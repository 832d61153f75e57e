export {
  enforceRateLimits,
  hitRateLimit,
  pruneRateLimitBuckets,
  type RateLimitResult,
} from "./hit-rate-limit";
