import { Buffer } from "node:buffer";
import type { SecretSpan } from "./secret-span.js";

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

/** What generated tokens are written with (base64, base64url, hex, URL-encoding). */
const tokenCharacters = /^[\w+/=.~%-]+$/;
const hexOrUuid = /^[0-9a-f-]+$/i;
/** `sha512-…` in lockfiles and `integrity` attributes: a digest, not a credential. */
const subresourceHash = /^sha(?:1|256|384|512)-/;
const pathStart = /^(?:\.{0,2}\/|~\/|[a-z][a-z0-9+.-]{0,30}:\/\/)/i;
const fileExtension = /\.[a-z]{1,5}$/i;
const wordSegment = /^(?:[A-Za-z][a-z]{1,30}(?:[-_.][A-Za-z0-9]{1,30}){0,10}|\d{1,10}|[a-z]{1,3})$/;

/**
 * Whether a token reads as words (identifiers, constants, slugs): its letter runs, split at
 * lower-to-upper changes, are long, or it has as many vowels as words do. Random keys have short
 * runs (about 2 letters) and few vowels (about 1 in 5).
 */
function isWordy(value: string): boolean {
  let pieces = 0;
  let letters = 0;
  let vowels = 0;
  let previous = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const lower = code >= 0x61 && code <= 0x7a;
    const upper = code >= 0x41 && code <= 0x5a;
    if (lower || upper) {
      const previousLower = previous >= 0x61 && previous <= 0x7a;
      const previousUpper = previous >= 0x41 && previous <= 0x5a;
      if ((!previousLower && !previousUpper) || (previousLower && upper)) pieces++;
      letters++;
      if ("aeiouAEIOU".includes(value[i]!)) vowels++;
    }
    previous = code;
  }
  if (pieces === 0) return false;
  const average = letters / pieces;
  return average >= 4.5 || (average >= 3 && vowels / letters >= 0.3);
}

/** A path or URL: most of its `/` segments are words or numbers. */
function isPathLike(value: string): boolean {
  if (pathStart.test(value) || fileExtension.test(value)) return true;
  if (!value.includes("/")) return false;
  const segments = value.split("/");
  if (segments.some((segment) => segment === "")) return true;
  return segments.filter((segment) => wordSegment.test(segment)).length * 2 >= segments.length;
}

/**
 * A long random-looking token (20 to 1,024 characters), but not a commit hash, a UUID, a path, a
 * URL, a file name or words joined into an identifier.
 */
export function isHighEntropyToken(value: string): boolean {
  if (value.length < 20 || value.length > 1_024 || !tokenCharacters.test(value)) return false;
  if (hexOrUuid.test(value) || subresourceHash.test(value) || isPathLike(value)) return false;
  if (!/[0-9]/.test(value) || !/[A-Za-z]/.test(value)) return false;
  if (isWordy(value)) return false;
  return entropy(value) >= 3.5;
}

/** Stricter, for a token standing alone in prose or output: 32 characters, mixed case or 40, denser. */
function isRandomToken(value: string): boolean {
  if (value.length < 32 || !isHighEntropyToken(value)) return false;
  // SSH public keys (`ssh-ed25519 AAAAC3Nz…`) start with a length in base64.
  if (value.startsWith("AAAA")) return false;
  const mixedCase = /[A-Z]/.test(value) && /[a-z]/.test(value);
  return (mixedCase || value.length >= 40) && entropy(value) >= 4;
}

/** The printable ASCII text `body` (base64, either alphabet, no padding) decodes to, if it is that. */
function printableBase64(body: string, minBytes: number): string | undefined {
  if (body.length % 4 === 1 || /[^A-Za-z0-9+/_-]/.test(body) || (/[+/]/.test(body) && /[_-]/.test(body))) return undefined;
  const bytes = Buffer.from(body, "base64");
  if (bytes.length < minBytes) return undefined;
  for (const byte of bytes) if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte > 0x7e) return undefined;
  return bytes.toString("latin1");
}

/**
 * The text a base64 token decodes to when it is printable ASCII (a `user:pass`, a JSON file, a PEM),
 * or undefined for anything else (random bytes, a word that happens to be valid base64).
 */
export function decodedBase64Text(token: string): string | undefined {
  if (token.length < 12 || token.length > 16_384) return undefined;
  const body = token.replace(/={1,3}$/, "");
  // Lowercase words are valid base64 too; encoded text nearly always has a digit, +, / or mixed case.
  if (!/[0-9+/]/.test(body) && body.length === token.length && !(/[A-Z]/.test(body) && /[a-z]/.test(body))) return undefined;
  return printableBase64(body, 6);
}

