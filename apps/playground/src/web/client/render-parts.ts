import type { PartView } from "../api-types.js";
import { formatTokens, h } from "./dom.js";

export const partKindLabels: Readonly<Record<string, string>> = {
  system: "instructions",
  summary: "thread summary",
  recovery: "recovery note",
  injection: "memory",
  message: "message",
  tools: "tools",
};

/** The prompt as sent, one expandable part each: kind, label and tokens; the whole text when opened. */
export function renderParts(parts: readonly PartView[], testId = "context-parts"): HTMLElement {
  return h(
    "ol",
    { class: "parts", attrs: { "data-testid": testId } },
    ...parts.map((part) =>
      h(
        "li",
        { class: `part part-${part.kind}`, attrs: { "data-testid": "part", "data-kind": part.kind } },
        h(
          "details",
          {},
          h(
            "summary",
            { class: "part-head" },
            h("span", { class: `kind kind-${part.kind}` }, partKindLabels[part.kind] ?? part.kind),
            h("span", { class: "part-label" }, part.kind === "system" ? "" : part.label),
            h("span", { class: "tokens" }, `${formatTokens(part.tokens)} tok`),
          ),
          h("pre", { class: "part-text", attrs: { "data-testid": "part-text" } }, part.text),
        ),
        h("p", { class: "part-preview", attrs: { "aria-hidden": "true" } }, part.text.slice(0, 160)),
      ),
    ),
  );
}
