import { describe, expect, it } from "vitest";
import { isEngramError } from "@engram/core";
import { assertSafeName, fileStem, resolveInside } from "../src/safe-path.js";
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
