import { puttyKeySpans } from "./putty-keys.js";
import { assignmentSpans, flagSpans } from "./secret-assignments.js";
import { commandSpans } from "./secret-commands.js";
import { isSensitiveName } from "./secret-names.js";
import { rulesFor, type PatternRule } from "./secret-patterns.js";
import { authorizationSpans } from "./secret-phrases.js";
import { proseSpans } from "./secret-prose.js";
import type { SecretSpan } from "./secret-span.js";
import { secretTextView } from "./secret-text-view.js";
import { basicAuthSpans, isHighEntropyToken, tokenSpans } from "./secret-tokens.js";

export type { SecretSpan } from "./secret-span.js";
export { isHighEntropyToken, isSensitiveName };

type Detector = (text: string, spans: SecretSpan[], nested?: (decoded: string) => boolean) => void;

function patternSpans(rule: PatternRule, text: string, spans: SecretSpan[]): void {
  for (const match of text.matchAll(rule.pattern)) {
    const span = match.indices?.[rule.group ?? 0];
    if (!span || span[1] <= span[0]) continue;
    if (rule.accept && !rule.accept(text.slice(span[0], span[1]))) continue;
    spans.push({ kind: rule.kind, start: span[0], end: span[1] });
  }
}

/** Secrets known by their context: a header, a command, a name, a phrase; then standalone tokens. */
const contextDetectors: readonly Detector[] = [authorizationSpans, basicAuthSpans, commandSpans, assignmentSpans, flagSpans, proseSpans, tokenSpans];

const byStart = (a: SecretSpan, b: SecretSpan): number => a.start - b.start || b.end - a.end;

/**
 * Adds `found` to `accepted` (sorted, disjoint), leaving out every span that overlaps one already
 * accepted or an earlier one of `found`. Linear in both lengths, so many findings stay cheap.
 */
function acceptDisjoint(accepted: readonly SecretSpan[], found: SecretSpan[]): SecretSpan[] {
  if (found.length === 0) return accepted as SecretSpan[];
  found.sort(byStart);
  const merged: SecretSpan[] = [];
  let i = 0;
  let lastEnd = -1;
  for (const span of found) {
    if (span.end <= span.start || span.start < lastEnd) continue;
    while (i < accepted.length && accepted[i]!.end <= span.start) merged.push(accepted[i++]!);
    if (i < accepted.length && accepted[i]!.start < span.end) continue;
    merged.push(span);
    lastEnd = span.end;
  }
  while (i < accepted.length) merged.push(accepted[i++]!);
  return merged;
}

/**
 * Every finding, most specific first: where findings overlap, the earlier one wins (a GitHub token in
 * `GITHUB_TOKEN=ghp_…` is a github-token, not a token).
 */
function detect(text: string, nested: ((decoded: string) => boolean) | undefined): SecretSpan[] {
  let accepted: SecretSpan[] = [];
  const run = (detector: Detector): void => {
    const found: SecretSpan[] = [];
    detector(text, found, nested);
    accepted = acceptDisjoint(accepted, found);
  };
  run(puttyKeySpans);
  for (const rule of rulesFor(text)) run((_, spans) => patternSpans(rule, text, spans));
  for (const detector of contextDetectors) run(detector);
  return accepted;
}

/**
 * Spans that start right after the backslash of an escape in JSON text (`\nb3Blbn…`, a token after a
 * `\n`) take the backslash too: a lone backslash before a marker would make the JSON invalid.
 */
function withEscapes(text: string, spans: SecretSpan[]): SecretSpan[] {
  let previousEnd = 0;
  return spans.map((span) => {
    const escaped = span.start > previousEnd && text[span.start - 1] === "\\" && text[span.start - 2] !== "\\";
    previousEnd = span.end;
    return escaped ? { ...span, start: span.start - 1 } : span;
  });
}

/** Whether decoded text (base64's) holds a secret; decoded text is not decoded again. */
const holdsSecret = (decoded: string): boolean => detect(secretTextView(decoded).text, undefined).length > 0;

/**
 * The secrets in `text`, in text order and disjoint, as spans of `text` itself. Matching runs on its
 * NFKC form without invisible characters, so a key written in full-width letters or split by
 * zero-width spaces is found, and its span covers those characters too.
 */
export function findSecretSpans(text: string): SecretSpan[] {
  const view = secretTextView(text);
  const spans = withEscapes(view.text, detect(view.text, holdsSecret));
  if (view.text === text) return spans;
  return spans.map((span) => ({ ...span, ...view.original(span.start, span.end) }));
}
