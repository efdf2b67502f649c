import type { EntryView, ForgetView } from "../api-types.js";
import { ApiCallError, api } from "./api-client.js";
import { fill, h } from "./dom.js";
import { clearError, showError } from "./errors.js";
import { type ConsolidationOutcome, consolidationNotice, reviewConsolidation } from "./render-consolidation.js";
import { renderDaily } from "./render-daily.js";
import { type EntryActions, renderEntries } from "./render-entries.js";
import { renderEntryHistory } from "./render-entry-history.js";
import { confirmForget, forgetNotice, purgeSummary } from "./render-forget.js";
import { renderMemoryIndex } from "./render-memory-index.js";

export interface MemoryPanelsOptions {
  /** The store the page works on now. */
  store(): string;
  /** Asks the page to open a session (an entry's provenance links to it). */
  openSession(sessionId: string): void;
}

export interface MemoryPanels {
  /** Re-reads entries, the daily log and MEMORY.md: after every memory change and every chat turn. */
  refresh(): Promise<void>;
}

interface MemoryState {
  store: string | undefined;
  query: string;
  showSuperseded: boolean;
  entries: EntryView[];
  /** The entry whose history the Long-term panel shows instead of the list. */
  historyId: string | undefined;
  forget: { view: ForgetView; text: string; message?: string } | undefined;
  consolidation: ConsolidationOutcome | undefined;
}

const panel = (name: string): HTMLElement => {
  const element = document.querySelector<HTMLElement>(`[data-panel="${name}"]`);
  if (!element) throw new Error(`The page has no [data-panel="${name}"].`);
  return element;
};

/**
 * The memory side of the page: the Long-term panel (list, superseded values, history, forget with undo,
 * reviewed consolidation with undo), the daily log and MEMORY.md. Notices stay until replaced or reload.
 */
export function createMemoryPanels(options: MemoryPanelsOptions): MemoryPanels {
  const state: MemoryState = {
    store: undefined,
    query: "",
    showSuperseded: false,
    entries: [],
    historyId: undefined,
    forget: undefined,
    consolidation: undefined,
  };
  const notices = h("div", { class: "notices", attrs: { role: "status", "data-testid": "memory-notices" } });
  const body = h("div", { class: "entries-body" });
  fill(panel("entries"), notices, body);

  /** Runs an action started from `where`; a failure is shown next to it in plain words. */
  const run = async (where: HTMLElement, action: () => Promise<void>): Promise<void> => {
    clearError(where);
    try {
      await action();
    } catch (error) {
      if (where.isConnected) showError(where, error);
      else showError(body, error);
    }
  };

  const renderNotices = () =>
    fill(
      notices,
      state.consolidation ? consolidationNotice(state.consolidation, undoConsolidation) : null,
      state.forget
        ? state.forget.message
          ? h(
              "div",
              { class: "notice", attrs: { "data-testid": "forget-notice", "data-entry-id": state.forget.view.forgotten } },
              h("span", { attrs: { "data-testid": "forget-notice-text" } }, state.forget.message),
            )
          : forgetNotice(state.forget.view, state.forget.text, { undo: undoForget, purge })
        : null,
    );

  const undoConsolidation = (undoId: string, where: HTMLElement) =>
    void run(where, async () => {
      const { restored } = await api.undoConsolidation(options.store(), undoId);
      if (state.consolidation) state.consolidation = { ...state.consolidation, restored };
      await refresh();
    });

  const undoForget = (undoId: string, where: HTMLElement) =>
    void run(where, async () => {
      await api.undoForget(options.store(), undoId);
      if (state.forget) state.forget = { ...state.forget, message: `Restored “${state.forget.text}”.` };
      await refresh();
    });

  const purge = (undoId: string, where: HTMLElement) =>
    void run(where, async () => {
      const { purged } = await api.purgeForgotten(options.store(), undoId);
      if (state.forget) state.forget = { ...state.forget, message: `Forgotten “${state.forget.text}”. ${purgeSummary(purged)}` };
      await refresh();
    });

  const openHistory = (entryId: string, where: HTMLElement) =>
    void run(where, async () => {
      const view = await api.entryHistory(options.store(), entryId);
      state.historyId = entryId;
      renderEntryHistory(body, view, historyActions, { focus: true });
    });

  const historyActions = {
    back: () => {
      state.historyId = undefined;
      renderList();
      body.querySelector<HTMLElement>("[data-testid=entry-search]")?.focus();
    },
    openHistory,
    openSession: (sessionId: string) => options.openSession(sessionId),
  };

  const entryActions: EntryActions = {
    search: (query, where) => void run(where, async () => ((state.query = query), await refreshEntries())),
    remember: (content, type, where) => void run(where, async () => (await api.remember(options.store(), content, type), await refresh())),
    showSuperseded: (show, where) => void run(where, async () => ((state.showSuperseded = show), await refreshEntries())),
    pin: (entry, pinned, where) => void run(where, async () => (await api.editEntry(options.store(), entry.id, { pinned }), await refresh())),
    edit: (entry, content, where) => void run(where, async () => (await api.editEntry(options.store(), entry.id, { content }), await refresh())),
    history: openHistory,
    forget: (entry, where) =>
      void run(where, async () => {
        const store = options.store();
        const view = await confirmForget(entry, (purgeToo) => api.forgetEntry(store, entry.id, purgeToo));
        if (!view) return;
        state.forget = { view, text: entry.content };
        await refresh();
      }),
    previewConsolidation: (where) =>
      void run(where, async () => {
        const store = options.store();
        const plan = await api.previewConsolidation(store);
        const outcome = await reviewConsolidation(plan, {
          preview: () => api.previewConsolidation(store),
          apply: (planId) => api.applyConsolidation(store, planId),
        });
        if (!outcome) return;
        // The server answered the apply after storing it: the notice (with this apply's Undo) shows now.
        state.consolidation = outcome;
        renderNotices();
        await refresh();
      }),
  };

  const renderList = () => renderEntries(body, { entries: state.entries, query: state.query, showSuperseded: state.showSuperseded }, entryActions);

  async function refreshEntries(): Promise<void> {
    const store = options.store();
    const query = state.query || undefined;
    state.entries = (state.showSuperseded ? await api.entriesWithSuperseded(store, query) : await api.entries(store, query)).entries;
    renderNotices();
    if (state.historyId === undefined) return renderList();
    try {
      renderEntryHistory(body, await api.entryHistory(store, state.historyId), historyActions, { focus: false });
    } catch (error) {
      if (!(error instanceof ApiCallError && error.code === "NOT_FOUND")) throw error;
      // The entry is gone (forgotten, or removed by a consolidation undo): back to the list.
      state.historyId = undefined;
      renderList();
    }
  }

  async function refresh(): Promise<void> {
    const store = options.store();
    if (state.store !== store) {
      // Another store: its notices, search and open history belong to the one the page left.
      Object.assign(state, { store, query: "", historyId: undefined, forget: undefined, consolidation: undefined });
    }
    const [{ items }] = await Promise.all([api.daily(store), refreshEntries(), refreshMemoryIndex(store)]);
    renderDaily(panel("daily"), items, options.openSession);
  }

  /** MEMORY.md's panel says itself when it cannot be read: the other panels still work. */
  async function refreshMemoryIndex(store: string): Promise<void> {
    const container = panel("memory-index");
    try {
      renderMemoryIndex(container, await api.memoryIndex(store));
    } catch (error) {
      const note = h("p", { class: "empty" }, "MEMORY.md could not be read.");
      fill(container, note);
      showError(note, error);
    }
  }

  return { refresh };
}
