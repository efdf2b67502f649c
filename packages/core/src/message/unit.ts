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
