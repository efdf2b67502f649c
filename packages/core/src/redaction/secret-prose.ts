import { isReference, looksSecret } from "./secret-names.js";
import type { SecretSpan } from "./secret-span.js";
import { ValueReader, type ValueSpan } from "./secret-values.js";

/**
 * Secrets stated in prose: a secret word, what it is for, a verb or a separator, then the value.
 * "my password is Tr0ub4dor&3", "admin pw for the staging box: Tr0ub4dor&3", "the wifi passphrase
 * is correct-horse-battery-staple", "the access code → 4921", "the router password? it's …",
 * "change my password to …", `the vault passphrase "…"`. The value must look like a credential
 * (see `acceptsValue`), so prose that only mentions a secret ("I forgot my password", "the pin is on
 * the left", "the secret to good bread is time") stays.
 *
 * Secret words are head nouns and their abbreviations: password, passphrase, passcode, passwd, pwd,
 * pw, pass; pin (code, number), otp and codes that open an account (access, security, verification,
 * backup, recovery, 2FA codes; a gate or locker code is a fact to remember, not a credential); token;
 * secret, credentials; and keys that are secrets by their qualifier (api, access, secret, private,
 * license, recovery, wifi, … key) or by an owner ("my key"). A bare "key" is not one: "the primary key
 * is user_id" is not a secret.
 */
const secretWord = [
  "pass(?:word|phrase|code)|passwd|pwd|pw|pass",
  String.raw`pin(?:[ \t-]+(?:code|number))?|otp`,
  String.raw`(?:my|our|your|his|her|their)[ \t]+key`,
  String.raw`(?:api|access|secret|private|auth|app|licen[cs]e|product|account|client|encryption|signing|master|recovery|activation|serial|webhook|wi-?fi|wlan|wpa2?|network)(?:[ \t]+access)?[ \t_-]?key`,
  String.raw`(?:access|security|verification|auth|authentication|login|backup|recovery|2fa|mfa|one[ -]time)[ \t_-]?codes?`,
  String.raw`secret(?:[ \t]+access)?(?:[ \t]+key)?|token|credentials?`,
].join("|");

/**
 * What the secret is for, at most six words after a preposition or a pronoun ("for the staging db",
 * "you gave me"), and an adverb ("here", "now"): each attempt reads a bounded stretch.
 */
const purpose = String.raw`(?:[ \t]+(?:for|of|to|on|at|in|from|with|that|which|we|you|i|they|he|she)(?:[ \t]+[^\s.;:!?=,(){}[\]<>\x60]{1,40}){1,6}?)?(?:[ \t]+(?:here|there|now|currently|today))?`;

/** Verbs that state a value: "is", "was set to", "has been changed to", "is now", "changed to". */
const statedBy = String.raw`(?:(?:is|was|are|were|has[ \t]+been|have[ \t]+been|had[ \t]+been|will[ \t]+be|becomes|became)(?:[ \t]+(?:now|still|just|currently|actually|simply|always))?(?:[ \t]+(?:set|changed|reset|updated|rotated|switched)(?:[ \t]+back)?[ \t]+to)?|(?:set|changed|reset|updated|rotated|switched)(?:[ \t]+back)?[ \t]+to)(?:[ \t]*:)?`;

/**
 * The separator before the value: a verb (group 2), a sign (`:` `=` `->` `=>` `→` `⇒` a dash),
 * "? it's" / ", which is" (group 3), or nothing before a quoted value (group 4). Not `'s`: "the
 * token's UTF-8 bytes" is a possessive far more often than "the password's …" is a value.
 */
const separator = String.raw`(?:[ \t]+(${statedBy})[ \t]+|[ \t]*(?::|=|->|=>|→|⇒|—|–)[ \t]*|[ \t]+-[ \t]+|[ \t]*[?,;][ \t]*(it['’]s|it[ \t]+is|its|that['’]s|that[ \t]+is|which[ \t]+is)[ \t]+|([ \t]+)(?=\\?["'\x60]))`;

/**
 * A secret word, its purpose and a separator; the value starts where the match ends. `to` (group 5)
 * separates only after a verb of change: "change my password to …", "set the wifi key to …".
 */
const prose = new RegExp(String.raw`\b(${secretWord})\b${purpose}(?:${separator}|[ \t]+(to)[ \t]+)`, "gi");

