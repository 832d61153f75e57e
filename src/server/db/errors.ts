import "server-only";

/** The PostgreSQL error code of a failed query (Drizzle wraps the driver error in `cause`). */
export const pgCode = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.cause?.code ?? e?.code;
};

/** A unique index refused the row (23505). */
export const isUniqueViolation = (error: unknown) => pgCode(error) === "23505";
