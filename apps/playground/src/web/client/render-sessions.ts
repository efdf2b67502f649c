import type { SessionHit, SessionListItem } from "../api-types.js";
import { fill, h, timeAgo } from "./dom.js";

/** The session list (the current one marked); clicking one resumes it. */
export function renderSessions(container: Element, sessions: readonly SessionListItem[], currentId: string, open: (id: string) => void): void {
  const items = sessions.map((session) =>
    h(
      "li",
      {},
      h(
        "button",
        {
          class: `session ${session.id === currentId ? "current" : ""}`,
          attrs: {
            type: "button",
            "data-testid": "session-item",
            "data-session-id": session.id,
            "aria-current": session.id === currentId ? "true" : undefined,
          },
          on: { click: () => open(session.id) },
        },
        h("span", { class: "session-title" }, session.title),
        h("span", { class: "muted small" }, `${session.messages} messages · ${timeAgo(session.updatedAt)}`),
      ),
    ),
  );
  if (!sessions.some((session) => session.id === currentId)) {
    items.unshift(
      h(
        "li",
        {},
        h(
          "div",
          { class: "session current draft" },
          h("span", { class: "session-title" }, "New session"),
          h("span", { class: "muted small" }, "not started yet"),
        ),
      ),
    );
  }
  fill(container, ...items);
}

/** Cross-session search results: excerpts of earlier sessions' turns. */
export function renderSessionHits(container: Element, query: string, hits: readonly SessionHit[] | undefined, open: (id: string) => void): void {
  if (hits === undefined) {
    fill(container);
    return;
  }
  fill(
    container,
    h("div", { class: "hits-head muted small" }, hits.length ? `${hits.length} matches for “${query}”` : `No session mentions “${query}”.`),
    ...hits.map((hit) =>
      h(
        "button",
        { class: "hit", attrs: { type: "button", "data-testid": "session-hit" }, on: { click: () => open(hit.sessionId) } },
        h("span", { class: "muted small" }, `${hit.sessionId} · ${hit.role}`),
        h("span", { class: "hit-text" }, hit.excerpt),
      ),
    ),
  );
}
