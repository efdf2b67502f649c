import type { MessagePart } from "@engram/core";
import type { SessionEvent } from "@engram/core/store";
import { formatScope } from "./scope-option.js";
import { valueAsText, type SessionTranscript } from "./session-events.js";

/** Everything inserted into the page goes through here: content can never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

// Inline only: the file must open anywhere, offline, and load nothing (the CSP below enforces it).
const style = `
body{font:15px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f;background:#fafafa}
header{border-bottom:1px solid #ddd;margin-bottom:1.5rem}h1{font-size:1.3rem;margin:.2rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem 1rem;font-size:.85rem;color:#555}dd{margin:0}
.msg{border:1px solid #e3e3e3;border-radius:8px;padding:.6rem .9rem;margin:.8rem 0;background:#fff}
.msg>.meta{font-size:.8rem;color:#666;display:flex;gap:.8rem}.role{font-weight:600;text-transform:uppercase;letter-spacing:.04em}
.user{border-left:4px solid #2f6fde}.assistant{border-left:4px solid #1a9a5b}.tool{border-left:4px solid #b7791f}.system{border-left:4px solid #888;background:#f3f3f3}
pre{white-space:pre-wrap;word-break:break-word;margin:.4rem 0;font:inherit}.code{font:13px/1.45 ui-monospace,monospace;background:#f5f5f7;padding:.4rem .6rem;border-radius:4px}
.part-label{font-size:.8rem;color:#555;margin-top:.4rem}.error{color:#b3261e}.event{font-size:.8rem;color:#777;margin:.4rem 0 .4rem 1rem}
`;

function partHtml(part: MessagePart): string {
  switch (part.type) {
    case "text":
      return `<pre>${escapeHtml(part.text)}</pre>`;
    case "tool-call":
      return `<div class="part-label">Tool call <b>${escapeHtml(part.toolName)}</b> <small>(${escapeHtml(part.toolCallId)})</small></div><pre class="code">${escapeHtml(valueAsText(part.input))}</pre>`;
    case "tool-result":
      return `<div class="part-label${part.isError ? " error" : ""}">Tool result <b>${escapeHtml(part.toolName)}</b>${part.isError ? " (error)" : ""} <small>(${escapeHtml(part.toolCallId)})</small></div><pre class="code">${escapeHtml(valueAsText(part.output))}</pre>`;
    case "file":
      // Named, never linked or embedded: the export loads nothing.
      return `<div class="part-label">File ${escapeHtml(part.name ?? "")} <small>${escapeHtml(part.mediaType)}: ${escapeHtml(part.uri)}</small></div>`;
  }
}

function eventHtml(event: SessionEvent): string {
  const time = `<time datetime="${escapeHtml(event.at)}">${escapeHtml(event.at)}</time>`;
  switch (event.type) {
    case "message": {
      const { message } = event;
      return `<article class="msg ${escapeHtml(message.role)}" id="seq-${event.seq}"><div class="meta"><span class="role">${escapeHtml(message.role)}</span>${time}<span>#${event.seq}</span></div>${message.parts.map(partHtml).join("")}</article>`;
    }
    case "trim":
      return `<p class="event">${time} · trimmed (${escapeHtml(event.trigger)}): ${event.droppedIds.length} messages left the working context</p>`;
    case "summary":
      return `<p class="event">${time} · thread summary updated (${event.summary.droppedMessages} messages summarized)</p>`;
    case "checkpoint":
      return `<p class="event">${time} · checkpoint${event.progress.task ? `: ${escapeHtml(event.progress.task)}` : ""}</p>`;
    case "usage":
      return `<p class="event">${time} · usage: ${event.inputTokens} input tokens${event.outputTokens === undefined ? "" : `, ${event.outputTokens} output`}</p>`;
    case "title":
      return `<p class="event">${time} · title: ${escapeHtml(event.title)}</p>`;
    case "trace":
      return `<p class="event">${time} · prompt trace: ${event.trace.tokens.total} tokens, ${event.trace.parts.length} parts, trim: ${escapeHtml(event.trace.trigger)}</p>`;
  }
}

/** One self-contained HTML page of a session: inline CSS, no script, nothing fetched, content escaped. */
export function renderSessionHtml({ session, events }: SessionTranscript): string {
  const title = session.title ?? session.id;
  const messages = events.filter((event) => event.type === "message").length;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Engram session</title>
<style>${style}</style>
</head>
<body>
<header><h1>${escapeHtml(title)}</h1>
<dl><dt>Session</dt><dd>${escapeHtml(session.id)}</dd><dt>Scope</dt><dd>${escapeHtml(formatScope(session.scope))}</dd><dt>Started</dt><dd>${escapeHtml(session.createdAt)}</dd><dt>Last event</dt><dd>${escapeHtml(session.updatedAt)}</dd><dt>Messages</dt><dd>${messages} of ${session.eventCount} events</dd></dl>
</header>
<main>
${events.map(eventHtml).join("\n")}
</main>
</body>
</html>
`;
}
