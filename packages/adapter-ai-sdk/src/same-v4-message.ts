import type { LanguageModelV4Message } from "@ai-sdk/provider";

/**
 * Whether two V4 prompt messages are the same values by identity: same role and provider options, and
 * parts whose every field is the very same value (`===`). The AI SDK builds a new prompt for every call
 * but passes the application's strings and objects through, so a re-sent message matches its previous
 * copy field by field without anything being read or compared by value.
 */
export function sameV4Message(a: LanguageModelV4Message, b: LanguageModelV4Message): boolean {
  if (a.role !== b.role || a.providerOptions !== b.providerOptions) return false;
  if (typeof a.content === "string" || typeof b.content === "string") return a.content === b.content;
  if (a.content.length !== b.content.length) return false;
  for (let i = 0; i < a.content.length; i++) if (!sameFields(a.content[i]!, b.content[i]!)) return false;
  return true;
}

function sameFields(a: object, b: object): boolean {
  if (a === b) return true;
  let count = 0;
  for (const key in a) {
    if (!Object.hasOwn(a, key)) continue;
    if ((a as Record<string, unknown>)[key] !== (b as Record<string, unknown>)[key] || !Object.hasOwn(b, key)) return false;
    count++;
  }
  for (const key in b) if (Object.hasOwn(b, key)) count--;
  return count === 0;
}
