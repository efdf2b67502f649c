import type { SessionView } from "../api-types.js";
import { fill, h } from "./dom.js";
import { renderParts } from "./render-parts.js";

/** The latest prompt as sent (each part expandable to its whole text) and the thread summary. */
export function renderContext(container: Element, session: SessionView | undefined): void {
  const manifest = session?.manifest;
  fill(
    container,
    h("h3", { class: "panel-title" }, "Latest prompt as sent", manifest ? h("span", { class: "muted small" }, ` via ${manifest.framework}`) : null),
    manifest ? renderParts(manifest.parts) : h("p", { class: "empty" }, "Nothing sent yet in this session."),
    h("h3", { class: "panel-title" }, "Thread summary"),
    session?.summary
      ? h("pre", { class: "summary", attrs: { "data-testid": "thread-summary" } }, session.summary.text)
      : h(
          "p",
          { class: "empty", attrs: { "data-testid": "thread-summary" } },
          "No summary yet: the thread still fits. The first trim (at the trim line of the budget) writes one.",
        ),
  );
}
