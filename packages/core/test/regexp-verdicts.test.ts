import { describe, expect, it } from "vitest";
import { formatVerdicts, parseVerdicts, verdictKey } from "./regexp-verdicts.js";

const base = { source: String.raw`\bfoo\s+bar\b`, flags: "i", recheckVersion: "4.5.0", options: { timeout: 600_000, maxRepeatCount: 30 } };

describe("the record of patterns recheck found linear", () => {
  it("keys a verdict by source, flags, recheck's version and options, and by nothing else", () => {
    const key = verdictKey(base);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(verdictKey({ ...base, options: { maxRepeatCount: 30, timeout: 600_000 } })).toBe(key);
    const others = [
      verdictKey({ ...base, source: String.raw`\bfoo\s+bars\b` }),
      verdictKey({ ...base, flags: "" }),
      verdictKey({ ...base, flags: "iu" }),
      verdictKey({ ...base, recheckVersion: "4.5.1" }),
      verdictKey({ ...base, options: { timeout: 600_000, maxRepeatCount: 31 } }),
      verdictKey({ ...base, options: { timeout: 600_000 } }),
      // The parts are length-prefixed: moving a character from flags to source is another key.
      verdictKey({ ...base, source: `${base.source}i`, flags: "" }),
    ];
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
  });

  it("writes and reads the same verdicts, sorted by file and key, one per key", () => {
    const a = verdictKey(base);
    const b = verdictKey({ ...base, flags: "" });
    const text = formatVerdicts([
      { key: b, where: "redaction/secret-prose.ts" },
      { key: a, where: "extraction/asides.ts" },
      { key: a, where: "extraction/asides.ts" },
    ]);
    expect(text.split("\n").filter((line) => !line.startsWith("#"))).toEqual([`${a} extraction/asides.ts`, `${b} redaction/secret-prose.ts`, ""]);
    expect([...parseVerdicts(text)]).toEqual([
      [a, "extraction/asides.ts"],
      [b, "redaction/secret-prose.ts"],
    ]);
  });

  it("refuses a line that is not a key and a file, naming the line and the fix", () => {
    const key = verdictKey(base);
    for (const [line, shown] of [
      [`${key}`, `"${key}"`],
      [`${key.slice(0, 31)} extraction/asides.ts`, `"${key.slice(0, 31)} extraction/asides.ts"`],
      [`${key.toUpperCase()} extraction/asides.ts`, `"${key.toUpperCase()} extraction/asides.ts"`],
      ["safe extraction/asides.ts", `"safe extraction/asides.ts"`],
    ] as const) {
      expect(() => parseVerdicts(`# header\n${key} extraction/a.ts\n${line}\n`)).toThrow(
        `regexp-verdicts.txt line 3: expected "<32 hex digits> <file>", got ${shown}; write the record again with \`pnpm run redos:record\` in packages/core`,
      );
    }
    expect(() => formatVerdicts([{ key, where: "a file.ts" }])).toThrow(`regexp-verdicts: cannot record "${key}" at "a file.ts"`);
    expect(() => formatVerdicts([{ key: "nope", where: "a.ts" }])).toThrow(`regexp-verdicts: cannot record "nope" at "a.ts"`);
  });
});
