import "server-only";
/** "12 minutes" for "Please try again in 12 minutes." — rounded up, so nobody comes back too early. */
export function retryAfterText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
