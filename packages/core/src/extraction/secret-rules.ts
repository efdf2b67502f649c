/** One secret found in a text: what kind it is and the span that gets replaced. */
export interface SecretSpan {
  readonly kind: string;
  readonly start: number;
  readonly end: number;
}

/** A way to find secrets: `group` is the capture group replaced (0 = the whole match). */
interface PatternRule {
  readonly kind: string;
  readonly pattern: RegExp;
  readonly group?: number;
  /** Extra check on the captured value; a false keeps the text as it is. */
  readonly accept?: (value: string) => boolean;
}

/**
 * Names of fields whose values are secrets: `password`, `DB_PASSWORD`, `apiKey`, `client_secret`,
 * `GITHUB_TOKEN`, `aws_secret_access_key`. `max_tokens`, `tokenizer` and `primary_key` are not.
 */
const sensitiveWords = /^(?:password|passwd|passphrase|pwd|pw|pass|secret|token|credential|credentials|authorization|auth)$/;
const sensitivePairs = /(?:api|access|private|secret|signing|encryption|auth|client|master)(?:key|secret)$/;

/** Splits `DB_PASSWORD`, `apiKey`, `client-secret` into lowercase words. */
function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether a field or variable name says its value is a secret. */
export function isSensitiveName(name: string): boolean {
  const words = nameWords(name);
  if (words.some((word) => sensitiveWords.test(word))) return true;
  for (let i = 0; i + 1 < words.length; i++) {
    if (sensitivePairs.test(`${words[i]}${words[i + 1]}`)) return true;
  }
  return words.length === 1 && sensitivePairs.test(words[0] ?? "");
}

