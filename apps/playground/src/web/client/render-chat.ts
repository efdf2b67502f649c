import type { MessageView } from "../api-types.js";
import { fill, h } from "./dom.js";

/** The conversation; `pending` shows the message being sent and a typing indicator. */
export function renderChat(container: Element, messages: readonly MessageView[], pending: string | undefined): void {
  const bubbles = messages.map((message) =>
    h(
      "div",
      { class: `bubble ${message.role}`, attrs: { "data-testid": `message-${message.role}` } },
      h("div", { class: "bubble-role" }, message.role === "user" ? "You" : "Agent"),
      h("div", { class: "bubble-text" }, message.text),
    ),
  );
  if (pending !== undefined) {
    bubbles.push(h("div", { class: "bubble user pending" }, h("div", { class: "bubble-role" }, "You"), h("div", { class: "bubble-text" }, pending)));
    bubbles.push(h("div", { class: "bubble assistant typing", attrs: { "data-testid": "typing" } }, h("span"), h("span"), h("span")));
  }
  if (bubbles.length === 0) {
    bubbles.push(
      h(
        "div",
        { class: "welcome" },
        h("h2", {}, "Talk to an agent with memory"),
        h(
          "p",
          {},
          "State a preference or a decision, start a new session, then ask about it. The panels on the right show what Engram sent, recalled and kept.",
        ),
        h("p", { class: "muted" }, "Try: “I prefer pnpm over npm for every project.”"),
      ),
    );
  }
  fill(container, ...bubbles);
  container.scrollTop = container.scrollHeight;
}
