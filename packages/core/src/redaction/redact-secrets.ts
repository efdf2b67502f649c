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

/** `text` with each span (sorted, disjoint) replaced by its marker. */
export function replaceSpans(text: string, spans: readonly SecretSpan[]): string {
  let out = "";
  let at = 0;
  for (const span of spans) {
    const marker = redactionMarker(span.kind);
    out += text.slice(at, span.start) + (span.quote === undefined ? marker : `${span.quote}${marker}${span.quote}`);
    at = span.end;
  }
  return out + text.slice(at);
}

/**
 * Replaces secrets in `text`: private keys (PEM, OpenSSH, PuTTY), provider keys and tokens (OpenAI,
 * Anthropic, Google, AWS, GitHub, GitLab, Slack, Stripe, Hugging Face, SendGrid, Mailgun, npm, PyPI,
 * Twilio, DigitalOcean, Shopify, Databricks, Vault, …), JWTs, `Authorization` credentials, passwords
 * in URLs of any scheme and on command lines (`curl -u`, `mysql -p`, `docker login -p`, …), values of
 * secret-named fields, flags and query parameters (`password=`, `"apiKey": …`, `--token x`,
 * `?access_token=`), secrets stated in prose ("my password is …", "my PIN is 4921"), base64 that
 * decodes to a secret, and random-looking tokens of unknown formats. Text is matched in NFKC form
 * without invisible characters. Commit hashes, UUIDs, paths, URLs without credentials and prose about
 * passwords stay. Where two findings overlap, the more specific rule wins. Linear time; running it
 * twice changes nothing.
 */
export function redactSecrets(text: string): RedactionResult {
  if (text.length === 0) return { text, redactions: [] };
  const spans = findSecretSpans(text);
  if (spans.length === 0) return { text, redactions: [] };
  return { text: replaceSpans(text, spans), redactions: spans };
}

/**
 * The text of `redactSecrets`, for callers that need only that. The rules never change, so the last 128
 * results are kept (a message is redacted when archived, then again by extraction); texts over 8,192
 * characters are redacted every time, so the memo holds at most about 2 MB.
 */
export const redactText: (text: string) => string = recentMemo((text) => redactSecrets(text).text, 128, 8_192);
