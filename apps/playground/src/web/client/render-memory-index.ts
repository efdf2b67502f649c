import type { MemoryIndexView } from "../api-types.js";
import { fill, formatTokens, h, timeAgo } from "./dom.js";

const truncations: Readonly<Record<string, string>> = {
  lines: "Cut to the line limit: the lowest-ranked entries are left out.",
  bytes: "Cut to the size limit: the lowest-ranked entries are left out.",
};

/** MEMORY.md exactly as each prompt injects it, with its size. */
export function renderMemoryIndex(container: Element, view: MemoryIndexView): void {
  if (!view.text) {
    fill(
      container,
      h("p", { class: "empty", attrs: { "data-testid": "memory-index-empty" } }, "No MEMORY.md yet: consolidation writes it once there are long-term entries."),
    );
    return;
  }
  fill(
    container,
    h(
      "div",
      { class: "row between wrap" },
      h("h3", { class: "panel-title" }, "MEMORY.md as injected"),
      h(
        "span",
        { class: "muted small", attrs: { "data-testid": "memory-index-stats" } },
        `${formatTokens(view.tokens)} tokens · ${view.lines} line${view.lines === 1 ? "" : "s"}${view.updatedAt ? ` · updated ${timeAgo(view.updatedAt)}` : ""}`,
      ),
    ),
    view.truncated
      ? h("p", { class: "pill pill-warn", attrs: { "data-testid": "memory-index-truncated" } }, truncations[view.truncated] ?? `Truncated (${view.truncated}).`)
      : null,
    h("pre", { class: "memory-index", attrs: { "data-testid": "memory-index-text", tabindex: "0", "aria-label": "MEMORY.md text" } }, view.text),
  );
}
