// A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed, for tests to read.
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export async function startMailCatcher({ port = 0 } = {}) {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (c) => chunks.push(c));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks);
        try {
          const parsed = await PostalMime.parse(raw);
          messages.push({
            id: messages.length + 1,
            envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: parsed.from?.address ?? "",
            to: (parsed.to ?? []).map((a) => a.address?.toLowerCase() ?? ""),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: parsed.html ?? "",
            attachments: (parsed.attachments ?? []).map((a) => ({
              filename: a.filename,
              mimeType: a.mimeType,
              content: Buffer.from(a.content).toString("utf8"),
            })),
            raw: raw.toString("utf8"),
            receivedAt: new Date().toISOString(),
          });
          callback();
        } catch (error) {
          callback(error);
        }
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    port: server.server.address().port,
    messages,
    clear: () => messages.splice(0),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
