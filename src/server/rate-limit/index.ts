import "server-only";

export {
  enforceRateLimits,
  hitRateLimit,
  hitRateLimits,
  pruneRateLimitBuckets,
  type RateLimitBucket,
  type RateLimitResult,
  type RateLimitVerdict,
} from "./hit-rate-limit";
