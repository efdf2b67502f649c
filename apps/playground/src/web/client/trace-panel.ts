import type { DailyView, ExplainView, SessionView, TraceView } from "../api-types.js";
import { api } from "./api-client.js";
import { byId, fill, formatTokens, h } from "./dom.js";
import { clearError, showError } from "./errors.js";
import { timeElement } from "./format-time.js";
import { explainLookup } from "./render-explain.js";
import { renderParts } from "./render-parts.js";
import { recallSection } from "./render-recall.js";
import { traceChipTexts } from "./trace-chips.js";

export interface TraceContext {
  readonly store: string;
  readonly session: SessionView | undefined;
  readonly sessionId: string;
  readonly frameworkLabel: (id: string) => string;
}

function dailyList(items: readonly DailyView[], testId: string, empty: string): HTMLElement {
  return items.length
    ? h(
        "ul",
        { class: "daily", attrs: { "data-testid": testId } },
        ...items.map((item) =>
          h("li", { class: "daily-item" }, h("span", { class: `kind kind-${item.type}` }, item.type), h("span", { class: "daily-text" }, item.content)),
        ),
      )
    : h("p", { class: "muted small", attrs: { "data-testid": testId } }, empty);
}

function copyButton(trace: TraceView): HTMLElement {
  const status = h("span", { class: "copied", attrs: { role: "status", "data-testid": "copy-status" } });
  const button: HTMLButtonElement = h(
    "button",
    {
      class: "button small",
      attrs: { type: "button", "data-testid": "copy-raw-prompt" },
      on: {
        click: () => {
          clearError(status);
          navigator.clipboard
            .writeText(trace.rawPrompt)
            .then(() => (status.textContent = "Copied"))
            .catch(
              (error: unknown) => (
                (status.textContent = ""), showError(status, new Error(`The browser refused the clipboard (${String(error)}): select the parts' text instead.`))
              ),
            );
        },
      },
    },
    "Copy raw prompt",
  );
  return h("div", { class: "row" }, button, status);
}

function traceBody(trace: TraceView, context: TraceContext): HTMLElement[] {
  const { manifest } = trace;
  const messageText = new Map((context.session?.messages ?? []).map((message) => [message.id, message.text]));
  const explain = (target: { entry: string } | { message: string }): Promise<ExplainView> => api.explain(context.store, trace.sessionId, trace.id, target);
  return [
    h(
      "div",
      { class: "trace-meta" },
      timeElement(trace.at),
      h("div", { class: "chips" }, ...traceChipTexts(trace, context.frameworkLabel(trace.framework)).map((text) => h("span", { class: "chip" }, text))),
      h(
        "p",
        { class: "muted small", attrs: { "data-testid": "trace-budget" } },
        `Trim measure ${formatTokens(trace.trimBasis)} against the trim line ${formatTokens(trace.proactiveAt)} (limit ${formatTokens(trace.limit)}); trigger: ${trace.trigger}.`,
      ),
    ),
    h(
      "section",
      { class: "trace-section" },
      h(
        "h3",
        { class: "panel-title" },
        "Prompt as sent",
        h("span", { class: "muted small" }, `${formatTokens(trace.tokens)} tokens · ${manifest.parts.length} parts`),
      ),
      copyButton(trace),
      renderParts(manifest.parts, "trace-parts"),
    ),
    h("section", { class: "trace-section", attrs: { "data-testid": "trace-recall" } }, ...recallSection(manifest, "Recall")),
    h(
      "section",
      { class: "trace-section" },
      h("h3", { class: "panel-title" }, "Extracted from this turn"),
      dailyList(trace.extractedItems, "trace-extracted", "No fact was extracted from this turn."),
      h("h3", { class: "panel-title" }, "Flushed before trimming"),
      dailyList(trace.flushedItems, "trace-flushed", "Nothing was flushed: this call dropped no message."),
      h("h3", { class: "panel-title" }, "Dropped from the window"),
      trace.droppedIds.length
        ? h(
            "ul",
            { class: "dropped", attrs: { "data-testid": "trace-dropped" } },
            ...trace.droppedIds.map((id) => h("li", {}, h("code", {}, id), " ", messageText.get(id)?.slice(0, 120) ?? "")),
          )
        : h("p", { class: "muted small", attrs: { "data-testid": "trace-dropped" } }, "No message was dropped on this call."),
    ),
    explainLookup(context.session?.messages ?? [], explain),
  ];
}

/** The drawer showing one turn's trace; it returns focus to what opened it when closed. */
export class TracePanel {
  readonly #panel = byId("trace-panel");
  readonly #body = byId("trace-body");
  #opener: HTMLElement | undefined;
  #request = 0;

  constructor() {
    byId("trace-close").addEventListener("click", () => this.close());
    this.#panel.addEventListener("keydown", (event) => {
      if (event.key === "Escape") this.close();
    });
  }

  get openTraceId(): string | undefined {
    return this.#panel.hidden ? undefined : this.#panel.dataset["traceId"];
  }

  async open(traceId: string, opener: HTMLElement | undefined, context: TraceContext): Promise<void> {
    const request = ++this.#request;
    this.#opener = opener;
    this.#panel.hidden = false;
    this.#panel.dataset["traceId"] = traceId;
    delete this.#panel.dataset["ready"];
    clearError(this.#body);
    fill(this.#body, h("p", { class: "muted small" }, "Loading the trace…"));
    byId("trace-title").focus();
    try {
      const trace = await api.trace(context.store, context.sessionId, traceId);
      if (request !== this.#request) return;
      fill(this.#body, ...traceBody(trace, context));
      this.#panel.dataset["ready"] = "true";
    } catch (error) {
      if (request !== this.#request) return;
      fill(this.#body);
      showError(this.#body, error);
    }
  }

  close(): void {
    this.#request++;
    this.#panel.hidden = true;
    delete this.#panel.dataset["traceId"];
    clearError(this.#body);
    fill(this.#body);
    if (this.#opener?.isConnected) this.#opener.focus();
    this.#opener = undefined;
  }
}
