import fc from "fast-check";
import type { Message } from "./core-internals.js";

/** Random coding sessions for the pipeline's property tests: user turns, replies, parallel tool calls. */
const words = fc.constantFrom("fix", "the", "parser", "naïve", "résumé", "数据库", "迁移", "🚀", "ok", "👩‍💻", "Ünïcödé", "x".repeat(40));
const text = (max: number) => fc.array(words, { minLength: 1, maxLength: max, size: "max" }).map((w) => w.join(" "));

export type Step =
  | { kind: "user"; text: string }
  | { kind: "assistant"; text: string }
  | { kind: "tools"; calls: Array<{ name: string; path: string; output: string }> };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: text(30).map((t) => ({ kind: "user" as const, text: t })) },
  { weight: 2, arbitrary: text(60).map((t) => ({ kind: "assistant" as const, text: t })) },
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.record({
          name: fc.constantFrom("read_file", "grep", "run"),
          path: fc.constantFrom("src/a.ts", "src/日本.ts", "README.md"),
          output: fc.oneof(text(20), text(120), text(500)),
        }),
        { minLength: 1, maxLength: 3 },
      )
      .map((calls) => ({ kind: "tools" as const, calls })),
  },
);

/** Turns steps into messages; parallel calls share one assistant message, results follow one per message. */
export function toMessages(steps: readonly Step[]): Message[] {
  const messages: Message[] = [];
  let clock = Date.parse("2026-01-01T00:00:00Z");
  const at = () => new Date((clock += 1000)).toISOString();
  steps.forEach((s, i) => {
    if (s.kind === "user") messages.push({ id: `m${i}`, role: "user", parts: [{ type: "text", text: s.text }], createdAt: at() });
    else if (s.kind === "assistant") messages.push({ id: `m${i}`, role: "assistant", parts: [{ type: "text", text: s.text }], createdAt: at() });
    else {
      messages.push({
        id: `m${i}`,
        role: "assistant",
        createdAt: at(),
        parts: s.calls.map((c, j) => ({ type: "tool-call", toolCallId: `c${i}-${j}`, toolName: c.name, input: { path: c.path } })),
      });
      s.calls.forEach((c, j) =>
        messages.push({
          id: `m${i}-r${j}`,
          role: "tool",
          createdAt: at(),
          parts: [{ type: "tool-result", toolCallId: `c${i}-${j}`, toolName: c.name, output: c.output }],
        }),
      );
    }
  });
  return messages;
}

export const scenario = fc.record({
  steps: fc.array(step, { minLength: 1, maxLength: 80, size: "max" }),
  chunk: fc.integer({ min: 1, max: 25 }),
  contextWindow: fc.integer({ min: 1500, max: 8000 }),
  maxOutputTokens: fc.integer({ min: 64, max: 1000 }),
  model: fc.constantFrom("gpt-4o", "claude-sonnet-4-5"),
  injection: fc.option(fc.oneof(text(100), text(700), text(1500)), { nil: undefined }),
  rejections: fc.array(fc.oneof({ weight: 6, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }) }), {
    minLength: 1,
    maxLength: 8,
  }),
});
