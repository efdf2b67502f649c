import type { EntryView } from "../api-types.js";
import { fill, h, timeAgo } from "./dom.js";

/** What the Long-term list asks of the page; `where` is the control that asked, where a failure is shown. */
export interface EntryActions {
  search(query: string, where: HTMLElement): void;
  remember(content: string, type: string, where: HTMLElement): void;
  previewConsolidation(where: HTMLElement): void;
  showSuperseded(show: boolean, where: HTMLElement): void;
  pin(entry: EntryView, pinned: boolean, where: HTMLElement): void;
  edit(entry: EntryView, content: string, where: HTMLElement): void;
  forget(entry: EntryView, where: HTMLElement): void;
  history(entryId: string, where: HTMLElement): void;
}

export interface EntryListState {
  readonly entries: readonly EntryView[];
  readonly query: string;
  readonly showSuperseded: boolean;
}

const entryTypes = ["fact", "preference", "decision", "convention", "pattern", "solution", "code_context", "reference", "feedback"];

const excerpt = (text: string, max = 60): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function button(
  label: string,
  testId: string,
  onClick: (self: HTMLButtonElement) => void,
  extra: { class?: string; ariaLabel?: string } = {},
): HTMLButtonElement {
  const element: HTMLButtonElement = h(
    "button",
    {
      class: `button ghost small ${extra.class ?? ""}`,
      attrs: { type: "button", "data-testid": testId, "aria-label": extra.ariaLabel },
      on: { click: () => onClick(element) },
    },
    label,
  );
  return element;
}

function entryCard(entry: EntryView, byId: ReadonlyMap<string, EntryView>, actions: EntryActions): HTMLElement {
  const text = h("div", { class: "entry-text" }, entry.content);
  const superseded = entry.supersededBy !== undefined;
  const card = h("li", {
    class: `entry ${entry.pinned ? "pinned" : ""} ${superseded ? "superseded" : ""}`,
    attrs: { "data-testid": "entry", "data-entry-id": entry.id, "data-key": entry.key, "data-superseded": superseded ? "true" : undefined },
  });
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
            {
              class: "button primary small",
              attrs: { type: "button", "data-testid": "entry-save" },
              on: { click: (event) => actions.edit(entry, area.value, event.currentTarget as HTMLElement) },
            },
            "Save",
          ),
          h(
            "button",
            { class: "button ghost small", attrs: { type: "button" }, on: { click: () => card.replaceWith(entryCard(entry, byId, actions)) } },
            "Cancel",
          ),
        ),
      ),
    );
    area.focus();
  };
  const newer = entry.supersededBy === undefined ? undefined : byId.get(entry.supersededBy);
  const about = `“${excerpt(entry.content, 40)}”`;
  fill(
    card,
    h(
      "div",
      { class: "entry-head" },
      h("span", { class: `kind kind-${entry.type}` }, entry.type.replace("_", " ")),
      entry.pinned ? h("span", { class: "pill pill-pin", attrs: { "data-testid": "pinned-badge" } }, "pinned") : null,
      superseded ? h("span", { class: "pill", attrs: { "data-testid": "superseded-badge" } }, "superseded") : null,
      h(
        "span",
        { class: "muted small" },
        `importance ${entry.importance.toFixed(2)} · used ${entry.useCount}× · ${entry.source}${entry.revisions ? ` · ${entry.revisions} rev.` : ""} · ${timeAgo(entry.updatedAt)}`,
      ),
    ),
    text,
    superseded
      ? h(
          "p",
          { class: "superseded-by small", attrs: { "data-testid": "superseded-by" } },
          "Superseded by ",
          h(
            "button",
            {
              class: "link",
              attrs: { type: "button", "data-testid": "superseded-by-link", "data-entry-id": entry.supersededBy },
              on: { click: (event) => actions.history(entry.supersededBy!, event.currentTarget as HTMLElement) },
            },
            newer ? `“${excerpt(newer.content)}”` : `entry ${entry.supersededBy}`,
          ),
        )
      : null,
    h(
      "div",
      { class: "row actions" },
      superseded
        ? null
        : button(entry.pinned ? "Unpin" : "Pin", "entry-pin", (self) => actions.pin(entry, !entry.pinned, self), {
            ariaLabel: `${entry.pinned ? "Unpin" : "Pin"} ${about}`,
          }),
      superseded ? null : button("Edit", "entry-edit-button", startEdit, { ariaLabel: `Edit ${about}` }),
      button("History", "entry-history-button", (self) => actions.history(entry.id, self), { ariaLabel: `History of ${about}` }),
      button("Forget", "entry-forget", (self) => actions.forget(entry, self), { class: "danger", ariaLabel: `Forget ${about}` }),
    ),
  );
  return card;
}

/** Long-term entries: search, add, preview a consolidation, show superseded values; per entry pin, edit, history, forget. */
export function renderEntries(container: Element, list: EntryListState, actions: EntryActions): void {
  const { entries, query, showSuperseded } = list;
  const search = h("input", {
    attrs: { type: "search", placeholder: "Search long-term memory", "aria-label": "Search long-term memory", "data-testid": "entry-search" },
  });
  search.value = query;
  const content = h("input", { attrs: { type: "text", placeholder: "Add a memory…", "aria-label": "New memory", "data-testid": "remember-input" } });
  const type = h("select", { attrs: { "aria-label": "Type" } }, ...entryTypes.map((name) => h("option", { attrs: { value: name } }, name.replace("_", " "))));
  const rememberButton = h("button", { class: "button primary small", attrs: { type: "submit", "data-testid": "remember" } }, "Remember");
  const toggle = h("input", {
    attrs: { type: "checkbox", "data-testid": "show-superseded" },
    on: { change: (event) => actions.showSuperseded((event.currentTarget as HTMLInputElement).checked, toggleLabel) },
  });
  toggle.checked = showSuperseded;
  const toggleLabel = h("label", { class: "toggle small" }, toggle, "Show superseded");
  const current = entries.filter((entry) => entry.supersededBy === undefined);
  const supersededCount = entries.length - current.length;
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  fill(
    container,
    h("form", { class: "search", on: { submit: (event) => (event.preventDefault(), actions.search(search.value, search)) } }, search),
    h(
      "form",
      {
        class: "remember",
        on: { submit: (event) => (event.preventDefault(), content.value.trim() && actions.remember(content.value, type.value, rememberButton)) },
      },
      content,
      type,
      rememberButton,
    ),
    h(
      "div",
      { class: "row between wrap" },
      h(
        "h3",
        { class: "panel-title" },
        "Long-term entries",
        h("span", { class: "count", attrs: { "data-testid": "entry-count" } }, String(current.length)),
        showSuperseded && supersededCount
          ? h("span", { class: "muted small", attrs: { "data-testid": "superseded-count" } }, `+ ${supersededCount} superseded`)
          : null,
      ),
      h(
        "div",
        { class: "row" },
        toggleLabel,
        button("Preview consolidation", "consolidate", (self) => actions.previewConsolidation(self), {}),
      ),
    ),
    entries.length
      ? h("ul", { class: "entries" }, ...entries.map((entry) => entryCard(entry, byId, actions)))
      : h(
          "p",
          { class: "empty" },
          query ? "No entry matches." : "No long-term entries yet. Facts go to the daily log first; consolidate it, or remember one here.",
        ),
  );
}
