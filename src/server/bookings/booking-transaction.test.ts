import { describe, expect, it } from "vitest";
import { BOOKING_MESSAGES } from "@/lib/schemas/booking";
import { ActionError } from "@/server/http/action-result";
import { MAX_TRANSACTION_ATTEMPTS, takeSlotWithRetries } from "./booking-transaction";

/** A failure as Drizzle throws it: the driver's error, with PostgreSQL's code, in `cause`. */
const pgFailure = (code: string) =>
  Object.assign(new Error("Failed query"), { cause: Object.assign(new Error(code), { code }) });

/** A transaction that fails with the given codes, one per attempt, then commits. */
function transactionFailing(...codes: string[]) {
  let calls = 0;
  const run = async () => {
    const code = codes[calls++];
    if (code) throw pgFailure(code);
    return "committed";
  };
  return { run, calls: () => calls };
}

describe("takeSlotWithRetries", () => {
  it.each([
    ["a deadlock victim", "40P01"],
    ["a serialisation failure", "40001"],
  ])("runs the transaction again after %s", async (_, code) => {
    const transaction = transactionFailing(code, code);
    await expect(takeSlotWithRetries(transaction.run)).resolves.toBe("committed");
    expect(transaction.calls()).toBe(3);
  });

  it(`gives up after ${MAX_TRANSACTION_ATTEMPTS} attempts with the last failure`, async () => {
    const transaction = transactionFailing("40P01", "40P01", "40P01", "40P01");
    const failure = await takeSlotWithRetries(transaction.run).catch((error) => error);
    expect(transaction.calls()).toBe(MAX_TRANSACTION_ATTEMPTS);
    expect(failure.cause.code).toBe("40P01");
  });

  it("answers a slot the exclusion constraint refused as taken, without trying again", async () => {
    const transaction = transactionFailing("40P01", "23P01");
    const failure = await takeSlotWithRetries(transaction.run).catch((error) => error);
    expect(failure).toBeInstanceOf(ActionError);
    expect(failure).toMatchObject({ status: 409, message: BOOKING_MESSAGES.slotTaken });
    expect(transaction.calls()).toBe(2);
  });

  it("throws any other failure at once, as it came", async () => {
    const transaction = transactionFailing("23505");
    const failure = await takeSlotWithRetries(transaction.run).catch((error) => error);
    expect(failure.cause.code).toBe("23505");
    expect(transaction.calls()).toBe(1);
  });

  it("passes the visitor's own errors through untouched", async () => {
    const taken = new ActionError(422, "Too late");
    await expect(takeSlotWithRetries(() => Promise.reject(taken))).rejects.toBe(taken);
  });
});
