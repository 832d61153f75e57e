import { after } from "next/server";
import { answerMcp } from "@/server/mcp/mcp-endpoint";

export const dynamic = "force-dynamic";

/** The MCP endpoint (docs/ai-assistants.md): POST is the protocol; GET and DELETE answer 405. */
const handle = (request: Request) => answerMcp(request, after);

export { handle as DELETE, handle as GET, handle as POST };
