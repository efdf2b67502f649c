import type { ManifestView, RecallItemView } from "../api-types.js";
import { fill, formatTokens, h } from "./dom.js";
import { renderSignals } from "./render-signals.js";

const sourceLabels: Readonly<Record<string, string>> = { entry: "long-term", daily: "daily log", message: "past session" };

export function recallItem(item: RecallItemView, leftOut: boolean): HTMLElement {
  return h(
    "li",
    { class: `recall-item ${leftOut ? "left-out" : ""}`, attrs: { "data-testid": leftOut ? "recall-left-out" : "recall-item" } },
    h(
      "div",
      { class: "recall-head" },
      h("span", { class: `kind kind-${item.kind}` }, sourceLabels[item.kind] ?? item.kind),
      h("span", { class: "score", attrs: { "data-testid": "recall-score" } }, `score ${item.total.toFixed(2)}`),
      h("span", { class: "tokens", attrs: { "data-testid": "recall-tokens" } }, `${formatTokens(item.tokens)} tok`),
      item.reason ? h("span", { class: "pill pill-warn", attrs: { "data-testid": "left-out-reason" } }, `left out: ${item.reason}`) : null,
    ),
    h("div", { class: "recall-text" }, item.text),
    renderSignals(item.signals),
  );
}

/** Recall of one prompt: the query, each item put in with its signals' contributions, and the best left out. */
export function recallSection(manifest: ManifestView, title: string): HTMLElement[] {
  const { recall } = manifest;
  return [
    h("h3", { class: "panel-title" }, title),
    h(
      "p",
      { class: "muted small" },
      recall.query ? h("q", {}, recall.query) : "",
      ` · ${formatTokens(recall.tokens)} of ${formatTokens(recall.budgetTokens)} recall tokens` +
        (recall.indexTokens ? ` · MEMORY.md ${formatTokens(recall.indexTokens)} tok` : ""),
    ),
    recall.items.length
      ? h("ol", { class: "recall-list" }, ...recall.items.map((item) => recallItem(item, false)))
      : h("p", { class: "empty", attrs: { "data-testid": "recall-empty" } }, recall.note ?? "Nothing in memory matched this message."),
    ...(recall.leftOut.length
      ? [h("h3", { class: "panel-title" }, "Best left out"), h("ol", { class: "recall-list" }, ...recall.leftOut.map((item) => recallItem(item, true)))]
      : []),
  ];
}

/** What recall put into the last prompt, each item with its score, signals and token cost; and the best left out. */
export function renderRecall(container: Element, manifest: ManifestView | undefined): void {
  if (!manifest) {
    fill(container, h("p", { class: "empty" }, "Send a message to see what Engram recalls for it."));
    return;
  }
  fill(container, ...recallSection(manifest, "Recalled for the last message"));
}