/** `user:pass`, as Basic auth encodes it (not a URL, a time or `host:port`). */
export function isCredentialPair(text: string): boolean {
  const colon = text.indexOf(":");
  if (colon < 1 || colon > 128 || text.length - colon - 1 > 256 || text.length === colon + 1) return false;
  const user = text.slice(0, colon);
  const pass = text.slice(colon + 1);
  return !/\s/.test(text) && !pass.startsWith("//") && !/^\d+$/.test(pass) && !/^\d+$/.test(user);
}

/** Runs of token characters, each matched once from its start (the lookbehind). */
const tokenRun = /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{12,}={0,3}/g;

/** Regions where random-looking text is expected and kept: public PEM blocks (certificates, public keys). */
const publicBlock =
  /-----BEGIN (?:[A-Z0-9]{1,20} ){0,6}(?:CERTIFICATE|PUBLIC KEY|PUBLIC KEY BLOCK|SIGNATURE|MESSAGE|CERTIFICATE REQUEST|X509 CRL|PKCS7|DH PARAMETERS|EC PARAMETERS)-----[\s\S]*?(?:-----END[ A-Z0-9]{0,80}-----|$)/g;

function publicRegions(text: string): Array<[number, number]> {
  if (!text.includes("-----BEGIN ")) return [];
  return [...text.matchAll(publicBlock)].map((match) => [match.index, match.index + match[0].length]);
}

/**
 * Standalone tokens that are secrets: base64 that decodes to a secret (`dXNlcjpwYXNz`, an encoded
 * credentials file), and random-looking tokens of unknown formats. Base64 that decodes to ordinary
 * text, data URIs, certificates and runs over 16,384 characters (blobs, not credentials) are kept.
 * `nested` finds secrets in decoded text; it is left out inside decoded text (one level only).
 */
export function tokenSpans(text: string, spans: SecretSpan[], nested?: (decoded: string) => boolean): void {
  let regions: Array<[number, number]> | undefined;
  let region = 0;
  for (const match of text.matchAll(tokenRun)) {
    const token = match[0];
    const start = match.index;
    const shape = shapeOf(token);
    const decodable = nested !== undefined && shape.maybeBase64 && token.length <= 16_384;
    const random = token.length >= 32 && token.length <= 1_024 && shape.digit && shape.letter;
    if (!decodable && !random) continue;
    regions ??= publicRegions(text);
    while (region < regions.length && regions[region]![1] <= start) region++;
    if ((region < regions.length && regions[region]![0] <= start) || text.endsWith("base64,", start)) continue;
    const decoded = decodable ? decodedBase64Text(token) : undefined;
    if (decoded !== undefined) {
      if (isCredentialPair(decoded) || nested!(decoded)) spans.push({ kind: "base64-secret", start, end: start + token.length });
      continue;
    }
    if (random && isRandomToken(token.replace(/={1,3}$/, ""))) spans.push({ kind: "token", start, end: start + token.length });
  }
}

/** What a token is written with, read in one pass: enough to rule most tokens out before any work. */
function shapeOf(token: string): { digit: boolean; letter: boolean; maybeBase64: boolean } {
  let digit = false;
  let upper = false;
  let lower = false;
  let plusSlash = false;
  let dashUnderscore = false;
  let padding = 0;
  for (let i = 0; i < token.length; i++) {
    const code = token.charCodeAt(i);
    if (code >= 0x30 && code <= 0x39) digit = true;
    else if (code >= 0x41 && code <= 0x5a) upper = true;
    else if (code >= 0x61 && code <= 0x7a) lower = true;
    else if (code === 0x2b || code === 0x2f) plusSlash = true;
    else if (code === 0x3d) padding++;
    else dashUnderscore = true;
  }
  const body = token.length - padding;
  // Encoders pad to blocks of 4; encoded text nearly always has a digit, + or / or mixed case.
  const maybeBase64 =
    (token.length % 4 === 0 || padding > 0) && body % 4 !== 1 && !(plusSlash && dashUnderscore) && (digit || plusSlash || padding > 0 || (upper && lower));
  return { digit, letter: upper || lower, maybeBase64 };
}

/** `Basic dXNlcjpwYXNz`: the credentials of HTTP Basic auth, when they decode to `user:pass`. */
const basicAuth = /(?<![\w-])[Bb]asic[ \t]+([A-Za-z0-9+/]{4,}={0,2})(?![\w+/=-])/dg;

export function basicAuthSpans(text: string, spans: SecretSpan[]): void {
  if (!text.includes("asic")) return;
  for (const match of text.matchAll(basicAuth)) {
    const span = match.indices?.[1];
    const decoded = span ? printableBase64(text.slice(span[0], span[1]).replace(/={1,2}$/, ""), 3) : undefined;
    if (span && decoded?.includes(":")) spans.push({ kind: "basic-auth", start: span[0], end: span[1] });
  }
}
