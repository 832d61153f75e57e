import "server-only";
import type * as z from "zod";
import type { ActionResult } from "@/lib/action-result";
import { fieldErrors } from "@/lib/schemas/field-errors";
import { ActionError, fail, ok } from "./action-result";

type Handler<S extends z.ZodType, C, T> = (input: z.output<S>, context: C) => Promise<T>;

function run<S extends z.ZodType, C, T>(
  schema: S,
  input: unknown,
  context: C,
  handler: Handler<S, C, T>,
): Promise<ActionResult<T>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    return Promise.resolve(fail(422, Object.values(fields)[0] ?? "Invalid input", fields));
  }
  return handler(parsed.data, context).then(ok, (error: unknown) => {
    if (error instanceof ActionError) return fail(error.status, error.message, error.fields);
    throw error;
  });
}

/** Anyone may call it: parse → run. */
export function publicAction<S extends z.ZodType, T>(schema: S, handler: Handler<S, null, T>) {
  return (input: unknown) => run(schema, input, null, handler);
}
