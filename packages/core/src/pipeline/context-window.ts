import type { Message } from "../message/message-schema.js";
import type { Unit } from "../message/units.js";
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
  let total = 0;
  for (let i = 0; i < window.units.length; i++) total += costOf(window, i);
  return total;
}

/** Whether the window costs more than `budget`, measuring from the newest unit only as far as needed. */
export function windowExceeds(window: Window, budget: number): boolean {
  let total = 0;
  for (let i = window.units.length - 1; i >= 0; i--) {
    total += costOf(window, i);
    if (total > budget) return true;
  }
  return false;
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
