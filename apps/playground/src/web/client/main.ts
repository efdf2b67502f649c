import type { ConfigView, EntryView, SessionHit, SessionView } from "../api-types.js";
import { api } from "./api-client.js";
import { byId, fill, h } from "./dom.js";
import { renderBudget } from "./render-budget.js";
import { renderChat } from "./render-chat.js";
import { renderContext } from "./render-context.js";
import { createMemoryPanels } from "./memory-panels.js";
import { renderRecall } from "./render-recall.js";
import { renderSessionHits, renderSessions } from "./render-sessions.js";

interface PageState {
  config: ConfigView;
  store: string;
  framework: string;
  sessionId: string;
  session: SessionView | undefined;
  pending: string | undefined;
  entryQuery: string;
  entries: EntryView[];
  hits: { query: string; results: SessionHit[] } | undefined;
}

let state: PageState;

function showError(error: unknown): void {
  const box = byId("error");
  box.textContent = error instanceof Error ? error.message : String(error);
  box.hidden = false;
}

/** Runs an action; its failure is shown on the page instead of being lost in the console. */
async function act(action: () => Promise<void>): Promise<void> {
  byId("error").hidden = true;
  try {
    await action();
  } catch (error) {
    showError(error);
  }
}

function renderSession(): void {
  const messages = state.session?.messages ?? [];
  byId("chat-title").textContent = messages.find((message) => message.role === "user")?.text.slice(0, 70) ?? "New session";
  byId("chat-sub").textContent =
    `Session ${state.sessionId} · ${state.config.frameworks.find((f) => f.id === state.framework)?.label ?? state.framework} · ${state.store}`;
  renderChat(byId("messages"), messages, state.pending);
  renderBudget(byId("budget"), state.session?.manifest, state.config.contextWindow);
  renderContext(document.querySelector("[data-panel=context]")!, state.session);
  renderRecall(document.querySelector("[data-panel=recall]")!, state.session?.manifest);
}

async function refreshSessions(): Promise<void> {
  const { sessions } = await api.sessions(state.store);
  renderSessions(byId("session-list"), sessions, state.sessionId, (id) => void act(() => openSession(id)));
  renderSessionHits(byId("session-hits"), state.hits?.query ?? "", state.hits?.results, (id) => void act(() => openSession(id)));
}

// The memory side (Long-term with history, forget and reviewed consolidation; daily log; MEMORY.md).
const memoryPanels = createMemoryPanels({ store: () => state.store, openSession: (id) => void act(() => openSession(id)) });
const refreshMemory = (): Promise<void> => memoryPanels.refresh();

async function openSession(id: string): Promise<void> {
  state.sessionId = id;
  state.session = await api.session(state.store, id);
  renderSession();
  await refreshSessions();
}

async function newSession(): Promise<void> {
  const { id } = await api.newSession();
  state.sessionId = id;
  state.session = undefined;
  renderSession();
  await refreshSessions();
  byId<HTMLTextAreaElement>("message").focus();
}

async function send(text: string): Promise<void> {
  const button = byId<HTMLButtonElement>("send");
  state.pending = text;
  button.disabled = true;
  renderSession();
  try {
    const reply = await api.chat(state.store, state.framework, state.sessionId, text);
    state.session = reply.session;
  } finally {
    state.pending = undefined;
    button.disabled = false;
    renderSession();
  }
  await Promise.all([refreshSessions(), refreshMemory()]);
}

function selectTab(name: string): void {
  for (const tab of document.querySelectorAll<HTMLButtonElement>("[data-tab]")) tab.setAttribute("aria-selected", String(tab.dataset["tab"] === name));
  for (const panel of document.querySelectorAll<HTMLElement>("[data-panel]")) panel.hidden = panel.dataset["panel"] !== name;
}

function renderControls(): void {
  const { config } = state;
  const badge = byId("model-badge");
  badge.textContent = config.model.label;
  badge.classList.toggle("offline", config.model.offline);
  fill(
    byId("frameworks"),
    ...config.frameworks.map((framework) =>
      h(
        "button",
        {
          attrs: { type: "button", role: "radio", "aria-checked": String(framework.id === state.framework), "data-framework": framework.id },
          on: { click: () => ((state.framework = framework.id), renderControls(), renderSession()) },
        },
        framework.label,
      ),
    ),
  );
  const store = byId<HTMLSelectElement>("store");
  fill(
    store,
    ...config.stores.map((option) => h("option", { attrs: { value: option.kind, title: option.location } }, option.kind === "fs" ? "files" : option.kind)),
  );
  store.value = state.store;
}

function wire(): void {
  const input = byId<HTMLTextAreaElement>("message");
  byId("composer").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text || state.pending !== undefined) return;
    input.value = "";
    void act(() => send(text));
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      byId<HTMLFormElement>("composer").requestSubmit();
    }
  });
  byId("new-session").addEventListener("click", () => void act(newSession));
  byId("session-search").addEventListener("submit", (event) => {
    event.preventDefault();
    const query = byId<HTMLInputElement>("session-query").value.trim();
    void act(async () => {
      state.hits = query ? { query, results: (await api.searchSessions(state.store, query)).results } : undefined;
      await refreshSessions();
    });
  });
  byId<HTMLSelectElement>("store").addEventListener("change", (event) => {
    state.store = (event.target as HTMLSelectElement).value;
    state.hits = undefined;
    void act(async () => (await newSession(), await refreshMemory()));
  });
  for (const tab of document.querySelectorAll<HTMLButtonElement>("[data-tab]")) tab.addEventListener("click", () => selectTab(tab.dataset["tab"]!));
}

async function start(): Promise<void> {
  const config = await api.config();
  const { id } = await api.newSession();
  state = {
    config,
    store: config.defaultStore,
    framework: config.frameworks[0]?.id ?? "ai-sdk",
    sessionId: id,
    session: undefined,
    pending: undefined,
    entryQuery: "",
    entries: [],
    hits: undefined,
  };
  renderControls();
  wire();
  renderSession();
  await Promise.all([refreshSessions(), refreshMemory()]);
  document.body.dataset["ready"] = "true";
}

void act(start);
