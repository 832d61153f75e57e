import "server-only";
import * as z from "zod";

// The OpenAPI document's building blocks, shared by its parts (openapi-document.ts).

type JsonSchema = Record<string, unknown>;

export const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest as JsonSchema;
};

/** Query parameters from an object schema: one parameter per property. */
export function queryParameters(schema: z.ZodType, descriptions: Record<string, string>) {
  const json = toSchema(schema, "input") as {
    properties: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties).map(([name, property]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    description: descriptions[name],
    schema: property,
  }));
}

export const jsonContent = (ref: string) => ({
  "application/json": { schema: { $ref: `#/components/schemas/${ref}` } },
});
export const errorResponse = (description: string, example?: unknown) => ({
  description,
  content: {
    "application/json": {
      schema: { $ref: "#/components/schemas/Error" },
      ...(example ? { example } : {}),
    },
  },
});

export const tokenParameter = {
  name: "token",
  in: "path",
  required: true,
  description: "The last segment of the booking's manageUrl",
  schema: { type: "string" },
};
export const unknownToken = errorResponse("No booking has this link", {
  error: "This link is not valid",
});

/** The groups of operations (the API reference's sections, /api/docs). */
export const TAGS = {
  times: "Free times",
  booking: "Booking",
  enquiry: "Enquiries",
  manage: "Manage a booking",
} as const;
