import type { Unit } from "../message/unit.js";
import type { Message } from "../message/message-schema.js";

import type { TokenCounter } from "../tokens/token-counter.js";
import type { ManifestPart } from "./manifest.js";

/** The units still in the working context, with their costs measured only when something asks. */
export interface Window {
  units: Unit[];
  costs: Array<number | undefined>;
  /** Positions kept whatever they cost: the anchor's unit, a trailing tool call awaiting its result. */
  required: Set<number>;
  anchor: number | undefined;
  /** Index (in the grouped list) of the first message after the session's cut: those before it are pinned. */
  afterCut: number;
  readonly counter: TokenCounter;
  /**
   * The manifest part of each message of the grouped list, by its index there, once measured: kept from
   * call to call with an exact counter (a message's tokens never change), absent when counts are estimated.
   */
  readonly parts?: Array<ManifestPart | undefined>;
  /** The costs of units `[0, upTo)` are all measured and add up to `sum` (cleared when a trim replaces the units). */
  known?: { readonly upTo: number; readonly sum: number } | undefined;
  /** The whole grouped list, while the units are still all of it in order (cleared when a trim replaces them). */
  list?: readonly Message[] | undefined;
}

export function costOf(window: Window, position: number): number {
  let cost = window.costs[position];
  if (cost === undefined) {
    cost = 0;
    for (const message of window.units[position]!.messages) cost += window.counter.countMessage(message);
    window.costs[position] = cost;
  }
  return cost;
}

export function windowCost(window: Window): number {
  let total = window.known?.sum ?? 0;
  for (let i = window.known?.upTo ?? 0; i < window.units.length; i++) total += costOf(window, i);
  window.known = { upTo: window.units.length, sum: total };
  return total;
}

/**
 * Whether the window costs more than `budget`, measuring from the newest unit only as far as needed
 * (with a carried total, only the units it does not cover are measured).
 */
export function windowExceeds(window: Window, budget: number): boolean {
  const known = window.known;
  if (known !== undefined) {
    // The units the total does not cover are the newest: the walk measures them first, as far as needed.
    let total = 0;
    for (let i = window.units.length - 1; i >= known.upTo; i--) {
      total += costOf(window, i);
      if (total > budget) return true;
    }
    window.known = { upTo: window.units.length, sum: total + known.sum };
    return total + known.sum > budget;
  }
  let total = 0;
  for (let i = window.units.length - 1; i >= 0; i--) {
    total += costOf(window, i);
    if (total > budget) return true;
  }
  return false;
}

/**
 * The window's cost as far as it is known, without measuring anything more: the carried total, each
 * measured unit's cost, and the cheap estimate of the units never tokenized. Exact once `windowExceeds`
 * has answered false (it measured every unit).
 */
export function knownWindowCost(window: Window): number {
  let total = window.known?.sum ?? 0;
  for (let i = window.known?.upTo ?? 0; i < window.units.length; i++) {
    const cost = window.costs[i];
    if (cost !== undefined) total += cost;
    else for (const message of window.units[i]!.messages) total += window.counter.countMessageCheaply(message).tokens;
  }
  return total;
}

/** A trailing assistant unit whose tool calls have not all been answered yet. */
export function awaitsResults(unit: Unit): boolean {
  const calls = new Set<string>();
  for (const message of unit.messages) for (const part of message.parts) if (part.type === "tool-call") calls.add(part.toolCallId);
  for (const message of unit.messages) for (const part of message.parts) if (part.type === "tool-result") calls.delete(part.toolCallId);
  return calls.size > 0;
}

/** Index of the first message after the cut; the whole list when the cut point is not in it. */
export function windowStart(messages: readonly Message[], through: string | undefined): number {
  if (through === undefined) return 0;
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.id === through) return i + 1;
  // The caller's list no longer holds the cut point: treat the whole list as the window.
  return 0;
}

/** Index of the newest user message (the current task anchor), -1 without one. */
export function anchorIndexOf(messages: readonly Message[]): number {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.role === "user") return i;
  return -1;
}

/** How many messages the window holds. */
export function keptMessageCount(window: Window): number {
  let count = 0;
  for (const unit of window.units) count += unit.messages.length;
  return count;
}
