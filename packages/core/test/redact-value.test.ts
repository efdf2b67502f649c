import { describe, expect, it } from "vitest";
import { redactMessage, redactValue, type Message } from "./core-internals.js";

const token = `ghp_${"a1B2c3D4e5".repeat(4)}`;
const marker = "[REDACTED:github-token]";

/** `{ next: { next: … { secret } } }`, `depth` objects deep (built without recursion). */
function chain(depth: number, leaf: unknown): Record<string, unknown> {
  let out: Record<string, unknown> = { leaf };
  for (let i = 0; i < depth; i++) out = { next: out };
  return out;
}

function leafOf(value: unknown): unknown {
  let at = value as Record<string, unknown>;
  while ("next" in at) at = at["next"] as Record<string, unknown>;
  return at["leaf"];
}

describe("redactValue: structure", () => {
  it("redacts a secret 100,000 levels deep without a stack overflow (no depth limit)", () => {
    const deep = chain(100_000, `token ${token}`);
    expect(leafOf(redactValue(deep))).toBe(`token ${marker}`);
    expect(leafOf(redactValue(chain(33, token)))).toBe(marker);
  });

  it("redacts secrets in arrays, arrays of arrays and arrays under secret-named fields", () => {
    expect(redactValue({ list: ["ok", [`x ${token}`]], token: ["hunter2-Blue", 4921, true, null] })).toEqual({
      list: ["ok", [`x ${marker}`]],
      token: ["[REDACTED:token]", "[REDACTED:token]", true, null],
    });
  });

  it("replaces secret-named values whatever their type: strings, numbers, bigints", () => {
    expect(redactValue({ pin: 4921, password: 12345678, apiKey: 12n, db: { passwd: "s3cr3t" }, retries: 3, enabled: true, secret: null })).toEqual({
      pin: "[REDACTED:pin]",
      password: "[REDACTED:password]",
      apiKey: "[REDACTED:api-key]",
      db: { passwd: "[REDACTED:password]" },
      retries: 3,
      enabled: true,
      secret: null,
    });
  });

  it("replaces an object key that is itself a secret, and keeps two such keys apart", () => {
    const other = `ghp_${"Z9y8X7w6V5".repeat(4)}`;
    expect(redactValue({ [token]: "owner: ci", [other]: "owner: ops", name: "tokens" })).toEqual({
      [marker]: "owner: ci",
      [`${marker} #2`]: "owner: ops",
      name: "tokens",
    });
  });

  it("keeps a __proto__ key from JSON as an own key, without touching the prototype", () => {
    const parsed = JSON.parse(`{"__proto__": {"password": "hunter2-Blue"}, "a": "${token}"}`) as object;
    const out = redactValue(parsed) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(out, "__proto__")?.value).toEqual({ password: "[REDACTED:password]" });
    expect(out["a"]).toBe(marker);
  });

  it("reads an argv array as one command line", () => {
    expect(redactValue({ argv: ["mysql", "-u", "root", "-pS3cret-Pass", "shop"], other: ["--password", "hunter2-Blue"] })).toEqual({
      argv: ["mysql", "-u", "root", "-p[REDACTED:password]", "shop"],
      other: ["--password", "[REDACTED:password]"],
    });
  });

  it("does not hang or throw on a cycle, and keeps the cycle in the copy", () => {
    const a: Record<string, unknown> = { name: "a", key: token };
    const b: Record<string, unknown> = { name: "b", back: a, list: [] as unknown[] };
    a["next"] = b;
    (b["list"] as unknown[]).push(a, b);
    const out = redactValue(a) as Record<string, unknown>;
    const outB = out["next"] as Record<string, unknown>;
    expect(out["key"]).toBe(marker);
    expect(outB["back"]).toBe(out);
    expect(outB["list"]).toEqual([out, outB]);
    expect((outB["list"] as unknown[])[0]).toBe(out);
    expect(a["key"]).toBe(token);
  });

  it("copies a shared subtree once and redacts it in every place", () => {
    const shared = { auth: `Bearer ${"x9Y8z7W6v5".repeat(3)}` };
    const out = redactValue({ first: shared, second: shared }) as Record<string, Record<string, unknown>>;
    expect(out["first"]).toBe(out["second"]);
    expect(out["first"]).toEqual({ auth: "[REDACTED:token]" });
  });

  it("returns the value itself when nothing is found, and keeps objects that are not plain", () => {
    const date = new Date("2026-03-02T10:00:00.000Z");
    const plain = { path: "src/index.ts", lines: [1, 2, 3], nested: { ok: true }, when: date };
    expect(redactValue(plain)).toBe(plain);
    const withSecret = redactValue({ when: date, note: token }) as Record<string, unknown>;
    expect(withSecret["when"]).toBe(date);
    expect(withSecret["note"]).toBe(marker);
  });
});

describe("redactMessage: tool parts of any shape", () => {
  it("redacts a tool result nested 40 levels deep (past the old limit of 32) and a secret-named number in the input", () => {
    const message: Message = {
      id: "t1",
      role: "tool",
      createdAt: "2026-03-02T10:00:00.000Z",
      parts: [
        { type: "tool-call", toolCallId: "c1", toolName: "login", input: { user: "ops", pin: 4921 } },
        { type: "tool-result", toolCallId: "c1", toolName: "login", output: chain(40, token) },
      ],
    };
    const out = redactMessage(message);
    expect(out.parts[0]).toEqual({ type: "tool-call", toolCallId: "c1", toolName: "login", input: { user: "ops", pin: "[REDACTED:pin]" } });
    expect(out.parts[1]?.type === "tool-result" ? leafOf(out.parts[1].output) : undefined).toBe(marker);
  });
});
