import type { MessageView, SessionView, TraceSummary } from "../api-types.js";
import { fill, h } from "./dom.js";
import { timeElement } from "./format-time.js";
import { traceChips } from "./trace-chips.js";

export interface ChatView {
  readonly session: SessionView | undefined;
  /** The message being sent and the reply streamed so far. */
  readonly pending: { text: string; reply: string } | undefined;
  readonly frameworkLabel: (id: string) => string;
  readonly openTrace: (traceId: string, opener: HTMLElement) => void;
  /** Shown instead of the welcome when the URL names a session the store does not have. */
  readonly missing?: HTMLElement;
}

const stateLabels: Readonly<Record<string, string>> = { summarized: "summarized", "archived-only": "archived only" };

/** What gets the focus back when the trace closes: the bubble's "Inspect turn" button. */
const openerOf = (bubble: HTMLElement): HTMLElement => bubble.querySelector<HTMLElement>(".chip-button") ?? bubble;

function bubble(message: MessageView, view: ChatView, traces: ReadonlyMap<string, TraceSummary>): HTMLElement {
  const trace = message.traceId ? traces.get(message.traceId) : undefined;
  const stateLabel = stateLabels[message.state];
  const element = h(
    "article",
    {
      class: `bubble ${message.role === "user" ? "user" : "assistant"} state-${message.state}${trace ? " inspectable" : ""}`,
      attrs: { "data-testid": `message-${message.role}`, "data-message-id": message.id, "data-state": message.state },
    },
    h(
      "div",
      { class: "bubble-meta" },
      h("span", { class: "bubble-role" }, message.role === "user" ? "You" : "Agent"),
      timeElement(message.at),
      stateLabel
        ? h("span", { class: "state-tag", attrs: { "data-testid": "message-state", title: "Out of the working context; kept in the archive" } }, stateLabel)
        : null,
    ),
    h("div", { class: "bubble-text" }, message.text),
    trace ? traceChips(trace, view.frameworkLabel(trace.framework), () => view.openTrace(trace.id, openerOf(element))) : null,
  );
  if (trace) {
    // The whole bubble opens the trace too; a text selection stays a selection.
    element.addEventListener("click", () => {
      if (!window.getSelection()?.toString()) view.openTrace(trace.id, openerOf(element));
    });
  }
  return element;
}

/** Where the thread summary takes over: after the last message it covers, expandable to the summary's text. */
function summaryBoundary(session: SessionView): HTMLElement | null {
  const { summary } = session;
  if (!summary) return null;
  return h(
    "details",
    { class: "summary-boundary", attrs: { "data-testid": "summary-boundary" } },
    h("summary", {}, `Earlier messages are summarized: ${summary.messages} ${summary.messages === 1 ? "message" : "messages"}`),
    h("pre", { class: "summary-text", attrs: { "data-testid": "summary-text" } }, summary.text),
  );
}

function welcome(): HTMLElement {
  return h(
    "div",
    { class: "welcome" },
    h("h2", {}, "Talk to an agent with memory"),
    h("p", {}, "State a preference or a decision, start a new session, then ask about it. Each reply says what memory did; open it to see the prompt as sent."),
    h("p", { class: "muted" }, "Try: “I prefer pnpm over npm for every project.”"),
  );
}

/** The conversation as a context timeline: each message with its state, the summary boundary, each reply's chips. */
export function renderChat(container: HTMLElement, view: ChatView): void {
  const messages = view.session?.messages ?? [];
  const traces = new Map((view.session?.traces ?? []).map((trace) => [trace.id, trace]));
  const boundaryAfter = view.session?.summary?.throughMessageId;
  const children: HTMLElement[] = [];
  const boundary = view.session ? summaryBoundary(view.session) : null;
  // A summary that names no message still takes over before the first message still in the window.
  if (boundary && boundaryAfter === undefined) children.push(boundary);
  for (const message of messages) {
    children.push(bubble(message, view, traces));
    if (boundary && message.id === boundaryAfter) children.push(boundary);
  }
  if (view.pending) {
    children.push(
      h(
        "article",
        { class: "bubble user pending" },
        h("div", { class: "bubble-meta" }, h("span", { class: "bubble-role" }, "You"), h("span", { class: "when" }, "sending…")),
        h("div", { class: "bubble-text" }, view.pending.text),
      ),
    );
    children.push(
      view.pending.reply
        ? h(
            "article",
            { class: "bubble assistant streaming", attrs: { "data-testid": "typing", "aria-busy": "true" } },
            h("div", { class: "bubble-meta" }, h("span", { class: "bubble-role" }, "Agent"), h("span", { class: "when" }, "writing…")),
            h("div", { class: "bubble-text", attrs: { "data-testid": "streaming-text" } }, view.pending.reply),
          )
        : h(
            "div",
            { class: "bubble assistant typing", attrs: { "data-testid": "typing", role: "status", "aria-label": "The agent is answering" } },
            h("span"),
            h("span"),
            h("span"),
          ),
    );
  }
  if (children.length === 0) children.push(view.missing ?? welcome());
  else if (view.missing) children.unshift(view.missing);
  fill(container, ...children);
  container.scrollTop = container.scrollHeight;
}
