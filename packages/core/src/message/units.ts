import type { Message } from "./message-schema.js";
import { UnitGrouper } from "./unit-grouper.js";

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

/**
 * Groups messages into units. A tool result always lands in the unit of its call; should a result
 * arrive after unrelated messages, everything from the call to the result becomes one unit, so no
 * cut can ever separate them.
 */
export function groupUnits(messages: readonly Message[]): Unit[] {
  const grouper = new UnitGrouper();
  for (const message of messages) grouper.push(message);
  return [...grouper.units()];
}
