import { describe, expect, it } from "vitest";
import { labelPrefixWithin, labelWithin, matchesSessionScope, scopeLabel, type Scope } from "./core-internals.js";

const sessions: Record<string, Scope> = {
  a: { workspace: "acme" },
  aAna: { workspace: "acme", user: "ana" },
  web: { workspace: "acme-web" },
  ana: { user: "ana" },
  global: {},
};

const matching = (query: Parameters<typeof matchesSessionScope>[1]) =>
  Object.entries(sessions)
    .filter(([, scope]) => matchesSessionScope(scope, query))
    .map(([name]) => name);

describe("matchesSessionScope", () => {
  it("ANDs scope (visible or exact) with within (the session lies inside it)", () => {
    expect(matching({})).toEqual(["a", "aAna", "web", "ana", "global"]);
    expect(matching({ within: { workspace: "acme" } })).toEqual(["a", "aAna"]);
    expect(matching({ within: { user: "ana" } })).toEqual(["aAna", "ana"]);
    expect(matching({ within: {} })).toEqual(["a", "aAna", "web", "ana", "global"]);
    expect(matching({ scope: { workspace: "acme", user: "ana" } })).toEqual(["a", "aAna", "ana", "global"]);
    expect(matching({ scope: { workspace: "acme", user: "ana" }, within: { workspace: "acme" } })).toEqual(["a", "aAna"]);
    expect(matching({ scope: { workspace: "acme" }, scopeMode: "exact", within: { user: "ana" } })).toEqual([]);
  });
});

describe("labelWithin", () => {
  it("reads the label's scope, escaped values included, and compares whole values", () => {
    for (const scope of Object.values(sessions)) {
      for (const within of Object.values(sessions)) {
        const inside = Object.entries(within).every(([key, value]) => scope[key as keyof Scope] === value);
        expect(labelWithin(scopeLabel(scope), within), `${scopeLabel(scope)} in ${scopeLabel(within)}`).toBe(inside);
      }
    }
    const odd: Scope = { workspace: "a,b=c%", user: "x' OR '1'='1" };
    expect(labelWithin(scopeLabel(odd), { workspace: "a,b=c%" })).toBe(true);
    expect(labelWithin(scopeLabel(odd), { workspace: "a" })).toBe(false);
  });

  it("holds nothing for a string that names no scope, instead of throwing", () => {
    for (const label of ["", "workspace", "team=x", "workspace=a,workspace=b", "workspace=a%zz", "workspace=a=b", "\u0000"]) {
      expect(labelWithin(label, {}), JSON.stringify(label)).toBe(false);
      expect(labelWithin(label, { workspace: "a" }), JSON.stringify(label)).toBe(false);
    }
    expect(labelWithin("global", {})).toBe(true);
    expect(labelWithin("global", { workspace: "a" })).toBe(false);
  });
});

describe("labelPrefixWithin", () => {
  it("is the label of the leading keys within sets, in label order", () => {
    expect(labelPrefixWithin({ workspace: "acme" })).toBe("workspace=acme");
    expect(labelPrefixWithin({ workspace: "acme", user: "ana", session: "s1" })).toBe("workspace=acme,user=ana");
    expect(labelPrefixWithin({ workspace: "a,b=c%", user: "ana" })).toBe("workspace=a%2Cb%3Dc%25,user=ana");
    expect(labelPrefixWithin({ user: "ana" })).toBe("");
    expect(labelPrefixWithin({})).toBe("");
  });

  it("every label inside within is the prefix or the prefix and a comma; no label outside is", () => {
    // Values chosen to sit next to each other in byte order: a prefix of another, with a separator or a byte below ",".
    const values = ["a", "ab", "a,b", "a b", "a+", "a-", "b", "a%"];
    const scopes: Scope[] = [{}];
    for (const key of ["workspace", "user", "agent", "session"] as const) {
      for (const scope of [...scopes])
        for (const value of values.slice(0, key === "workspace" || key === "user" ? values.length : 2)) scopes.push({ ...scope, [key]: value });
    }
    expect(scopes.length).toBeGreaterThan(500);
    const withins = scopes.filter((_, i) => i % 7 === 0);
    for (const within of withins) {
      const prefix = labelPrefixWithin(within);
      for (const scope of scopes) {
        const label = scopeLabel(scope);
        const inside = labelWithin(label, within);
        if (prefix === "") continue;
        const ranged = label === prefix || label.startsWith(`${prefix},`);
        // The prefix's range holds every label inside; past a gap in within's keys, some labels of the range are not.
        if (inside) expect(ranged, `${label} inside ${JSON.stringify(within)}`).toBe(true);
        const gapless = Object.keys(within).length === prefix.split(",").length;
        if (gapless) expect(ranged, `${label} and ${JSON.stringify(within)}`).toBe(inside);
      }
    }
  });
});
