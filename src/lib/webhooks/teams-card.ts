// Pure: a chat note (chat-message.ts) as the body a Microsoft Teams "Workflows" webhook posts to a
// channel: a message carrying one Adaptive Card (ADR 0073).
import type { ChatNote, ChatRun } from "./chat-message";

/** Teams' clients all read 1.4; RichTextBlock came in 1.2. */
const CARD_VERSION = "1.4";

/**
 * A run as a TextRun: unlike a TextBlock or a FactSet, a TextRun reads no Markdown, so what a
 * person typed (`[click](…)`, `**`) is shown as typed and cannot become a link.
 */
const textRun = (run: ChatRun, italic: boolean) => ({
  type: "TextRun",
  text: run.text,
  ...(run.strong ? { weight: "Bolder" } : {}),
  ...(italic ? { italic: true } : {}),
});

/** The message: each line a RichTextBlock, a quote set apart, the link as the card's button. */
export function teamsMessageOf(note: ChatNote) {
  const body = note.lines.map(({ runs, quoted = false }) => {
    const block = {
      type: "RichTextBlock",
      inlines: runs.map((run) => textRun(run, quoted)),
    };
    return quoted ? { type: "Container", style: "emphasis", items: [block] } : block;
  });
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: CARD_VERSION,
          msteams: { width: "Full" },
          body,
          ...(note.link
            ? { actions: [{ type: "Action.OpenUrl", title: note.link.label, url: note.link.url }] }
            : {}),
        },
      },
    ],
  };
}
