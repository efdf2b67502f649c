import { recentMemo } from "../util/recent-memo.js";
import { findSecretSpans, type SecretSpan } from "./secret-rules.js";

/** One replaced secret: its kind and its span in the original text. */
export type Redaction = SecretSpan;

export interface RedactionResult {
  /** The text with each secret replaced by `[REDACTED:<kind>]`. */
  readonly text: string;
  /** What was replaced, in text order; offsets refer to the input text. */
  readonly redactions: readonly Redaction[];
}

/** The marker a secret of `kind` becomes. */
export function redactionMarker(kind: string): string {
  return `[REDACTED:${kind}]`;
}

/**
 * Replaces secrets in `text`: provider keys (OpenAI, Anthropic, Google, AWS, GitHub, Slack, Stripe),
 * JWTs, bearer tokens, credentials in connection strings, PEM private keys, values assigned to
 * secret-named fields (`password=`, `secret:`, `GITHUB_TOKEN=`, `"apiKey": "…"`), and long
 * high-entropy tokens in any assignment. Commit hashes, UUIDs, paths and prose about passwords stay.
 * Where two findings overlap, the more specific rule wins. Running it twice changes nothing.
 */
export function redactSecrets(text: string): RedactionResult {
  if (text.length === 0) return { text, redactions: [] };
  const accepted: Redaction[] = [];
  for (const span of findSecretSpans(text)) {
    if (span.end <= span.start) continue;
    if (accepted.some((other) => span.start < other.end && other.start < span.end)) continue;
    accepted.push(span);
  }
  if (accepted.length === 0) return { text, redactions: [] };
  accepted.sort((a, b) => a.start - b.start);
  let out = "";
  let at = 0;
  for (const span of accepted) {
    out += text.slice(at, span.start) + redactionMarker(span.kind);
    at = span.end;
  }
  out += text.slice(at);
  return { text: out, redactions: accepted };
}

/**
 * The text of `redactSecrets`, for callers that need only that. The rules never change, so the last 128
 * results are kept (a message is redacted when archived, then again by extraction); texts over 8,192
 * characters are redacted every time, so the memo holds at most about 2 MB.
 */
export const redactText: (text: string) => string = recentMemo((text) => redactSecrets(text).text, 128, 8_192);
