import type { ExplainView, MessageView } from "../api-types.js";
import { fill, h } from "./dom.js";
import { clearError, showError } from "./errors.js";
import { renderSignals } from "./render-signals.js";

const verdictLabels: Readonly<Record<string, string>> = {
  recalled: "Recalled",
  "left-out-budget": "Left out: over the recall budget",
  "left-out-limit": "Left out: past the item limit",
  "below-floor": "Scored below the floor",
  "no-match": "Did not match the query",
  forgotten: "Forgotten",
  superseded: "Superseded by a newer entry",
  "other-scope": "In another scope",
  "not-found-in-store": "Not in this store",
};

export function renderExplanation(view: ExplainView): HTMLElement {
  return h(
    "div",
    { class: "explanation", attrs: { "data-testid": "explanation" } },
    h("p", { class: "verdict" }, h("strong", { attrs: { "data-testid": "explain-verdict" } }, verdictLabels[view.verdict] ?? view.verdict)),
    h("p", { attrs: { "data-testid": "explain-text" } }, view.explanation),
    h("p", { class: "muted small" }, `${view.target.kind} ${view.target.id}: `, h("q", {}, view.target.text)),
    view.rank === undefined
      ? null
      : h("p", { class: "small", attrs: { "data-testid": "explain-rank" } }, `Rank ${view.rank}${view.candidates ? ` of ${view.candidates}` : ""}`),
    view.signals?.length ? renderSignals(view.signals, view.total) : null,
  );
}

/** "Why was X not recalled?": pick a message of the session or paste an entry id; recall explains its verdict. */
export function explainLookup(
  messages: readonly MessageView[],
  explain: (target: { entry: string } | { message: string }) => Promise<ExplainView>,
): HTMLElement {
  const picker = h(
    "select",
    { attrs: { id: "explain-message", "data-testid": "explain-message" } },
    h("option", { attrs: { value: "" } }, "— a message of this session —"),
    ...messages.map((message) =>
      h(
        "option",
        { attrs: { value: message.id } },
        `${message.role === "user" ? "You" : "Agent"}: ${message.text.slice(0, 60)}${message.text.length > 60 ? "…" : ""}`,
      ),
    ),
  );
  const entry = h("input", {
    attrs: { id: "explain-entry", type: "text", "data-testid": "explain-entry", placeholder: "or an entry id", autocomplete: "off" },
  });
  const result = h("div", { class: "explain-result", attrs: { "aria-live": "polite" } });
  const button = h("button", { class: "button small", attrs: { type: "submit", "data-testid": "explain-button" } }, "Explain");
  const form = h(
    "form",
    {
      class: "explain-form",
      on: {
        submit: (event) => {
          event.preventDefault();
          const entryId = entry.value.trim();
          const target = entryId ? { entry: entryId } : picker.value ? { message: picker.value } : undefined;
          clearError(form);
          if (!target) {
            showError(form, new Error("Pick a message or paste an entry id to explain."));
            return;
          }
          button.disabled = true;
          fill(result, h("p", { class: "muted small" }, "Asking recall…"));
          explain(target)
            .then((view) => fill(result, renderExplanation(view)))
            .catch((error: unknown) => (fill(result), showError(form, error)))
            .finally(() => (button.disabled = false));
        },
      },
    },
    h("label", { class: "field", attrs: { for: "explain-message" } }, "Message"),
    picker,
    h("label", { class: "field", attrs: { for: "explain-entry" } }, "Entry id"),
    entry,
    button,
  );
  return h(
    "section",
    { class: "trace-section", attrs: { "data-testid": "explain" } },
    h("h3", { class: "panel-title" }, "Why was X not recalled?"),
    form,
    result,
  );
}
