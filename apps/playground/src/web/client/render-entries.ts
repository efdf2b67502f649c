import type { EntryView } from "../api-types.js";
import { fill, h, timeAgo } from "./dom.js";

export interface EntryActions {
  search(query: string): void;
  remember(content: string, type: string): void;
  consolidate(): void;
  pin(entry: EntryView, pinned: boolean): void;
  edit(entry: EntryView, content: string): void;
  forget(entry: EntryView): void;
}

const entryTypes = ["fact", "preference", "decision", "convention", "pattern", "solution", "code_context", "reference", "feedback"];

function entryCard(entry: EntryView, actions: EntryActions): HTMLElement {
  const text = h("div", { class: "entry-text" }, entry.content);
  const card = h("li", { class: `entry ${entry.pinned ? "pinned" : ""}`, attrs: { "data-testid": "entry", "data-entry-id": entry.id, "data-key": entry.key } });
  const startEdit = () => {
    const area = h("textarea", { class: "entry-edit", attrs: { rows: "3", "aria-label": "Entry text", "data-testid": "entry-edit" } });
    area.value = entry.content;
    text.replaceWith(
      h(
        "div",
        { class: "edit-box" },
        area,
        h(
          "div",
          { class: "row" },
          h(
            "button",
            { class: "button primary small", attrs: { type: "button", "data-testid": "entry-save" }, on: { click: () => actions.edit(entry, area.value) } },
            "Save",
          ),
          h("button", { class: "button ghost small", attrs: { type: "button" }, on: { click: () => card.replaceWith(entryCard(entry, actions)) } }, "Cancel"),
        ),
      ),
    );
    area.focus();
  };
  card.append(
    h(
      "div",
      { class: "entry-head" },
      h("span", { class: `kind kind-${entry.type}` }, entry.type.replace("_", " ")),
      entry.pinned ? h("span", { class: "pill pill-pin", attrs: { "data-testid": "pinned-badge" } }, "pinned") : null,
      h(
        "span",
        { class: "muted small" },
        `importance ${entry.importance.toFixed(2)} · used ${entry.useCount}× · ${entry.source}${entry.revisions ? ` · ${entry.revisions} rev.` : ""} · ${timeAgo(entry.updatedAt)}`,
      ),
    ),
    text,
    h(
      "div",
      { class: "row actions" },
      h(
        "button",
        { class: "button ghost small", attrs: { type: "button", "data-testid": "entry-pin" }, on: { click: () => actions.pin(entry, !entry.pinned) } },
        entry.pinned ? "Unpin" : "Pin",
      ),
      h("button", { class: "button ghost small", attrs: { type: "button", "data-testid": "entry-edit-button" }, on: { click: startEdit } }, "Edit"),
      h(
        "button",
        { class: "button ghost small danger", attrs: { type: "button", "data-testid": "entry-forget" }, on: { click: () => actions.forget(entry) } },
        "Forget",
      ),
    ),
  );
  return card;
}

/** Long-term entries: search, add, consolidate the daily log, and per entry pin, edit, forget. */
export function renderEntries(container: Element, entries: readonly EntryView[], query: string, actions: EntryActions): void {
  const search = h("input", {
    attrs: { type: "search", placeholder: "Search long-term memory", "aria-label": "Search long-term memory", "data-testid": "entry-search" },
  });
  search.value = query;
  const content = h("input", { attrs: { type: "text", placeholder: "Add a memory…", "aria-label": "New memory", "data-testid": "remember-input" } });
  const type = h("select", { attrs: { "aria-label": "Type" } }, ...entryTypes.map((name) => h("option", { attrs: { value: name } }, name.replace("_", " "))));
  fill(
    container,
    h("form", { class: "search", on: { submit: (event) => (event.preventDefault(), actions.search(search.value)) } }, search),
    h(
      "form",
      { class: "remember", on: { submit: (event) => (event.preventDefault(), content.value.trim() && actions.remember(content.value, type.value)) } },
      content,
      type,
      h("button", { class: "button primary small", attrs: { type: "submit", "data-testid": "remember" } }, "Remember"),
    ),
    h(
      "div",
      { class: "row between" },
      h("h3", { class: "panel-title" }, `Long-term entries`, h("span", { class: "count", attrs: { "data-testid": "entry-count" } }, String(entries.length))),
      h(
        "button",
        {
          class: "button ghost small",
          attrs: { type: "button", "data-testid": "consolidate", title: "Distill the daily log into long-term entries" },
          on: { click: () => actions.consolidate() },
        },
        "Consolidate daily log",
      ),
    ),
    entries.length
      ? h("ul", { class: "entries" }, ...entries.map((entry) => entryCard(entry, actions)))
      : h(
          "p",
          { class: "empty" },
          query ? "No entry matches." : "No long-term entries yet. Facts go to the daily log first; consolidate it, or remember one here.",
        ),
  );
}
