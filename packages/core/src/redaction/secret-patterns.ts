/**
 * Secrets with a recognizable shape: private keys, provider keys and tokens, credentials in URLs and
 * in `Authorization` values. Every pattern runs in linear time: a pattern with an unbounded repeat
 * can only start where a run of its characters starts (the lookbehind), so no two attempts read the
 * same run, and everything else is bounded (test/extraction-redos.test.ts checks each with recheck).
 * A key may follow a dash or an underscore (`ci-token-ghp_…`), not a letter or a digit.
 */
export interface PatternRule {
  readonly kind: string;
  /** Global, with match indices (`d`). */
  readonly pattern: RegExp;
  /** The capture group replaced (0 = the whole match). */
  readonly group?: number;
  /** The rule only runs on texts that contain one of these. */
  readonly hints: readonly string[];
  /** Extra check on the replaced value; false keeps the text as it is. */
  readonly accept?: (value: string) => boolean;
}

const hasDigit = (value: string): boolean => /[0-9]/.test(value);

/** The PEM label of a private key: `RSA PRIVATE KEY`, `OPENSSH PRIVATE KEY`, `PGP PRIVATE KEY BLOCK`. */
const privateLabel = String.raw`(?:[A-Z0-9]{1,20} ){0,6}PRIVATE KEY(?: BLOCK)?`;

