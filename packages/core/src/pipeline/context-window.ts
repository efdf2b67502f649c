import type { Message } from "../message/message-schema.js";
import { groupUnits, type Unit } from "../message/units.js";
import type { TokenCounter } from "../tokens/token-counter.js";

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
function awaitsResults(unit: Unit): boolean {
  const calls = new Set<string>();
  for (const message of unit.messages) for (const part of message.parts) if (part.type === "tool-call") calls.add(part.toolCallId);
  for (const message of unit.messages) for (const part of message.parts) if (part.type === "tool-result") calls.delete(part.toolCallId);
  return calls.size > 0;
}

/**
 * The units still in the working context: everything after the last cut, plus the pinned units
 * before it (the anchor kept at an earlier trim) and the current anchor. Only these messages are
 * grouped and validated, so a call's cost follows the window, not the session's length.
 */
export function buildWindow(args: {
  messages: readonly Message[];
  droppedThroughId: string | undefined;
  pinnedIds: readonly string[];
  counter: TokenCounter;
  validate: (list: readonly Message[]) => void;
}): Window {
  const { messages, counter } = args;
  const start = windowStart(messages, args.droppedThroughId);
  let anchorIndex = -1;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]!.role === "user") {
      anchorIndex = i;
      break;
    }
  }
  const before: Message[] = [];
  if (start > 0) {
    const pinned = new Set(args.pinnedIds);
    for (let i = start - 1; i >= 0 && pinned.size > 0; i--) {
      if (pinned.delete(messages[i]!.id) || i === anchorIndex) before.unshift(messages[i]!);
    }
    if (anchorIndex !== -1 && anchorIndex < start && !before.includes(messages[anchorIndex]!)) {
      before.push(messages[anchorIndex]!);
      before.sort((a, b) => messages.indexOf(a) - messages.indexOf(b));
    }
  }
  const list = before.length > 0 ? [...before, ...messages.slice(start)] : start > 0 ? messages.slice(start) : messages;
  args.validate(list);
  const units = groupUnits(list);
  const anchor = anchorIndex === -1 ? undefined : messages[anchorIndex]!;
  const window: Window = {
    units,
    costs: new Array<number | undefined>(units.length),
    required: new Set(),
    anchor: undefined,
    afterCut: before.length,
    counter,
  };
  if (anchor) {
    const position = units.findLastIndex((unit) => unit.messages.includes(anchor));
    window.anchor = position;
    window.required.add(position);
  }
  const last = units.length - 1;
  if (last >= 0 && awaitsResults(units[last]!)) window.required.add(last);

  return window;
}

/** Index of the first message after the cut; the whole list when the cut point is not in it. */
function windowStart(messages: readonly Message[], through: string | undefined): number {
  if (through === undefined) return 0;
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.id === through) return i + 1;
  // The caller's list no longer holds the cut point: treat the whole list as the window.
  return 0;
}

/** How many messages the window holds. */
export function keptMessageCount(window: Window): number {
  let count = 0;
  for (const unit of window.units) count += unit.messages.length;
  return count;
}
