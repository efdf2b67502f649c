import type { ManifestView, SessionView } from "../api-types.js";
import { fill, formatTokens, h } from "./dom.js";

const kindLabels: Readonly<Record<string, string>> = {
  system: "instructions",
  summary: "thread summary",
  recovery: "recovery note",
  injection: "memory",
  message: "message",
};

/** The working context as sent (each part: kind, label, tokens, text) and the thread summary. */
export function renderContext(container: Element, session: SessionView | undefined): void {
  const manifest: ManifestView | undefined = session?.manifest;
  const parts = manifest
    ? h(
        "ol",
        { class: "parts", attrs: { "data-testid": "context-parts" } },
        ...manifest.parts.map((part) =>
          h(
            "li",
            { class: `part part-${part.kind}` },
            h(
              "div",
              { class: "part-head" },
              h("span", { class: `kind kind-${part.kind}` }, kindLabels[part.kind] ?? part.kind),
              h("span", { class: "part-label" }, part.kind === "message" ? part.label : part.kind === "system" ? "" : part.label),
              h("span", { class: "tokens" }, `${formatTokens(part.tokens)} tok`),
            ),
            h("div", { class: "part-text" }, part.text),
          ),
        ),
      )
    : h("p", { class: "empty" }, "Nothing sent yet in this session.");
  fill(
    container,
    h("h3", { class: "panel-title" }, "Working context as sent", manifest ? h("span", { class: "muted small" }, ` via ${manifest.framework}`) : null),
    parts,
    h("h3", { class: "panel-title" }, "Thread summary"),
    session?.summary
      ? h("pre", { class: "summary", attrs: { "data-testid": "thread-summary" } }, session.summary)
      : h(
          "p",
          { class: "empty", attrs: { "data-testid": "thread-summary" } },
          "No summary yet: the thread still fits. The first trim (at 75% of the budget) writes one.",
        ),
  );
}