/** Earlier rules win where spans overlap. */
export const patternRules: readonly PatternRule[] = [
  {
    // A private key to its END line; cut off, to the end of the text or of the JSON string it is in.
    kind: "private-key",
    pattern: new RegExp(String.raw`-----BEGIN ${privateLabel}-----[^"]*?(?:-----END ${privateLabel}-----|(?=")|$)`, "gd"),
    hints: ["PRIVATE KEY"],
  },
  // The body of an OpenSSH private key without its armour ("openssh-key-v1" in base64).
  { kind: "private-key", pattern: /b3BlbnNzaC1rZXktdjE[A-Za-z0-9+/=\r\n]*/dg, hints: ["b3BlbnNzaC1rZXktdjE"] },
  { kind: "anthropic-key", pattern: /(?<![A-Za-z0-9])sk-ant-[A-Za-z0-9_-]{20,}/dg, hints: ["sk-ant-"] },
  {
    kind: "openai-key",
    pattern: /(?<![A-Za-z0-9])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/dg,
    hints: ["sk-"],
    accept: hasDigit,
  },
  {
    kind: "stripe-key",
    pattern: /(?<![A-Za-z0-9])(?:(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}|whsec_[A-Za-z0-9]{24,})/dg,
    hints: ["_live_", "_test_", "whsec_"],
  },
  { kind: "google-api-key", pattern: /(?<![A-Za-z0-9])AIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/dg, hints: ["AIza"] },
  { kind: "aws-access-key", pattern: /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}(?![A-Za-z0-9])/dg, hints: ["AKIA", "ASIA", "ABIA", "ACCA"] },
  {
    kind: "github-token",
    pattern: /(?<![A-Za-z0-9])(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})/dg,
    hints: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"],
  },
  {
    kind: "gitlab-token",
    pattern: /(?<![A-Za-z0-9])(?:gl(?:pat|dt|rt|ptt|ft|imt|cbt|oas|soat|ffct|agent)-[A-Za-z0-9_-]{20,}|GR1348941[A-Za-z0-9_-]{20,})/dg,
    hints: ["glpat-", "gldt-", "glrt-", "glptt-", "glft-", "glimt-", "glcbt-", "gloas-", "glsoat-", "glffct-", "glagent-", "GR1348941"],
  },
  {
    kind: "slack-token",
    pattern: /(?<![A-Za-z0-9])xox[abposre]-[A-Za-z0-9-]{10,}|hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]{10,}/dg,
    hints: ["xox", "hooks.slack.com"],
  },
  { kind: "discord-webhook", pattern: /discord(?:app)?\.com\/api\/webhooks\/\d{5,30}\/[A-Za-z0-9_-]{20,}/dg, hints: ["/api/webhooks/"] },
  { kind: "telegram-token", pattern: /(?<!\d)\d{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])/dg, hints: [":AA"] },
  { kind: "huggingface-token", pattern: /(?<![A-Za-z0-9])(?:hf_[A-Za-z0-9]{30,}|api_org_[A-Za-z0-9]{30,})/dg, hints: ["hf_", "api_org_"] },
  { kind: "sendgrid-key", pattern: /(?<![A-Za-z0-9])SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/dg, hints: ["SG."] },
  { kind: "mailgun-key", pattern: /(?<![A-Za-z0-9])key-[0-9a-f]{32}(?![\w-])/dg, hints: ["key-"] },
  { kind: "npm-token", pattern: /(?<![A-Za-z0-9])npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])/dg, hints: ["npm_"] },
  { kind: "pypi-token", pattern: /(?<![A-Za-z0-9])pypi-Ag[A-Za-z0-9_-]{50,}/dg, hints: ["pypi-"] },
  { kind: "twilio-key", pattern: /(?<![A-Za-z0-9])SK[0-9a-fA-F]{32}(?![A-Za-z0-9])/dg, hints: ["SK"] },
  { kind: "digitalocean-token", pattern: /(?<![A-Za-z0-9])do[por]_v1_[a-f0-9]{64}(?![A-Za-z0-9])/dg, hints: ["_v1_"] },
  { kind: "shopify-token", pattern: /(?<![A-Za-z0-9])shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}(?![A-Za-z0-9])/dg, hints: ["shpat_", "shpca_", "shppa_", "shpss_"] },
  { kind: "databricks-token", pattern: /(?<![A-Za-z0-9])dapi[a-f0-9]{32}(?:-\d)?(?![A-Za-z0-9])/dg, hints: ["dapi"] },
  { kind: "vault-token", pattern: /(?<![A-Za-z0-9.])hv[sbr]\.[A-Za-z0-9_-]{24,}/dg, hints: ["hvs.", "hvb.", "hvr."] },
  { kind: "age-key", pattern: /AGE-SECRET-KEY-1[0-9A-Z]{58}/dg, hints: ["AGE-SECRET-KEY-"] },
  { kind: "linear-key", pattern: /(?<![A-Za-z0-9])lin_(?:api|oauth)_[A-Za-z0-9]{32,}/dg, hints: ["lin_"] },
  { kind: "postman-key", pattern: /(?<![A-Za-z0-9])PMAK-[a-f0-9]{24}-[a-f0-9]{34}(?![A-Za-z0-9])/dg, hints: ["PMAK-"] },
  { kind: "supabase-key", pattern: /(?<![A-Za-z0-9])(?:sbp_[a-f0-9]{40}|sb_secret_[A-Za-z0-9_-]{20,})/dg, hints: ["sbp_", "sb_secret_"] },
  {
    kind: "ai-provider-key",
    pattern: /(?<![A-Za-z0-9])(?:gsk_[A-Za-z0-9]{40,}|xai-[A-Za-z0-9]{60,}|r8_[A-Za-z0-9]{30,}|pplx-[A-Za-z0-9]{40,})/dg,
    hints: ["gsk_", "xai-", "r8_", "pplx-"],
  },
  // A JWT needs its dots after an unbounded part: it may only start where a run of its characters does.
  { kind: "jwt", pattern: /(?<![\w-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/dg, hints: [".eyJ"] },
  {
    // Any scheme: postgres://, mongodb+srv://, amqp://, redis://user:pass@ and redis://:pass@.
    kind: "password",
    pattern: /(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{0,30}:\/\/[^\s:/?#@"'<>]{0,256}:([^\s/?#"'<>]{1,256})@/dg,
    group: 1,
    hints: ["://"],
    accept: (value) => !value.startsWith("[REDACTED") && !value.startsWith("$"),
  },
  {
    kind: "bearer-token",
    pattern: /(?<![\w])(?:Bearer|bearer|BEARER|Token)[ \t]+([A-Za-z0-9._~+/-]{16,}=*)/dg,
    group: 1,
    hints: ["earer", "EARER", "Token"],
  },
];

const hintPattern = new RegExp(
  [...new Set(patternRules.flatMap((rule) => rule.hints))]
    .sort((a, b) => b.length - a.length)
    .map((hint) => hint.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))
    .join("|"),
  "g",
);

const anyHint = new RegExp(hintPattern.source);

/**
 * The rules worth running on `text`: those whose hints it holds, found in one pass over the text
 * (most texts hold none, and then no rule runs).
 */
export function rulesFor(text: string): PatternRule[] {
  // Stopping at the first hint is cheaper than scanning for all of them, and most texts hold none.
  if (!anyHint.test(text)) return [];
  const seen = new Set<string>();
  for (const match of text.matchAll(hintPattern)) seen.add(match[0]);
  if (seen.size === 0) return [];
  return patternRules.filter((rule) => rule.hints.some((hint) => seen.has(hint)));
}
