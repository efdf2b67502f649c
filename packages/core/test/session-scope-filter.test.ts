import { describe, expect, it } from "vitest";
import { labelWithin, matchesSessionScope, scopeLabel, type Scope } from "./core-internals.js";

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
