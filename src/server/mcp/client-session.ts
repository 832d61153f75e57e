import "server-only";
import { randomUUID } from "node:crypto";
import { ASSISTANT_NAME_MAX } from "@/lib/lead-source";
import { isStorableText } from "@/lib/storable-text";

/**
 * The endpoint is stateless (any instance answers any request), yet a booking records the client's
 * name, which only `initialize` carries. So the session id the endpoint hands out at `initialize`
 * carries the name itself: a random part and the name in base64url. Clients send the id back on
 * every later request (Streamable HTTP requires it). A client names itself as it likes anyway, so
 * nothing here needs signing; an id we cannot read is a client without a name.
 */

/** The name a client gave (its title, else its name), trimmed, cut, "" when none or unusable. */
export function clientNameOf(clientInfo: { name?: unknown; title?: unknown } | undefined): string {
  const given = [clientInfo?.title, clientInfo?.name].find(
    (value): value is string => typeof value === "string" && value.trim() !== "",
  );
  const name = given?.trim().slice(0, ASSISTANT_NAME_MAX).trim() ?? "";
  return isStorableText(name) ? name : "";
}

export function sessionIdFor(clientName: string): string {
  const id = randomUUID();
  return clientName ? `${id}.${Buffer.from(clientName, "utf8").toString("base64url")}` : id;
}

export function clientNameFromSession(sessionId: string | null): string {
  const encoded = sessionId?.split(".")[1];
  if (!encoded || encoded.length > ASSISTANT_NAME_MAX * 8) return "";
  return clientNameOf({ name: Buffer.from(encoded, "base64url").toString("utf8") });
}
