import type { SessionView } from "../api-types.js";
import { api, ApiCallError } from "./api-client.js";
import { byId } from "./dom.js";
import { pick, readUrlState, storeLabel, writeUrlState, type ChatState } from "./state.js";

/** What navigation asks of the page after it changes the state. */
export interface NavigationHooks {
  readonly render: () => void;
  /** Reloads what depends on the store or session: the session list, the memory panels. */
  readonly refresh: () => Promise<void>;
}

const isNotFound = (error: unknown) => error instanceof ApiCallError && error.code === "NOT_FOUND";

/** The session in a store, or undefined when the store has never seen it (404). */
async function findSession(store: string, id: string): Promise<SessionView | undefined> {
  try {
    return await api.session(store, id);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

export function notice(text: string): void {
  byId("chat-notice").textContent = text;
}

/** Opens a session of the current store; an unknown id shows the "does not exist" message instead. */
export async function openSession(state: ChatState, hooks: NavigationHooks, id: string, how: "push" | "replace" | "none" = "push"): Promise<void> {
  const session = await findSession(state.store, id);
  state.sessionId = id;
  state.session = session;
  state.missing = session === undefined;
  notice("");
  if (how !== "none") writeUrlState(state, how);
  hooks.render();
}

export async function newSession(state: ChatState, hooks: NavigationHooks, how: "push" | "replace" = "push"): Promise<void> {
  const { id } = await api.newSession();
  state.sessionId = id;
  state.session = undefined;
  state.missing = false;
  writeUrlState(state, how);
  hooks.render();
}

/** Moves to another store, keeping the session when that store has it, and saying so when it starts a new one. */
export async function switchStore(state: ChatState, hooks: NavigationHooks, store: string): Promise<void> {
  const previous = state.sessionId;
  state.store = store;
  state.hits = undefined;
  const session = state.missing ? undefined : await findSession(store, previous);
  if (session) {
    state.session = session;
    writeUrlState(state, "replace");
    hooks.render();
    notice(`Kept session ${previous}: the ${storeLabel(store)} store has it.`);
  } else {
    await newSession(state, hooks);
    notice(`Session ${previous} is not in the ${storeLabel(store)} store: started a new session there.`);
  }
  await hooks.refresh();
}

/** Applies the address (?session&store&framework): on load, and on Back/Forward. */
export async function applyUrl(state: ChatState, hooks: NavigationHooks): Promise<void> {
  const wanted = readUrlState();
  const { config } = state;
  const storeBefore = state.store;
  state.store = pick(
    wanted.store,
    config.stores.map((store) => store.kind),
    config.defaultStore,
  );
  state.framework = pick(
    wanted.framework,
    config.frameworks.map((framework) => framework.id),
    config.frameworks[0]?.id ?? "ai-sdk",
  );
  if (wanted.session) await openSession(state, hooks, wanted.session, "replace");
  else await newSession(state, hooks, "replace");
  if (state.store !== storeBefore) state.hits = undefined;
}
