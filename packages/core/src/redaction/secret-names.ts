import { recentMemo } from "../util/recent-memo.js";

/**
 * Names whose values are secrets, judged by their last word (the head noun): `password`,
 * `DB_PASSWORD`, `PGPASSWORD`, `apiKey`, `client_secret`, `GITHUB_TOKEN`, `AccountKey`, `pin`.
 * `max_tokens`, `token_count`, `tokenizer`, `primary_key`, `password_reset_url` and `auth.ts` are not.
 */
const secretWords = new Set([
  "password",
  "passwd",
  "passphrase",
  "passcode",
  "pwd",
  "pw",
  "pass",
  "secret",
  "token",
  "credential",
  "credentials",
  "authorization",
  "auth",
  "pin",
  "pincode",
  "otp",
  "cvv",
  "cvc",
  "requirepass",
  "masterauth",
  "storepass",
  "keypass",
]);

/** `<qualifier> key` or `<qualifier> secret` pairs: `api_key`, `secretKey`, `AccountKey`, `SharedAccessKey`. */
const keyPair = /^(?:api|access|private|secret|signing|encryption|auth|client|master|account|app|consumer|webhook|license)(?:key|secret)$/;

/** Trailing words that leave the name's meaning as it is: `password_confirmation`, `DB_PASSWORD_PROD`, `TOKEN_2`. */
const trailingModifiers = new Set([
  "value",
  "val",
  "base",
  "confirmation",
  "confirm",
  "plain",
  "plaintext",
  "raw",
  "str",
  "string",
  "b64",
  "base64",
  "hex",
  "old",
  "new",
  "current",
  "prod",
  "production",
  "dev",
  "staging",
  "test",
  "live",
  "env",
  "literal",
]);

/** Names a value may be a number for (`pin: 4921`, `{"password": 12345678}`); other names keep numbers (`token: 5`). */
const numericWords = new Set(["password", "passwd", "passphrase", "passcode", "pwd", "pin", "pincode", "otp", "cvv", "cvc"]);

/** Fused single words that end in a secret word: `pgpassword`, `authtoken`, `mysqlpassword`. */
const fusedSuffix = /(?:password|passwd|passphrase|secret|token)$/;

/** Splits `DB_PASSWORD`, `apiKey`, `client-secret` into lowercase words. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The word that says what the name holds: the last one that is not a modifier. */
function headIndex(words: readonly string[]): number {
  let i = words.length - 1;
  while (i > 0 && (trailingModifiers.has(words[i]!) || /^\d{1,3}$/.test(words[i]!))) i--;
  return i;
}

/** Most names contain none of these; a quick check spares splitting them. */
const maybeSecretName = /pass|pw|pin|secret|token|cred|auth|key|otp|cv[vc]/i;

function secretNameKind(name: string): string | undefined {
  if (name.length > 80 || !maybeSecretName.test(name)) return undefined;
  const words = nameWords(name);
  if (words.length === 0) return undefined;
  const at = headIndex(words);
  const head = words[at]!;
  if (secretWords.has(head)) return kindOfWord(head);
  if (at > 0 && keyPair.test(`${words[at - 1]}${head}`)) return head === "key" ? "api-key" : "secret";
  if (keyPair.test(head)) return head.endsWith("key") ? "api-key" : "secret";
  if (head.length > 6 && fusedSuffix.test(head)) return kindOfWord(head.replace(/^.*(password|passwd|passphrase|secret|token)$/, "$1"));
  return undefined;
}

function kindOfWord(word: string): string {
  if (/^(?:pin|pincode|otp|cvv|cvc)$/.test(word)) return "pin";
  if (/^(?:password|passwd|passphrase|passcode|pwd|pw|pass|requirepass|storepass|keypass)$/.test(word)) return "password";
  if (word === "token" || word === "authorization" || word === "auth" || word === "masterauth") return "token";
  return "secret";
}

/** The kind of secret a name's value is (`password`, `pin`, `token`, `api-key`, `secret`), or undefined. */
export function sensitiveNameKind(name: string): string | undefined {
  const kind = nameKinds(name);
  return kind === "" ? undefined : kind;
}

/** JSON and logs repeat the same few names: their kinds ("" for none) are kept. */
const nameKinds = recentMemo((name) => secretNameKind(name) ?? "", 1_024, 80);

/** Whether a field or variable name says its value is a secret. */
export function isSensitiveName(name: string): boolean {
  return sensitiveNameKind(name) !== undefined;
}

/** Whether a secret name's value may be a number (a PIN, a numeric password). */
export function takesNumbers(name: string): boolean {
  const words = nameWords(name);
  const head = words[headIndex(words)] ?? "";
  return numericWords.has(head) || /password$|passwd$/.test(head);
}

const referencePrefix = /^(?:\$|%|<|\{\{|\[REDACTED|process\.env|os\.environ|env\(|getenv|import\.meta)/i;
const placeholder = /^(?:true|false|null|none|undefined|nil|required|optional|string|number|boolean|redacted|changeme|example|empty|xxx+|\*+|\.+)$/i;
const number = /^-?\d{1,40}(?:\.\d{1,40})?$/;
const dottedCall = /^[A-Za-z_$][\w$]{0,100}(?:\.[A-Za-z_$][\w$]{0,100}){1,20}(?:\(|$)/;
const call = /^[A-Za-z_$][\w$]{0,100}\(/;
const path = /^(?:~|\.{1,2})?\/[\w./-]{0,400}$/;

/** Values that name a secret without being one: env references, placeholders, code, paths, numbers. */
export function isReference(value: string, numbersAllowed = false): boolean {
  if (value.length < 3) return true;
  if (value.length > 400) return false;
  if (number.test(value)) return !numbersAllowed;
  return referencePrefix.test(value) || placeholder.test(value) || dottedCall.test(value) || call.test(value) || path.test(value);
}

/** A value written after `secret:` in prose must look like a secret, not like a word. */
export function looksSecret(value: string): boolean {
  if (isReference(value)) return false;
  if (/[0-9]/.test(value) && /[A-Za-z]/.test(value)) return true;
  if (/[^A-Za-z0-9\s-]/.test(value) && value.length >= 6) return true;
  return value.length >= 16 && /[A-Z]/.test(value) && /[a-z]/.test(value);
}
