import type { Message } from "./message-schema.js";

/**
 * `convert`, run once per message object: what an adapter builds for a kept message (its framework's
 * message type) is built the first time that message is sent and handed out again on every later call.
 * A session's prompts carry the same archived messages call after call (a message never changes once
 * archived), and rebuilding a long history's framework messages on every call was most of an adapter's
 * own cost. The results are shared between calls: use it for what goes to a model, which reads a prompt
 * and does not write into it, not for objects handed to application code.
 */
export function convertOnce<T>(convert: (message: Message) => T): (message: Message) => T {
  const converted = new WeakMap<Message, T>();
  return (message) => {
    if (converted.has(message)) return converted.get(message) as T;
    const value = convert(message);
    converted.set(message, value);
    return value;
  };
}
