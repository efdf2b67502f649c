import type { Unit } from "./unit.js";
import type { Message } from "./message-schema.js";
import { UnitGrouper } from "./unit-grouper.js";

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
