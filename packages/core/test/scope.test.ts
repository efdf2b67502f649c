import { describe, expect, it } from "vitest";
import { isVisibleIn, sameScope, scopeLabel, scopePrecedence, scopeSchema } from "./core-internals.js";

describe("isVisibleIn", () => {
  it("shows a record when every key it sets equals the context's", () => {
    expect(isVisibleIn({}, {})).toBe(true);
    expect(isVisibleIn({}, { workspace: "A", user: "u1" })).toBe(true);
    expect(isVisibleIn({ workspace: "A" }, { workspace: "A", user: "u1" })).toBe(true);
    expect(isVisibleIn({ workspace: "A", user: "u1" }, { workspace: "A", user: "u1", agent: "x" })).toBe(true);
  });

  it("hides a workspace-A record in workspace B and in a context without workspace", () => {
    expect(isVisibleIn({ workspace: "A" }, { workspace: "B" })).toBe(false);
    expect(isVisibleIn({ workspace: "A" }, {})).toBe(false);
    expect(isVisibleIn({ workspace: "A" }, { user: "u1" })).toBe(false);
  });

  it("hides user, agent and session records from other or absent users, agents and sessions", () => {
    expect(isVisibleIn({ user: "u1" }, { user: "u2" })).toBe(false);
    expect(isVisibleIn({ workspace: "A", user: "u1" }, { workspace: "A" })).toBe(false);
    expect(isVisibleIn({ agent: "x" }, { agent: "y" })).toBe(false);
    expect(isVisibleIn({ session: "s1" }, { session: "s2", workspace: "A" })).toBe(false);
    expect(isVisibleIn({ session: "s1" }, { session: "s1", workspace: "A" })).toBe(true);
  });
});

describe("scope helpers", () => {
  it("sameScope compares every key, absent ones included", () => {
    expect(sameScope({}, {})).toBe(true);
    expect(sameScope({ workspace: "A", user: "u" }, { user: "u", workspace: "A" })).toBe(true);
    expect(sameScope({ workspace: "A" }, { workspace: "A", user: "u" })).toBe(false);
    expect(sameScope({ workspace: "A" }, { workspace: "B" })).toBe(false);
  });

  it("scopePrecedence is 4 for session down to 0 for global", () => {
    expect([{ session: "s", workspace: "A" }, { agent: "x" }, { user: "u", workspace: "A" }, { workspace: "A" }, {}].map(scopePrecedence)).toEqual([
      4, 3, 2, 1, 0,
    ]);
  });

  it("scopeLabel is canonical and independent of key order", () => {
    expect(scopeLabel({})).toBe("global");
    expect(scopeLabel({ session: "s1", workspace: "A", user: "u" })).toBe("workspace=A,user=u,session=s1");
    expect(scopeLabel({ user: "u", workspace: "A" })).toBe(scopeLabel({ workspace: "A", user: "u" }));
  });

  it("scopeSchema rejects unknown keys and empty values", () => {
    expect(scopeSchema.safeParse({ project: "x" }).success).toBe(false);
    expect(scopeSchema.safeParse({ workspace: "" }).success).toBe(false);
    expect(scopeSchema.parse({ workspace: "A" })).toEqual({ workspace: "A" });
  });
});
