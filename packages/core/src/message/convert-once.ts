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

/**
 * `convertOnce` over a whole list: a list that starts with the same message objects as the last list
 * converted from the same first message (a session's kept history, call after call) takes those
 * conversions from it without a lookup per message; the rest go through `convertOnce`. Returns a new
 * array each time.
 */
export function convertListOnce<T>(convert: (message: Message) => T): (messages: readonly Message[]) => T[] {
  const one = convertOnce(convert);
  const lastFrom = new WeakMap<Message, { readonly input: readonly Message[]; readonly output: readonly T[] }>();
  return (messages) => {
    const first = messages[0];
    if (first === undefined) return [];
    const last = lastFrom.get(first);
    const output = new Array<T>(messages.length);
    let same = 0;
    if (last) {
      const shared = Math.min(last.input.length, messages.length);
      while (same < shared && last.input[same] === messages[same]) {
        output[same] = last.output[same]!;
        same++;
      }
    }
    for (let i = same; i < messages.length; i++) output[i] = one(messages[i]!);
    lastFrom.set(first, { input: messages.slice(), output: output.slice() });
    return output;
  };
}
