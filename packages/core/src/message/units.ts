import type { Message } from "./message-schema.js";

/**
 * The smallest group of messages that may be dropped together: an assistant message with tool
 * calls plus every message holding their results, or any other single message.
 */
export interface Unit {
  /** Index of the unit's first message in the list it was grouped from. */
  readonly start: number;
  /** Index one past the unit's last message. */
  readonly end: number;
  readonly messages: readonly Message[];
}

function toolCallIds(message: Message): string[] {
  const ids: string[] = [];
  for (const part of message.parts) if (part.type === "tool-call") ids.push(part.toolCallId);
  return ids;
}

function toolResultIds(message: Message): string[] {
  const ids: string[] = [];
  for (const part of message.parts) if (part.type === "tool-result") ids.push(part.toolCallId);
  return ids;
}

/**
 * Groups messages into units. A tool result always lands in the unit of its call; should a result
 * arrive after unrelated messages, everything from the call to the result becomes one unit, so no
 * cut can ever separate them.
 */
export function groupUnits(messages: readonly Message[]): Unit[] {
  const spans: Array<{ start: number; end: number }> = [];
  const unitOfCall = new Map<string, number>();

  messages.forEach((message, index) => {
    const resultIds = message.role === "tool" ? toolResultIds(message) : [];
    let joinFrom = -1;
    for (const id of resultIds) {
      const unitIndex = unitOfCall.get(id);
      if (unitIndex !== undefined && (joinFrom === -1 || unitIndex < joinFrom)) joinFrom = unitIndex;
    }
    // A tool message straight after an assistant tool-call unit (or another such tool message) joins it.
    const last = spans.at(-1);
    if (joinFrom === -1 && message.role === "tool" && last) {
      const lastFirst = messages[last.start];
      if (lastFirst?.role === "assistant" && toolCallIds(lastFirst).length > 0) joinFrom = spans.length - 1;
    }

    if (joinFrom === -1) {
      spans.push({ start: index, end: index + 1 });
    } else {
      spans[joinFrom]!.end = index + 1;
      if (joinFrom < spans.length - 1) {
        // Rare: a late result swallowed later units; their calls now belong to the merged unit.
        spans.length = joinFrom + 1;
        for (const [id, u] of unitOfCall) if (u > joinFrom) unitOfCall.set(id, joinFrom);
      }
    }
    const unitIndex = spans.length - 1;
    for (const id of toolCallIds(message)) unitOfCall.set(id, unitIndex);
  });

  return spans.map(({ start, end }) => ({ start, end, messages: messages.slice(start, end) }));
}
