import { api } from "./api-client.js";
import { wireComposer } from "./chat.js";
import { byId, fill, h } from "./dom.js";
import { runShowingErrors, showError } from "./errors.js";
import { applyUrl, newSession, openSession, switchStore, type NavigationHooks } from "./navigation.js";
import { createMemoryPanels } from "./memory-panels.js";
import { renderSessionHits, renderSessions } from "./render-sessions.js";
import { renderSessionView } from "./session-view.js";
import { frameworkLabel, storeLabel, writeUrlState, type ChatState } from "./state.js";
import { wireAreaTabs, wirePanelTabs } from "./tabs.js";
import { TracePanel } from "./trace-panel.js";

type PageState = ChatState;

let state: PageState;
let tracePanel: TracePanel;
let areas: { show: (area: string) => void };

/** Memory-panel actions report failures in the memory area, next to the panels. */
async function act(action: () => Promise<void>): Promise<void> {
  await runShowingErrors(byId("budget"), action);
}

/** Session-column actions report failures in the sessions column. */
const inSessions = (action: () => Promise<void>) => void runShowingErrors(byId("new-session"), action);

function renderSession(): void {
  renderSessionView(state, {
    openTrace: (traceId, opener) => void tracePanel.open(traceId, opener, traceContext()),
    startNew: () => void runShowingErrors(byId("messages"), async () => (await newSession(state, navigation), await refreshSessions())),
  });
  renderControls();
}

const traceContext = () => ({
  store: state.store,
  session: state.session,
  sessionId: state.sessionId,
  frameworkLabel: (id: string) => frameworkLabel(state, id),
});

const navigation: NavigationHooks = {
  render: () => {
    if (tracePanel.openTraceId && !state.session?.traces.some((trace) => trace.id === tracePanel.openTraceId)) tracePanel.close();
    renderSession();
  },
  refresh: async () => {
    await Promise.all([runShowingErrors(byId("new-session"), refreshSessions), act(refreshMemory)]);
  },
};

async function refreshSessions(): Promise<void> {
  const { sessions } = await api.sessions(state.store);
  const open = (id: string) => inSessions(async () => (await openSession(state, navigation, id), areas.show("chat"), await refreshSessions()));
  renderSessions(byId("session-list"), sessions, state.sessionId, open);
  renderSessionHits(byId("session-hits"), state.hits?.query ?? "", state.hits?.results, open);
}

// The memory side (Long-term with history, forget and reviewed consolidation; daily log; MEMORY.md).
const memoryPanels = createMemoryPanels({
  store: () => state.store,
  openSession: (id) => inSessions(async () => (await openSession(state, navigation, id), areas.show("chat"), await refreshSessions())),
});
const refreshMemory = (): Promise<void> => memoryPanels.refresh();

// ---- Page shell ------------------------------------------------------------------------------------

function renderControls(): void {
  const { config } = state;
  const badge = byId("model-badge");
  badge.textContent = config.model.label;
  badge.dataset["short"] = config.model.offline ? "Offline model" : config.model.modelId;
  badge.classList.toggle("offline", config.model.offline);
  fill(
    byId("frameworks"),
    ...config.frameworks.map((framework) =>
      h(
        "button",
        {
          attrs: {
            type: "button",
            role: "radio",
            "aria-checked": String(framework.id === state.framework),
            tabindex: framework.id === state.framework ? "0" : "-1",
            "data-framework": framework.id,
          },
          on: { click: () => chooseFramework(framework.id) },
        },
        framework.label,
      ),
    ),
  );
  const store = byId<HTMLSelectElement>("store");
  if (store.options.length !== config.stores.length) {
    fill(store, ...config.stores.map((option) => h("option", { attrs: { value: option.kind, title: option.location } }, storeLabel(option.kind))));
  }
  store.value = state.store;
}

function chooseFramework(id: string): void {
  state.framework = id;
  writeUrlState(state, "replace");
  renderSession();
  document.querySelector<HTMLElement>(`[data-framework="${id}"]`)?.focus();
}

function wire(): void {
  wireComposer(state, {
    render: navigation.render,
    afterTurn: () => navigation.refresh(),
  });
  byId("new-session").addEventListener("click", () =>
    inSessions(async () => {
      await newSession(state, navigation);
      areas.show("chat");
      await refreshSessions();
      byId<HTMLTextAreaElement>("message").focus();
    }),
  );
  byId("session-search").addEventListener("submit", (event) => {
    event.preventDefault();
    const query = byId<HTMLInputElement>("session-query").value.trim();
    inSessions(async () => {
      state.hits = query ? { query, results: (await api.searchSessions(state.store, query)).results } : undefined;
      await refreshSessions();
    });
  });
  byId<HTMLSelectElement>("store").addEventListener("change", (event) => {
    const store = (event.target as HTMLSelectElement).value;
    void runShowingErrors(byId("chat-notice"), () => switchStore(state, navigation, store));
  });
  // Arrow keys move between the framework radios, as in any radio group.
  byId("frameworks").addEventListener("keydown", (event) => {
    const ids = state.config.frameworks.map((framework) => framework.id);
    const index = ids.indexOf(state.framework);
    const step = event.key === "ArrowRight" || event.key === "ArrowDown" ? 1 : event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    chooseFramework(ids[(index + step + ids.length) % ids.length]!);
  });
  wirePanelTabs(byId("tabs"));
  areas = wireAreaTabs(byId("area-tabs"));
  window.addEventListener(
    "popstate",
    () => void runShowingErrors(byId("chat-notice"), async () => (await applyUrl(state, navigation), await navigation.refresh())),
  );
}

async function start(): Promise<void> {
  const config = await api.config();
  state = {
    config,
    store: config.defaultStore,
    framework: config.frameworks[0]?.id ?? "ai-sdk",
    sessionId: "",
    session: undefined,
    missing: false,
    pending: undefined,
    hits: undefined,
  };
  tracePanel = new TracePanel();
  wire();
  await applyUrl(state, navigation);
  await navigation.refresh();
  document.body.dataset["ready"] = "true";
}

start().catch((error: unknown) => showError(byId("chat-notice"), error));
