import type { Unit } from "./unit.js";
import type { Message } from "./message-schema.js";

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
 * Groups messages into units one message at a time, so a list that grows is grouped once: what
 * `groupUnits` does over a whole list. A tool result always lands in the unit of its call; should a
 * result arrive after unrelated messages, everything from the call to the result becomes one unit.
 * `units()` rebuilds only the units that changed since it was last asked.
 */
export class UnitGrouper {
  readonly #messages: Message[] = [];
  readonly #spans: Array<{ start: number; end: number }> = [];
  readonly #unitOfCall = new Map<string, number>();
  readonly #units: Unit[] = [];
  /** Units from this index on changed since `units()` last built them. */
  #dirtyFrom = 0;

  get messageCount(): number {
    return this.#messages.length;
  }

  push(message: Message): void {
    const messages = this.#messages;
    const spans = this.#spans;
    const index = messages.length;
    messages.push(message);
    const resultIds = message.role === "tool" ? toolResultIds(message) : [];
    let joinFrom = -1;
    for (const id of resultIds) {
      const unitIndex = this.#unitOfCall.get(id);
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
      this.#dirtyFrom = Math.min(this.#dirtyFrom, spans.length - 1);
    } else {
      spans[joinFrom]!.end = index + 1;
      if (joinFrom < spans.length - 1) {
        // Rare: a late result swallowed later units; their calls now belong to the merged unit.
        spans.length = joinFrom + 1;
        for (const [id, u] of this.#unitOfCall) if (u > joinFrom) this.#unitOfCall.set(id, joinFrom);
      }
      this.#dirtyFrom = Math.min(this.#dirtyFrom, joinFrom);
    }
    const unitIndex = spans.length - 1;
    for (const id of toolCallIds(message)) this.#unitOfCall.set(id, unitIndex);
  }

  /** The units so far (the same array, updated in place: copy it to keep a call's view). */
  units(): readonly Unit[] {
    const spans = this.#spans;
    this.#units.length = Math.min(this.#units.length, this.#dirtyFrom);
    for (let i = this.#units.length; i < spans.length; i++) {
      const { start, end } = spans[i]!;
      this.#units.push({ start, end, messages: this.#messages.slice(start, end) });
    }
    this.#dirtyFrom = spans.length;
    return this.#units;
  }

  /** The index of the first unit that changed since `units()` was last asked (the unit count when none did). */
  get firstChanged(): number {
    return Math.min(this.#dirtyFrom, this.#spans.length);
  }
}
