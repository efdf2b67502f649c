import { markBusy } from "./busy.js";
import { streamChat } from "./chat-stream.js";
import { byId } from "./dom.js";
import { clearError, showError } from "./errors.js";
import type { ChatState } from "./state.js";

export interface ChatHooks {
  readonly render: () => void;
  /** After a stored turn: the session list and the memory panels changed. */
  readonly afterTurn: () => Promise<void>;
}

/** Paints the streamed reply into the pending bubble without redrawing the conversation. */
function paintReply(state: ChatState, hooks: ChatHooks): void {
  const text = document.querySelector<HTMLElement>("[data-testid=streaming-text]");
  if (text && state.pending) {
    text.textContent = state.pending.reply;
    const messages = byId("messages");
    messages.scrollTop = messages.scrollHeight;
  } else hooks.render();
}

/**
 * Sends the composer's text and streams the reply into the chat. The text stays in the textarea until the
 * turn is stored; a failure is shown under the composer and the draft is kept.
 */
async function send(state: ChatState, hooks: ChatHooks, text: string): Promise<void> {
  const composer = byId<HTMLFormElement>("composer");
  const input = byId<HTMLTextAreaElement>("message");
  const button = byId<HTMLButtonElement>("send");
  clearError(composer);
  // Busy until the panels have caught up with the turn too: what a person (or a test) does next sees it all.
  const done = markBusy();
  state.pending = { text, reply: "" };
  button.disabled = true;
  input.readOnly = true;
  composer.setAttribute("aria-busy", "true");
  hooks.render();
  let stored = false;
  try {
    const { session } = await streamChat({ store: state.store, framework: state.framework, sessionId: state.sessionId, message: text }, (delta) => {
      if (!state.pending) return;
      state.pending.reply += delta;
      paintReply(state, hooks);
    });
    state.session = session;
    state.missing = false;
    stored = true;
    if (input.value === text) input.value = "";
  } catch (error) {
    showError(composer, error);
  } finally {
    state.pending = undefined;
    button.disabled = false;
    input.readOnly = false;
    composer.removeAttribute("aria-busy");
    hooks.render();
  }
  try {
    if (stored) await hooks.afterTurn();
  } finally {
    done();
  }
}

export function wireComposer(state: ChatState, hooks: ChatHooks): void {
  const composer = byId<HTMLFormElement>("composer");
  const input = byId<HTMLTextAreaElement>("message");
  composer.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text || state.pending !== undefined) return;
    send(state, hooks, text)
      .catch((error: unknown) => showError(composer, error))
      .finally(() => input.focus());
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      composer.requestSubmit();
    }
  });
}
