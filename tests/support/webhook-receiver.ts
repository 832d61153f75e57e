// A local webhook receiver for tests: records every request and answers with the next status of
// its script (the last one repeats). Started on 127.0.0.1 with a free port.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The statuses to answer, in order; the last repeats. */
  script: number[];
  close: () => Promise<void>;
}

export async function startWebhookReceiver(script: number[] = [204]): Promise<WebhookReceiver> {
  const receiver: Omit<WebhookReceiver, "url" | "close"> = { received: [], script };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      receiver.received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const at = Math.min(receiver.received.length - 1, receiver.script.length - 1);
      res.writeHead(receiver.script[at] ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