/** Values that name a secret without being one: env references, placeholders, code expressions. */
function isReference(value: string): boolean {
  return (
    value.length < 3 ||
    /^\[REDACTED/.test(value) ||
    /^(?:\$|%|<|\{\{|process\.env|os\.environ|env\(|getenv|import\.meta)/i.test(value) ||
    /^(?:true|false|null|none|undefined|nil|required|optional|string|number|boolean|redacted|changeme|example|xxx+|\*+|\.+)$/i.test(value) ||
    /^-?\d+(?:\.\d+)?$/.test(value) ||
    /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+(?:\(.*)?$/.test(value) ||
    /^[A-Za-z_$][\w$]*\(/.test(value)
  );
}

/** A value written after `secret:` in prose must look like a secret, not like a word. */
function looksSecret(value: string): boolean {
  if (isReference(value)) return false;
  if (/[0-9]/.test(value) && /[A-Za-z]/.test(value)) return true;
  if (/[^A-Za-z0-9\s-]/.test(value) && value.length >= 6) return true;
  return value.length >= 16 && /[A-Z]/.test(value) && /[a-z]/.test(value);
}

/** Shannon entropy in bits per character. */
function entropy(value: string): number {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / value.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** A long random-looking token, but not a commit hash, a UUID, a path, a URL or a word list. */
export function isHighEntropyToken(value: string): boolean {
  if (value.length < 20 || /\s/.test(value)) return false;
  if (/^[0-9a-f]+$/i.test(value)) return false;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return false;
  if (/^(?:\.{0,2}\/|~\/|[a-z][a-z0-9+.-]*:\/\/)/i.test(value) || /\.[a-z]{1,5}$/i.test(value)) return false;
  if (!/[0-9]/.test(value) || !/[A-Za-z]/.test(value)) return false;
  if (/^[a-z]+(?:[-_][a-z0-9]+)+$/.test(value)) return false;
  const segments = value.split("/");
  if (segments.length > 1 && segments.filter((s) => /^[a-z][a-z-]*$/.test(s)).length * 2 >= segments.length) return false;
  return entropy(value) >= 3.5;
}

const quoted = String.raw`"([^"\n]{1,200})"|'([^'\n]{1,200})'|\x60([^\x60\n]{1,200})\x60`;
const bare = String.raw`([^\s"'\x60,;&<>]{1,300})`;

/** Provider keys and tokens with a recognizable shape. Earlier rules win where spans overlap. */
const patternRules: readonly PatternRule[] = [
  {
    kind: "private-key",
    pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|$)/g,
  },
  { kind: "anthropic-key", pattern: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  { kind: "openai-key", pattern: /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g },
  { kind: "stripe-key", pattern: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}\b|\bwhsec_[A-Za-z0-9]{24,}\b/g },
  { kind: "google-api-key", pattern: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  { kind: "aws-access-key", pattern: /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/g },
  { kind: "github-token", pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})\b/g },
  { kind: "slack-token", pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}|https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/]+/g },
  { kind: "jwt", pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  { kind: "bearer-token", pattern: /\b(?:Bearer|Token|Basic)\s+([A-Za-z0-9._~+/-]{16,}=*)/g, group: 1 },
  {
    kind: "password",
    pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@"'<>]+:([^\s@/"'<>]+)@/gi,
    group: 1,
    accept: (value) => !isReference(value) || value.length >= 3,
  },
  {
    kind: "password",
    pattern: new RegExp(String.raw`\b(?:my|the|our|your)\s+(?:password|passphrase|pin)\s+is\s+(?:${quoted}|([^\s"'\x60,;]{6,100}?))(?=[.,;!?]?(?:\s|$))`, "gi"),
    accept: looksSecret,
  },
];

/** `name = value`, `name: value`, `"name": "value"`, `NAME=value` (env lines), `?token=value`. */
const assignment = new RegExp(
  String.raw`(?<![\w-])(["']?)([A-Za-z_][\w.-]{0,60})\1\s*(:=|=>|=|:)\s*(?:${quoted}|${bare})`,
  "g",
);

function kindOfName(name: string): string {
  const words = nameWords(name);
  if (words.some((word) => /^(?:password|passwd|passphrase|pwd|pw|pass)$/.test(word))) return "password";
  if (words.includes("token") || words.includes("authorization")) return "token";
  if (sensitivePairs.test(words.join("")) && words.includes("key")) return "api-key";
  return "secret";
}

function assignmentSpans(text: string): SecretSpan[] {
  const spans: SecretSpan[] = [];
  for (const match of text.matchAll(assignment)) {
    const name = match[2] ?? "";
    const separator = match[3] ?? "";
    const groups = [4, 5, 6, 7];
    const group = groups.find((g) => match[g] !== undefined);
    if (group === undefined) continue;
    const raw = match[group] ?? "";
    const value = group === 7 ? raw.replace(/[.)\]}]+$/, "") : raw;
    const start = match.index + match[0].length - raw.length - (group === 7 ? 0 : 1);
    const isQuoted = group !== 7;
    let kind: string | undefined;
    if (isSensitiveName(name)) {
      const ok = isQuoted || separator !== ":" ? !isReference(value) : looksSecret(value);
      if (ok) kind = kindOfName(name);
    }
    if (!kind && isHighEntropyToken(value)) kind = "token";
    if (kind) spans.push({ kind, start, end: start + value.length });
  }
  return spans;
}

/** The rules' patterns with match indices (`d`), compiled once: every archived message is scanned. */
const indexedPatterns = patternRules.map((rule) => new RegExp(rule.pattern.source, `${rule.pattern.flags}d`));

/** Every candidate secret span in `text`, by rule priority (not yet de-overlapped). */
export function findSecretSpans(text: string): SecretSpan[] {
  const spans: SecretSpan[] = [];
  for (let r = 0; r < patternRules.length; r++) {
    const rule = patternRules[r]!;
    // matchAll works on a copy of the pattern, so sharing it between calls is safe.
    for (const match of text.matchAll(indexedPatterns[r]!)) {
      const indices = match.indices;
      let span = indices?.[rule.group ?? 0];
      if (rule.group === undefined && rule.accept) {
        const groupIndex = [1, 2, 3, 4].find((g) => indices?.[g] !== undefined);
        span = groupIndex === undefined ? undefined : indices?.[groupIndex];
      }
      if (!span) continue;
      const value = text.slice(span[0], span[1]);
      if (rule.accept && !rule.accept(value)) continue;
      spans.push({ kind: rule.kind, start: span[0], end: span[1] });
    }
  }
  spans.push(...assignmentSpans(text));
  return spans;
}
