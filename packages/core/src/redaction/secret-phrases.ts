import { isReference, looksSecret } from "./secret-names.js";
import type { SecretSpan } from "./secret-span.js";
import { ValueReader } from "./secret-values.js";

/**
 * Secrets given in prose: "my password is Tr0ub4dor&3", "the password for the staging db is
 * hunter2-Blue", "my AWS secret key is …", "the api key is …", "my PIN is 4921". At most six
 * words may name what the secret is for, so every attempt reads a bounded stretch.
 */
const prose =
  /(?<![A-Za-z0-9_])(pass(?:word|phrase|code)|passwd|pin(?:[ \t]+(?:code|number))?|(?:api|access|secret|private|auth|app|license|account)[ \t_-]?(?:key|token)|secret(?:[ \t]+access)?(?:[ \t]+key)?|token|credentials?)(?![A-Za-z0-9_])(?:[ \t]+(?:for|of|to|on|at)(?:[ \t]+[^\s.;:!?=]{1,40}){1,6}?)?[ \t]+(?:is[ \t]+now|is[ \t]+still|is[ \t]+set[ \t]+to|was[ \t]+changed[ \t]+to|is|was|are|were)(?:[ \t]*:)?[ \t]+/gi;

/** Most texts (code, logs, JSON) have no "is"/"was" after a word, and the prose pattern is then not run at all. */
const proseHint = /[ \t](?:is|was|are|were)[ \t]/i;

function proseKind(keyword: string): string {
  const word = keyword.toLowerCase();
  if (word.startsWith("pin")) return "pin";
  if (word.startsWith("pass")) return "password";
  if (/key$/.test(word)) return "api-key";
  if (/token$/.test(word)) return "token";
  return "secret";
}

export function proseSpans(text: string, spans: SecretSpan[]): void {
  if (!proseHint.test(text)) return;
  const reader = new ValueReader(text, { words: true });
  for (const match of text.matchAll(prose)) {
    const kind = proseKind(match[1] ?? "");
    const span = reader.read(match.index + match[0].length);
    if (!span) continue;
    const value = text.slice(span.start, span.end);
    const pin = kind === "pin" && /^\d{3,12}$/.test(value);
    if (pin || (span.quoted ? !isReference(value) : looksSecret(value))) spans.push({ kind, start: span.start, end: span.end });
  }
}

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
