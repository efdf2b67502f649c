import { byId, h } from "./dom.js";
import { renderBudget } from "./render-budget.js";
import { renderChat } from "./render-chat.js";
import { renderContext } from "./render-context.js";
import { renderRecall } from "./render-recall.js";
import { renderTimeline } from "./render-timeline.js";
import { frameworkLabel, storeLabel, type ChatState } from "./state.js";

/** The plain message shown when the URL names a session the store does not have. */
function missingSession(state: ChatState, startNew: () => void): HTMLElement {
  return h(
    "div",
    { class: "missing", attrs: { "data-testid": "session-missing", role: "alert" } },
    h("h2", {}, `This session does not exist in the ${storeLabel(state.store)} store`),
    h("p", {}, `No session “${state.sessionId}” was ever written to this store. Pick one from the list, or start a new one.`),
    h("button", { class: "button primary", attrs: { type: "button", "data-testid": "start-new-session" }, on: { click: startNew } }, "Start a new session"),
  );
}

export interface SessionViewActions {
  readonly openTrace: (traceId: string, opener: HTMLElement) => void;
  readonly startNew: () => void;
}

/** Draws everything that depends on the open session: the chat head, the chat, the gauge with its timeline, the context and recall tabs. */
export function renderSessionView(state: ChatState, actions: SessionViewActions): void {
  const messages = state.session?.messages ?? [];
  byId("chat-title").textContent = state.missing
    ? "Unknown session"
    : (messages.find((message) => message.role === "user")?.text.slice(0, 70) ?? "New session");
  byId("chat-sub").textContent = `Session ${state.sessionId} · ${frameworkLabel(state, state.framework)} · ${storeLabel(state.store)} store`;
  renderChat(byId("messages"), {
    session: state.session,
    pending: state.pending,
    frameworkLabel: (id) => frameworkLabel(state, id),
    openTrace: actions.openTrace,
    ...(state.missing ? { missing: missingSession(state, actions.startNew) } : {}),
  });
  renderBudget(byId("budget"), state.session?.manifest, state.config.contextWindow, renderTimeline(state.session?.timeline ?? []));
  renderContext(byId("panel-context"), state.session);
  renderRecall(byId("panel-recall"), state.session?.manifest);
}
