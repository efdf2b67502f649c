import type { EntryEvent, EntryHistoryView, EntryView } from "../api-types.js";
import { fill, h } from "./dom.js";

export interface EntryHistoryActions {
  back(): void;
  /** Opens another entry's history (a newer or older value in the chain). */
  openHistory(entryId: string, where: HTMLElement): void;
  /** Asks the page to open the session the entry came from. */
  openSession(sessionId: string): void;
}

const eventLabels: Readonly<Record<string, string>> = {
  extracted: "Extracted",
  distilled: "Distilled",
  remembered: "Remembered",
  imported: "Imported",
  edited: "Edited",
  superseded: "Superseded",
  supersedes: "Supersedes",
  forgotten: "Forgotten",
};

const when = (iso: string): HTMLElement =>
  h("time", { class: "muted small", attrs: { datetime: iso } }, new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }));

function eventItem(event: EntryEvent): HTMLElement {
  return h(
    "li",
    { class: `history-event event-${event.kind}`, attrs: { "data-testid": "history-event", "data-kind": event.kind } },
    h("div", { class: "row" }, h("span", { class: "kind" }, eventLabels[event.kind] ?? event.kind), when(event.at)),
    event.text === undefined ? null : h("blockquote", { class: "history-text", attrs: { "data-testid": "history-event-text" } }, event.text),
    h("p", { class: "muted small" }, event.detail),
  );
}

function chainItem(link: EntryView, current: EntryView, actions: EntryHistoryActions): HTMLElement {
  const label = link.supersededBy ? "older value" : "current value";
  const head = h("span", { class: "pill" }, link.id === current.id ? `${label} · this entry` : label);
  const body =
    link.id === current.id
      ? h("span", { class: "chain-text", attrs: { "aria-current": "true" } }, link.content)
      : h(
          "button",
          {
            class: "link chain-text",
            attrs: { type: "button", "data-testid": "chain-link", "data-entry-id": link.id },
            on: { click: (event) => actions.openHistory(link.id, event.currentTarget as HTMLElement) },
          },
          link.content,
        );
  return h("li", { class: "chain-item", attrs: { "data-testid": "chain-item", "data-entry-id": link.id } }, head, body);
}

/** One entry's life: where it came from, each text it held, the values that replaced it or it replaced. */
export function renderEntryHistory(container: Element, view: EntryHistoryView, actions: EntryHistoryActions, options: { focus: boolean }): void {
  const { entry, events, chain, provenance } = view;
  const heading = h("h3", { class: "history-title", attrs: { tabindex: "-1", "data-testid": "history-title" } }, "Entry history");
  fill(
    container,
    h(
      "section",
      { class: "entry-history", attrs: { "data-testid": "entry-history", "data-entry-id": entry.id, "aria-labelledby": "entry-history-title" } },
      h(
        "div",
        { class: "row between" },
        h(
          "button",
          { class: "button ghost small", attrs: { type: "button", "data-testid": "history-back" }, on: { click: () => actions.back() } },
          "← All entries",
        ),
        entry.supersededBy ? h("span", { class: "pill", attrs: { "data-testid": "history-superseded" } }, "superseded") : null,
      ),
      heading,
      h("p", { class: "entry-text", attrs: { "data-testid": "history-current" } }, entry.content),
      h(
        "p",
        { class: "muted small" },
        "Key ",
        h("code", { attrs: { "data-testid": "history-key" } }, entry.key),
        ` · ${entry.type.replace("_", " ")} · ${entry.source}`,
      ),
      h("h4", { class: "panel-title" }, "Timeline"),
      h("ol", { class: "history-events", attrs: { "data-testid": "history-events" } }, ...events.map(eventItem)),
      chain.length > 1
        ? h(
            "div",
            {},
            h("h4", { class: "panel-title" }, "Values over time, newest first"),
            h("ol", { class: "chain", attrs: { "data-testid": "history-chain" } }, ...chain.map((link) => chainItem(link, entry, actions))),
          )
        : null,
      h("h4", { class: "panel-title" }, "Came from"),
      h(
        "p",
        { class: "small", attrs: { "data-testid": "history-provenance" } },
        provenance.sessionId
          ? h(
              "button",
              {
                class: "link",
                attrs: { type: "button", "data-testid": "history-session", "aria-label": `Open session ${provenance.sessionId}` },
                on: { click: () => actions.openSession(provenance.sessionId!) },
              },
              `Session ${provenance.sessionId}`,
            )
          : "No session (stored directly)",
        ` · ${provenance.messageIds.length} message${provenance.messageIds.length === 1 ? "" : "s"} · trust: ${provenance.trust}`,
      ),
    ),
  );
  heading.id = "entry-history-title";
  // Opening a history moves focus to it; a refresh after a chat turn must not take focus from the composer.
  if (options.focus) heading.focus();
}
