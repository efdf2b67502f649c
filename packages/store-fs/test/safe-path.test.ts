import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isEngramError } from "@engram/core";
import { assertSafeName, fileStem, namingRule, resolveInside, unsafeNameRule } from "../src/safe-path.js";
import { scopeDirectory } from "../src/layout.js";

function ruleFor(name: string): unknown {
  try {
    assertSafeName(name, "key");
    return undefined;
  } catch (error) {
    return isEngramError(error, "INVALID_KEY") ? error.details["rule"] : error;
  }
}

describe("safe names", () => {
  it("rejects every name that could leave the root or that Windows refuses, naming the rule", () => {
    expect(ruleFor("../etc/passwd")).toBe("must not contain a path separator (/ or \\)");
    expect(ruleFor("..")).toBe("must not be . or ..");
    expect(ruleFor("/abs")).toBe("must not contain a path separator (/ or \\)");
    expect(ruleFor("a\\b")).toBe("must not contain a path separator (/ or \\)");
    expect(ruleFor("C:evil")).toBe("must start with a drive letter (C:)".replace("must", "must not"));
    expect(ruleFor("nul\0byte")).toBe("must not contain NUL");
    expect(ruleFor("CON")).toBe("must not be a name Windows reserves (CON, PRN, AUX, NUL, COM1-9, LPT1-9)");
    expect(ruleFor("lpt1.txt")).toBe("must not be a name Windows reserves (CON, PRN, AUX, NUL, COM1-9, LPT1-9)");
    expect(ruleFor("trailing.")).toBe("must not end with a dot or a space (Windows drops them)");
    expect(ruleFor("")).toBe("must not be empty");
    expect(ruleFor("testing-framework")).toBeUndefined();
    expect(ruleFor("user:pref ~ 1")).toBeUndefined();
  });

  it("names the key in the error message", () => {
    expect(() => assertSafeName("../x", "entry key")).toThrow('entry key "../x" must not contain a path separator (/ or \\)');
  });

  it("escapes the characters file systems refuse and bounds long names", () => {
    expect(fileStem("user:pref*?")).toBe("user%3Apref%2A%3F");
    expect(fileStem("plain-name")).toBe("plain-name");
    const long = fileStem("é".repeat(200));
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(200);
    expect(long).toMatch(/~[0-9a-f]{12}$/);
  });

  it("refuses a relative path that resolves outside the root", () => {
    expect(() => resolveInside("/store", "../x")).toThrow(/would leave the store root/);
    expect(resolveInside("/store", "entries/global/a.md")).toBe("/store/entries/global/a.md");
  });

  it("names scope directories from the broadest key to the most specific", () => {
    expect(scopeDirectory({})).toBe("global");
    expect(scopeDirectory({ session: "s/1", user: "ann", workspace: "acme" })).toBe("workspace=acme,user=ann,session=s%2F1");
    expect(scopeDirectory({ agent: "a,b=c." })).toBe("agent=a%2Cb%3Dc%2E");
  });
});

describe("unsafeNameRule's check of plain names first", () => {
  it("gives namingRule's answer for any name: plain ones, reserved ones, short ones and ones with a character of any other kind", () => {
    const characters = ["a", "Z", "0", "9", "-", "_", ".", " ", ":", "/", "\\", "\u0000", "\u0007", "\u007f", "$", "é", "¹", "东", "\u{1f600}"];
    const name = fc.oneof(
      fc.array(fc.constantFrom(...characters), { maxLength: 9 }).map((parts) => parts.join("")),
      fc.constantFrom("con", "CON", "com1", "lpt9", "aux", "nul", "prn", "conin$", "conout$", "com¹", "c:abc", "entry-044820", "a", "abcd", "abcde", "COM10"),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(name, (value) => {
        expect(unsafeNameRule(value)).toBe(namingRule(value));
      }),
      { numRuns: 5_000, seed: 29 },
    );
    // The plain check answers for these without the rules; the rules agree.
    for (const plain of ["entry-044820", "testing-framework", "ABCDE", "a_b-c", "12345"]) expect(namingRule(plain)).toBeUndefined();
    expect(unsafeNameRule("com1")).toBe(namingRule("com1"));
    expect(unsafeNameRule("com1")).toMatch(/Windows reserves/);
  });
});
