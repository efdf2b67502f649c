import type { SecretSpan } from "./secret-span.js";

/** `Private-Lines: 14` in a PuTTY key file (PPK v2 and v3): that many base64 lines of private key follow. */
const privateLines = /(?<![\w-])Private-Lines:[ \t]*(\d{1,3})[ \t]*\r?\n/g;

/** The private lines of PuTTY keys; the public lines, the comment and the MAC are kept. */
export function puttyKeySpans(text: string, spans: SecretSpan[]): void {
  if (!text.includes("Private-Lines:")) return;
  // A header inside lines already read is part of a key: skipping it keeps the reads linear.
  let covered = 0;
  for (const match of text.matchAll(privateLines)) {
    if (match.index < covered) continue;
    const start = match.index + match[0].length;
    let end = start;
    for (let line = 0; line < Number(match[1]) && end < text.length; line++) {
      const next = text.indexOf("\n", end);
      end = next < 0 ? text.length : next + 1;
    }
    covered = end;
    while (end > start && (text[end - 1] === "\n" || text[end - 1] === "\r")) end--;
    if (end > start) spans.push({ kind: "private-key", start, end });
  }
}
