import type { DailyView } from "../api-types.js";
import { fill, h } from "./dom.js";

/** The daily log: facts extracted from each finished exchange, grouped by day, newest first. */
export function renderDaily(container: Element, items: readonly DailyView[], openSession: (id: string) => void): void {
  if (items.length === 0) {
    fill(container, h("p", { class: "empty" }, "Nothing extracted yet. Preferences, decisions and conventions you state land here after the reply."));
    return;
  }
  const days = new Map<string, DailyView[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  fill(
    container,
    ...[...days].map(([date, dayItems]) =>
      h(
        "section",
        { class: "day" },
        h("h3", { class: "panel-title" }, date),
        h(
          "ul",
          { class: "daily" },
          ...dayItems.map((item) =>
            h(
              "li",
              { class: "daily-item", attrs: { "data-testid": "daily-item" } },
              h("span", { class: `kind kind-${item.type}` }, item.type.replace("_", " ")),
              h("span", { class: "daily-text" }, item.content),
              item.sessionId
                ? h("button", { class: "link small", attrs: { type: "button" }, on: { click: () => openSession(item.sessionId!) } }, item.sessionId)
                : null,
            ),
          ),
        ),
      ),
    ),
  );
}
