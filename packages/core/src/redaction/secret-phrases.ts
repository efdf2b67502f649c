import { isReference } from "./secret-names.js";
import type { SecretSpan } from "./secret-span.js";
import { ValueReader } from "./secret-values.js";

/** `Authorization: Basic …`, `"authorization": "Bearer …"`, `Proxy-Authorization: …`: the credentials after the scheme. */
const authorization = /(?<![\w-])(?:proxy-)?authorization["']?[ \t]*[:=][ \t]*["']?[ \t]*(?:([A-Za-z][\w-]{0,30})[ \t]+)?/gi;

function schemeKind(scheme: string | undefined): string {
  const word = scheme?.toLowerCase();
  if (word === "basic") return "basic-auth";
  if (word === "bearer") return "bearer-token";
  return "token";
}

export function authorizationSpans(text: string, spans: SecretSpan[]): void {
  if (!/authorization/i.test(text)) return;
  const reader = new ValueReader(text);
  for (const match of text.matchAll(authorization)) {
    const span = reader.read(match.index + match[0].length);
    if (!span) continue;
    const value = text.slice(span.start, span.end);
    // A JWT's dotted segments look like a property path to isReference; a credential is never a reference.
    if (value.length >= 4 && (!isReference(value) || (value.includes(".") && !value.startsWith("$"))))
      spans.push({ kind: schemeKind(match[1]), start: span.start, end: span.end });
  }
}
