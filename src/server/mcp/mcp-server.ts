import "server-only";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";
import { site } from "@/content/site";
import { fieldErrors } from "@/lib/schemas/field-errors";
import { toSchema } from "@/server/bookings/openapi-parts";
import { ActionError } from "@/server/http/action-result";
import { bookMeetingTool, findAvailableTimesTool, listMeetingTypesTool } from "./booking-tools";
import { cancelBookingTool, getBookingTool, rescheduleBookingTool } from "./manage-tools";
import { registerSiteResources } from "./site-resources";
import type { McpTool, ToolContext } from "./tool-context";
import { fieldErrorsText, rateLimitedText, toolError } from "./tool-results";

export const MCP_TOOLS: readonly McpTool[] = [
  listMeetingTypesTool,
  findAvailableTimesTool,
  bookMeetingTool,
  getBookingTool,
  rescheduleBookingTool,
  cancelBookingTool,
];

/** Two sentences: what the agency does, and how an assistant books. */
export function serverInstructions(mayBook: boolean, appUrl: string): string {
  const what = `${site.name} is an AI consulting and automation agency: ${site.description}`;
  const how = mayBook
    ? "To book a free video consultation, call find_available_times, then book_meeting with the visitor's name, e-mail, phone number and time zone; it is confirmed at once, and its manageUrl lets get_booking, reschedule_booking and cancel_booking manage it."
    : `Assistants cannot book here at the moment: find_available_times shows the free times, and the visitor books at ${appUrl}/book.`;
  return `${what} ${how}`;
}

/** A failure as a tool result: fields to fix, when to retry, or the service's own message. */
function failureResult(error: unknown, tool: McpTool, now: Date): CallToolResult {
  if (!(error instanceof ActionError)) {
    console.error(`[mcp] ${tool.name} failed`, error);
    return toolError("Something went wrong on our side. Please try again.");
  }
  if (error.status === 429 && error.retryAfterSeconds)
    return toolError(rateLimitedText(error.message, error.retryAfterSeconds, now));
  if (!error.fields) return toolError(error.message);
  const renamed = Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [
      tool.fieldNames?.[field] ?? field,
      message,
    ]),
  );
  return toolError(fieldErrorsText(renamed));
}

async function runTool(tool: McpTool, args: unknown, context: ToolContext) {
  const now = context.deps.now();
  const refusal = tool.refusal?.(context);
  if (refusal) return toolError(refusal);
  try {
    const parsed = tool.input.safeParse(args ?? {});
    if (!parsed.success) {
      await tool.onRefusedInput?.(context);
      return toolError(fieldErrorsText(fieldErrors(parsed.error)));
    }
    return await tool.run(parsed.data, context);
  } catch (error) {
    return failureResult(error, tool, now);
  }
}

/**
 * One request's MCP server (stateless: a new one per request, as the SDK's stateless example
 * does). The tools are served through the SDK's low-level handlers rather than registerTool, so
 * that input errors are this site's field messages and book_meeting can be listed or not per
 * request; the SDK still does the protocol.
 */
export function createMcpServer(context: ToolContext, version: string): McpServer {
  const appUrl = context.deps.config.appUrl;
  const server = new McpServer(
    { name: site.name, version },
    { instructions: serverInstructions(context.mayBook, appUrl) },
  );
  registerSiteResources(server, context.db, appUrl);
  server.server.registerCapabilities({ tools: {} });
  server.server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: MCP_TOOLS.filter((tool) => !tool.refusal?.(context)).map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: toSchema(tool.input, "input") as { type: "object" },
      annotations: tool.annotations,
    })),
  }));
  server.server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = MCP_TOOLS.find((candidate) => candidate.name === request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
    return runTool(tool, request.params.arguments, context);
  });
  return server;
}
