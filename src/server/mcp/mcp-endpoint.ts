import "server-only";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { type InitializeRequest, isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { env } from "@/env";
import { aiAssistantsMayBook } from "@/server/availability/booking-settings";
import { defaultBookingDeps } from "@/server/bookings/booking-config";
import { getDb } from "@/server/db";
import { BodyTooLargeError, isCrossOrigin, readBodyText } from "@/server/http/api-route";
import { clientIp } from "@/server/http/client-ip";
import { releaseId } from "@/server/observability/server-hooks";
import { clientNameFromSession, clientNameOf, sessionIdFor } from "./client-session";
import { createMcpServer } from "./mcp-server";

/** A JSON-RPC error outside any request (no id), as the SDK's transport writes them. */
function rpcError(status: number, code: number, message: string, headers?: HeadersInit) {
  return Response.json(
    { jsonrpc: "2.0", error: { code, message }, id: null },
    { status, headers: { "Cache-Control": "no-store", ...headers } },
  );
}

function initializeIn(body: unknown): InitializeRequest | undefined {
  const messages = Array.isArray(body) ? body : [body];
  return messages.find((message) => isInitializeRequest(message)) as InitializeRequest | undefined;
}

/**
 * POST /api/mcp: the Streamable HTTP transport, stateless (ADR 0089). GET and DELETE get the 405
 * the SDK's stateless server gives: there is no stream to open and no session to end. The body is
 * capped and the origin checked as for every API route before the SDK reads a byte.
 */
export async function answerMcp(
  request: Request,
  defer: (task: () => Promise<void>) => void,
): Promise<Response> {
  if (request.method !== "POST")
    return rpcError(405, -32000, "Method not allowed.", { Allow: "POST" });
  if (isCrossOrigin(request)) return rpcError(403, -32000, "Cross-origin requests are not allowed");
  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, env().MAX_JSON_BODY_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return rpcError(
        413,
        -32600,
        `The request body is larger than ${env().MAX_JSON_BODY_BYTES} bytes`,
      );
    return rpcError(400, -32700, "Parse error: the body must be JSON");
  }
  const [db, deps] = await Promise.all([getDb(), defaultBookingDeps()]);
  const initialize = initializeIn(body);
  const clientName = initialize
    ? clientNameOf(initialize.params.clientInfo)
    : clientNameFromSession(request.headers.get("mcp-session-id"));
  const server = createMcpServer(
    {
      db,
      deps,
      ip: clientIp(request.headers, { behindProxy: deps.config.trustProxy }),
      clientName,
      mayBook: await aiAssistantsMayBook(db),
      defer,
    },
    releaseId(),
  );
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    const response = await transport.handleRequest(request, { parsedBody: body });
    response.headers.set("Cache-Control", "no-store");
    if (initialize) response.headers.set("Mcp-Session-Id", sessionIdFor(clientName));
    return response;
  } finally {
    await server.close();
  }
}
