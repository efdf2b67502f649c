import type { Message } from "../message/message-schema.js";
import { UnitGrouper } from "../message/unit-grouper.js";
import type { TokenCounter } from "../tokens/token-counter.js";
import { anchorIndexOf, awaitsResults, windowStart, type Window } from "./context-window.js";
import type { ManifestPart } from "./manifest.js";

export interface WindowInput {
  /** The whole session, oldest first. */
  readonly messages: readonly Message[];
  readonly droppedThroughId: string | undefined;
  readonly pinnedIds: readonly string[];
  readonly counter: TokenCounter;
  /** Validates messages entering the window (each once). */
  readonly validate: (list: readonly Message[]) => void;
}

/** What the last call's window was built from, and what it measured. */
interface Tracked {
  readonly droppedThroughId: string | undefined;
  readonly pinnedKey: string;
  readonly counter: TokenCounter;
  /** Index in the session of the first message after the cut. */
  readonly start: number;
  /** How many of the session's messages the window has taken in. */
  seen: number;
  /** The pinned messages before the cut, then the session from `start`. */
  readonly list: Message[];
  /** Where each pinned message before the cut sits in the session. */
  readonly beforeAt: readonly number[];
  readonly beforeCount: number;
  /** The anchor was before the cut (listed beside the pinned messages): such a window is never extended. */
  readonly anchorBeforeCut: boolean;
  readonly grouper: UnitGrouper;
  /** Each unit's cost, kept with an exact counter. */
  costs: Array<number | undefined>;
  /** The last window's costs that were all measured (see `Window.known`), kept with an exact counter. */
  known: Window["known"];
  /** Each listed message's manifest part, kept with an exact counter. */
  readonly parts: Array<ManifestPart | undefined> | undefined;
}

const pinnedKeyOf = (ids: readonly string[]): string => ids.join("\u0000");

/**
 * The working window from call to call. Between trims a session only grows, so the next call's window
 * is the last one plus the new messages: those are validated and grouped into units, and with an exact
 * counter the units' costs and the messages' manifest parts carry over, so a call no longer walks every
 * kept message several times. Anything else (a moved cut, another list, a message replaced in the
 * window, an anchor before the cut) builds the window from the whole session, as the first call does.
 */
export class WindowTracker {
  #tracked: Tracked | undefined;

  window(input: WindowInput): Window {
    const tracked = this.#tracked;
    if (tracked !== undefined && this.#extends(tracked, input)) return this.#extend(tracked, input);
    return this.#build(input);
  }

  /**
   * After the call: the costs its window measured are kept, unless it trimmed (the cut moved, so the
   * next call builds its window anew).
   */
  settle(window: Window, trimmed: boolean): void {
    if (trimmed) this.#tracked = undefined;
    else if (this.#tracked?.counter.exact) {
      this.#tracked.costs = window.costs;
      this.#tracked.known = window.known;
    }
  }

  #extends(tracked: Tracked, input: WindowInput): boolean {
    const { messages } = input;
    if (tracked.counter !== input.counter || tracked.droppedThroughId !== input.droppedThroughId) return false;
    if (tracked.pinnedKey !== pinnedKeyOf(input.pinnedIds) || messages.length < tracked.seen) return false;
    // The cut point must still be the last message with its id (windowStart looks for the last one).
    if (input.droppedThroughId !== undefined) {
      if (messages[tracked.start - 1]?.id !== input.droppedThroughId) return false;
      for (let i = tracked.seen; i < messages.length; i++) if (messages[i]!.id === input.droppedThroughId) return false;
    } else if (tracked.start !== 0) {
      return false;
    }
    // The window's messages are the very objects it was built from (a cheap check: no message is read).
    const { list, beforeCount, start } = tracked;
    if (tracked.anchorBeforeCut) return false;
    for (let j = 0; j < beforeCount; j++) if (messages[tracked.beforeAt[j]!] !== list[j]) return false;
    for (let i = start; i < tracked.seen; i++) if (messages[i] !== list[beforeCount + i - start]) return false;
    // A new anchor is always after the cut (it is the newest user message), so the pinned part holds.
    return true;
  }

  #extend(tracked: Tracked, input: WindowInput): Window {
    const fresh = input.messages.slice(tracked.seen);
    if (fresh.length > 0) {
      input.validate(fresh);
      for (const message of fresh) {
        tracked.list.push(message);
        tracked.grouper.push(message);
      }
      tracked.seen = input.messages.length;
    }
    return this.#windowOf(tracked, input.messages);
  }

  #build(input: WindowInput): Window {
    const { messages, counter } = input;
    const start = windowStart(messages, input.droppedThroughId);
    const anchorIndex = anchorIndexOf(messages);
    const before: Message[] = [];
    if (start > 0) {
      const pinned = new Set(input.pinnedIds);
      for (let i = start - 1; i >= 0 && pinned.size > 0; i--) {
        if (pinned.delete(messages[i]!.id) || i === anchorIndex) before.unshift(messages[i]!);
      }
      if (anchorIndex !== -1 && anchorIndex < start && !before.includes(messages[anchorIndex]!)) {
        before.push(messages[anchorIndex]!);
        before.sort((a, b) => messages.indexOf(a) - messages.indexOf(b));
      }
    }
    const list = [...before, ...messages.slice(start)];
    const beforeAt = before.map((message) => messages.lastIndexOf(message, start - 1));
    input.validate(list);
    const grouper = new UnitGrouper();
    for (const message of list) grouper.push(message);
    const tracked: Tracked = {
      droppedThroughId: input.droppedThroughId,
      pinnedKey: pinnedKeyOf(input.pinnedIds),
      counter,
      start,
      seen: messages.length,
      list,
      beforeAt,
      beforeCount: before.length,
      anchorBeforeCut: anchorIndex !== -1 && anchorIndex < start,
      grouper,
      costs: [],
      known: undefined,
      parts: counter.exact ? [] : undefined,
    };
    this.#tracked = tracked;
    return this.#windowOf(tracked, messages);
  }

  /** This call's window: its own arrays (a trim replaces them), the carried costs and parts. */
  #windowOf(tracked: Tracked, messages: readonly Message[]): Window {
    const changed = tracked.grouper.firstChanged;
    const units = [...tracked.grouper.units()];
    const costs = tracked.counter.exact ? tracked.costs.slice(0, changed) : [];
    // The carried total loses the units that changed (a tool result joining its call's unit).
    let known = tracked.counter.exact ? tracked.known : undefined;
    if (known !== undefined && changed < known.upTo) {
      let sum = known.sum;
      for (let i = changed; i < known.upTo; i++) sum -= tracked.costs[i]!;
      known = { upTo: changed, sum };
    }
    costs.length = units.length;
    tracked.costs = costs;
    tracked.known = known;
    const window: Window = {
      units,
      costs: costs.slice(),
      required: new Set(),
      anchor: undefined,
      afterCut: tracked.beforeCount,
      counter: tracked.counter,
      ...(tracked.parts === undefined ? {} : { parts: tracked.parts }),
      known,
      list: tracked.list,
    };
    const anchorIndex = anchorIndexOf(messages);
    if (anchorIndex !== -1) {
      const anchor = messages[anchorIndex]!;
      const position = units.findLastIndex((unit) => unit.messages.includes(anchor));
      window.anchor = position;
      window.required.add(position);
    }
    const last = units.length - 1;
    if (last >= 0 && awaitsResults(units[last]!)) window.required.add(last);
    return window;
  }
}
