import type { Message } from "../message/message-schema.js";

/** Where the exchange still under way starts: after the last assistant text reply without a tool call. */
export function pendingExchangeStart(history: readonly Message[]): number {
  for (let i = history.length - 1; i >= 0; i--) {
    const message = history[i]!;
    if (message.role === "assistant" && !message.parts.some((part) => part.type === "tool-call") && message.parts.some((part) => part.type === "text")) {
      return i + 1;
    }
  }
  return 0;
}

/** An exchange is finished when the assistant has answered a user message with text and no open tool call. */
function exchangeFinished(exchange: readonly Message[]): boolean {
  const last = exchange.at(-1);
  if (last?.role !== "assistant" || !exchange.some((message) => message.role === "user")) return false;
  return !last.parts.some((part) => part.type === "tool-call") && last.parts.some((part) => part.type === "text");
}

/**
 * The exchanges `incoming` finishes when appended to the exchange under way (`current`), in order, and
 * the exchange under way after it. An assistant's text followed in the same batch by more of its turn
 * (a coding agent writes text, then a tool call, as separate messages) does not end the exchange: the
 * next user message does.
 */
export function exchangesFinishedBy(current: readonly Message[], incoming: readonly Message[]): { finished: Message[][]; underWay: Message[] } {
  const finished: Message[][] = [];
  let exchange = [...current];
  for (const [k, message] of incoming.entries()) {
    exchange.push(message);
    const next = incoming[k + 1];
    if (!exchangeFinished(exchange) || (next !== undefined && next.role !== "user")) continue;
    finished.push(exchange);
    exchange = [];
  }
  return { finished, underWay: exchange };
}
