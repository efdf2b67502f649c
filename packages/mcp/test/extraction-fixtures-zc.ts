import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part zc in the order they were written (extraction-transcripts.ts), after
 * part zb; a new one goes at the end, and the last is the held-out one. Part zb neared six hundred lines when decision
 * 0559's held-out came.
 */
export const fixturesZc: readonly WrittenFixture[] = [
  {
    // Written after decision 0559, its expected facts by hand before it was first run; the rules not changed for
    // it: what it misses stays missed.
    name: "held out: written after the tox-env, never-contains, no-longer and docs-tool rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx eslint src/api";
      return [
        w.user("es-u1", "eslint fails on the orders API. Handlers return early on bad input instead of nesting ifs."),
        w.toolUse("es-a1", "toolu_es1", "Bash", { command, description: "Lint the API" }),
        w.toolResult(
          "es-r1",
          "toolu_es1",
          "\n/repo/src/api/orders.ts\n  14:7  error  'total' is assigned a value but never used  @typescript-eslint/no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)\n",
          true,
        ),
        w.toolUse("es-a2", "toolu_es2", "Edit", {
          file_path: `${project}/src/api/orders.ts`,
          old_string: "const total = sumLines(order.lines);\n  return json(order);",
          new_string: "const total = sumLines(order.lines);\n  return json({ ...order, total });",
        }),
        w.toolResult("es-r2", "toolu_es2", `The file ${project}/src/api/orders.ts has been updated.`),
        w.toolUse("es-a3", "toolu_es3", "Bash", { command, description: "Lint the API" }),
        w.toolResult("es-r3", "toolu_es3", ""),
        w.assistant("es-a4", "orders.ts returns the computed total with the order now."),
        w.user("es-u2", "Order webhooks from Shopify land in an SQS queue before the worker picks them up."),
        w.assistant("es-a5", "Good to know."),
        w.user("es-u3", "We turned on strictNullChecks after a null price shipped to production."),
        w.assistant("es-a6", "Understood."),
        w.user("es-u4", "kk thanks"),
        w.assistant("es-a7", "Anytime."),
        w.user("es-u5", "Numbered steps work better for me than paragraphs."),
        w.assistant("es-a8", "Noted."),
      ];
    },
    expected: [
      ["Handlers return early on bad input instead of nesting ifs.", "convention", "user"],
      [
        "`npx eslint src/api` failed with \"'total' is assigned a value but never used\" and passed after editing orders.ts: orders.ts returns the computed total with the order now.",
        "solution",
        "agent",
      ],
      ["Linting runs with `npx eslint src/api` (it passed).", "code_context", "tool"],
      ["Order webhooks from Shopify land in an SQS queue before the worker picks them up.", "fact", "user"],
      ["The team turned on strictNullChecks after a null price shipped to production.", "decision", "user"],
      ["Numbered steps work better for the user than paragraphs.", "preference", "user"],
    ],
    // Measured once, as written: 3 of 6 kept, all right: ESLint's fix and command, and what works better for the
    // person. How handlers return on bad input, where Shopify's order webhooks land, and strictNullChecks turned on
    // after a null price shipped are missed.
    shortfall: {
      extra: [],
      missed: [
        "Handlers return early on bad input instead of nesting ifs.",
        "Order webhooks from Shopify land in an SQS queue before the worker picks them up.",
        "The team turned on strictNullChecks after a null price shipped to production.",
      ],
      retyped: [],
    },
  },
];
