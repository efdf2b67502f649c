import { describe, expect, it } from "vitest";
import { redactSecrets } from "./core-internals.js";
import { offeredOptions } from "../src/extraction/exchange-rules.js";
import { proseOf } from "../src/extraction/source-text.js";

/** `unit` repeated to about 1 MB. */
const megabyte = (unit: string): string => unit.repeat(Math.ceil(1_000_000 / unit.length));

/** A fake GitHub token: `ghp_` and 36 characters. */
const token = (i: number): string => `ghp_${String(i).padStart(6, "0")}aB3dE5gH7jK9mN1pQ3sT5vW7yZ90Ab`;

/**
 * Inputs built to make a backtracking pattern read the text again from every position. Each has an
 * exact result; how long they take is measured by the bench (redaction suite), not here.
 */
describe("redaction of 1 MB adversarial inputs", () => {
  it.each([
    ["a= repeated", megabyte("a=")],
    ["-----BEGIN  repeated, no END and no PRIVATE KEY", megabyte("-----BEGIN ")],
    ["'password is ' repeated", megabyte("password is ")],
    ["'my password is ' and 1 MB of one letter", `my password is ${"x".repeat(1_000_000)}`],
    ["base64 characters without a separator", megabyte("QUJD")],
    ["one character, no spaces", "x".repeat(1_000_000)],
    ["a word, 1 MB of spaces, a word", `a${" ".repeat(1_000_000)}b`],
    ["token: repeated", megabyte("token: ")],
    ["sk- repeated (no digit, so no key)", megabyte("sk-")],
    ["eyJ… with no second part", megabyte("eyJyyyyyyy-")],
    ["scheme-like a+ runs", megabyte("A+")],
    ["curl -u repeated", megabyte("curl -u ")],
    ["JSON openings", megabyte('{"a":')],
    ["quote after a name, never closed", megabyte('a="')],
    ["dashes", megabyte("-")],
    ["'pw for the box: ' repeated", megabyte("pw for the box: ")],
    ["'change my password ' repeated", megabyte("change my password ")],
    ["'api key for a b c d e f g ' repeated", megabyte("api key for a b c d e f g ")],
    ["'secret, it's ' repeated", megabyte("secret, it's ")],
    ["'password \"' repeated, never closed", megabyte('password "')],
    ["'pass → ' repeated", megabyte("pass → ")],
    ["'token' and 1 MB of spaces", `token${" ".repeat(1_000_000)}`],
  ])("leaves %s exactly as it is", (_, input) => {
    const result = redactSecrets(input);
    expect(result.redactions).toEqual([]);
    expect(result.text === input).toBe(true);
  });

  it("redacts a private key cut off after 1 MB as one span", () => {
    const input = `-----BEGIN RSA PRIVATE KEY-----\n${megabyte("MIIEpAIBAAKCAQEA")}`;
    expect(redactSecrets(`key: ${input}`)).toEqual({
      text: "key: [REDACTED:private-key]",
      redactions: [{ kind: "private-key", start: 5, end: 5 + input.length }],
    });
  });

  it("redacts 'pw:/' repeated as one value, judging the run once", () => {
    const input = megabyte("pw:/");
    const result = redactSecrets(input);
    expect(result.text).toBe("pw:[REDACTED:password]");
    expect(result.redactions).toEqual([{ kind: "password", start: 3, end: input.length }]);
  });

  it("redacts 'password=' repeated as one value", () => {
    const input = megabyte("password=");
    const result = redactSecrets(input);
    expect(result.text).toBe("password=[REDACTED:password]");
    expect(result.redactions).toEqual([{ kind: "password", start: 9, end: input.length }]);
  });

  it("redacts every one of 25,000 tokens in 1 MB", () => {
    const tokens = Array.from({ length: 25_000 }, (_, i) => token(i));
    const result = redactSecrets(tokens.join(" "));
    expect(result.redactions).toHaveLength(25_000);
    expect(result.text).toBe(Array.from({ length: 25_000 }, () => "[REDACTED:github-token]").join(" "));
  });

  it("strips 1 MB of zero-width spaces for matching and keeps them where nothing is found", () => {
    const input = "\u200B".repeat(1_000_000);
    expect(redactSecrets(input)).toEqual({ text: input, redactions: [] });
  });

  it("reads 1 MB of full-width 'pass=' as one assignment", () => {
    const input = megabyte("ｐａｓｓ＝");
    const result = redactSecrets(input);
    expect(result.text).toBe("ｐａｓｓ＝[REDACTED:password]");
    expect(result.redactions).toEqual([{ kind: "password", start: 5, end: input.length }]);
  });

  it("reads each PuTTY private block once when 50,000 headers follow each other", () => {
    const input = "Private-Lines: 999\n".repeat(50_000);
    const result = redactSecrets(input);
    // A header inside a block already read is part of it: headers at lines 0, 1,000, 2,000, ...
    expect(result.redactions).toHaveLength(50);
    expect(result.redactions[1]).toEqual({ kind: "private-key", start: 1_000 * 19 + 19, end: 1_999 * 19 + 18 });
  });
});

describe("extraction of 1 MB adversarial inputs", () => {
  it("drops an unclosed code fence to the end, and keeps a 1 MB line of fence marks that never ends a line", () => {
    expect(proseOf(`Intro line.\n\`\`\`\n${"x\n".repeat(400_000)}`)).toBe("Intro line.");
    const marks = "~~~\r".repeat(250_000);
    expect(proseOf(marks)).toBe(marks.slice(0, -1));
  });

  it("finds no 'A or B?' pair in 1 MB of 'or' without a question mark, and finds one after it", () => {
    const flood = "a or ".repeat(200_000);
    expect(offeredOptions(flood)).toEqual([]);
    expect(offeredOptions(`${flood}\nShould we use Vitest or Jest?`)).toEqual(["Vitest", "Jest"]);
  });
});
