import { redactText } from "@engram/core/extraction";

/** A key as the store holds it (trimmed, redacted, at most 200 characters), so a lookup finds what `remember` wrote. */
export function storedKey(key: string): string {
  return redactText(key.trim()).slice(0, 200);
}