/** A verb of change and up to three words ("change my", "set the new"), right before a secret word. */
const changeVerb =
  /(?<![A-Za-z0-9_])(?:set|sets|setting|change|changes|changing|changed|reset|resets|resetting|update|updates|updating|updated|rotate|rotates|rotating|rotated)(?:[ \t]+[A-Za-z'’-]{1,20}){0,3}[ \t]+$/i;

/** Texts without any secret word (most of them) skip the pattern. */
const secretWordHint = /pass|pw|pin|otp|key|code|secret|token|credential/i;

function proseKind(keyword: string): string {
  const word = keyword.toLowerCase();
  if (word.startsWith("pin") || word === "otp") return "pin";
  if (word.startsWith("pass") || word === "pw" || word === "pwd") return "password";
  if (/(?:wi-?fi|wlan|wpa2?|network)[ \t_-]?key$/.test(word)) return "password";
  if (word.endsWith("key")) return "api-key";
  if (/codes?$/.test(word)) return "pin";
  if (word.endsWith("token")) return "token";
  return "secret";
}

/** A PIN or a code: digits, or groups of digits joined by dashes (`4921`, `1234-5678`). */
const codeDigits = /^(?:\d{3,12}|\d{2,8}(?:-\d{2,8}){1,5})$/;
/** Words joined by dashes or underscores, as password managers generate passphrases: `correct-horse-battery-staple`. */
const joinedWords = /^[A-Za-z]{2,24}(?:[-_][A-Za-z]{2,24}){2,11}$/;
/** Four or more words with spaces, quoted: `"correct horse battery staple"`. */
const spacedWords = /^[A-Za-z]{2,24}(?: [A-Za-z]{2,24}){3,11}$/;
/**
 * Words that look like secrets to `looksSecret` but are prose or pointers: the name of an environment
 * variable (`OPENAI_API_KEY`, where a secret is), a path (`/home/…`), a number with thousands
 * separators (`20,000`), a possessive or contraction (`Rommel's`, `don't`).
 */
const notCredential = /^(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|(?:~|\.{1,2})?\/.*|\d{1,3}(?:,\d{3})+(?:\.\d+)?|[A-Za-z]+['’][A-Za-z]{1,2})$/;

/**
 * Whether a bare word after a secret word is a credential: it looks like a secret (letters and
 * digits, symbols, long mixed case) and is none of `notCredential`; a PIN or code may be
 * digits; a password may be digits or a passphrase of three or more joined words.
 */
function isCredential(kind: string, keyword: string, value: string): boolean {
  if (looksSecret(value)) return !notCredential.test(value);
  if (kind === "pin") return codeDigits.test(value);
  if (kind !== "password") return false;
  if (value.length >= 12 && joinedWords.test(value)) return true;
  // "pass" is also a verb and a test result ("pass: 12"): only the other password words take a number.
  return keyword.toLowerCase() !== "pass" && /^\d{4,12}$/.test(value);
}

/** How the value was introduced: by a verb ("is", "set to", "it's"), a sign (`:`, `→`), or nothing (a quoted value). */
type Introduction = "verb" | "sign" | "none";

/**
 * Whether the value read after a secret word is one. A quoted value after a verb is one unless it
 * points to a secret (`"$DB_PASSWORD"`, `"OPENAI_API_KEY"`); after a sign it must also be one word
 * or a passphrase ("private key: `RSA PRIVATE KEY`" is a label); with nothing before it (`the vault
 * passphrase "…"`) it must look like a credential, since "include the token 'commentary'" and "pass
 * `port`" are prose. A bare word must look like a credential (`isCredential`).
 */
function acceptsValue(kind: string, keyword: string, span: ValueSpan, value: string, introduction: Introduction): boolean {
  const passphrase = kind === "password" && spacedWords.test(value);
  if (introduction === "none") {
    return span.quoted && keyword.toLowerCase() !== "pass" && (isCredential(kind, keyword, value) || passphrase);
  }
  if (!span.quoted) return isCredential(kind, keyword, value);
  if (isReference(value) || notCredential.test(value)) return false;
  return introduction === "verb" || !/\s/.test(value) || passphrase;
}

function introductionOf(match: RegExpMatchArray): Introduction {
  if (match[2] !== undefined || match[3] !== undefined || match[5] !== undefined) return "verb";
  return match[4] === undefined ? "sign" : "none";
}

/**
 * Longest bare word read as a value: a password or key stated in prose is shorter, and a longer word
 * is left to the token rules. The bound keeps `pw:/pw:/pw:/…` linear: every value read inside one
 * word ends where the word ends.
 */
const maxBareValue = 256;

export function proseSpans(text: string, spans: SecretSpan[]): void {
  if (!secretWordHint.test(text)) return;
  const reader = new ValueReader(text, { words: true });
  // A value inside a span already found would overlap it and be dropped: it is not read again.
  let foundEnd = -1;
  for (const match of text.matchAll(prose)) {
    if (match[5] !== undefined && !changeVerb.test(text.slice(Math.max(0, match.index - 90), match.index))) continue;
    const keyword = match[1] ?? "";
    const span = reader.read(match.index + match[0].length);
    if (!span || span.end <= foundEnd || (!span.quoted && span.end - span.start > maxBareValue)) continue;
    const kind = proseKind(keyword);
    if (!acceptsValue(kind, keyword, span, text.slice(span.start, span.end), introductionOf(match))) continue;
    spans.push({ kind, start: span.start, end: span.end });
    foundEnd = span.end;
  }
}
