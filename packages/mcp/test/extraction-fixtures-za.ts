import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part za in the order they were written (extraction-transcripts.ts), after
 * part z; a new one goes at the end, and the last is the held-out one. Part z neared six hundred lines when decision
 * 0538's held-out came.
 */
export const fixturesZa: readonly WrittenFixture[] = [
  {
    // Written after decision 0538, its expected facts by hand before it was first run; the rules not changed for
    // it: what it misses stays missed.
    name: "held out: written after the relative-season, part-regions and tells-me-more rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx jshint src/legacy";
      return [
        w.user("jh-u1", "jshint is failing on the legacy cart. New code goes in src/modern, and src/legacy only gets bug fixes."),
        w.toolUse("jh-a1", "toolu_jh1", "Bash", { command, description: "Lint the legacy code" }),
        w.toolResult("jh-r1", "toolu_jh1", "src/legacy/cart.js: line 14, col 23, Missing semicolon.\n\n1 error\n", true),
        w.toolUse("jh-a2", "toolu_jh2", "Edit", {
          file_path: `${project}/src/legacy/cart.js`,
          old_string: "  var total = sum(items)",
          new_string: "  var total = sum(items);",
        }),
        w.toolResult("jh-r2", "toolu_jh2", `The file ${project}/src/legacy/cart.js has been updated.`),
        w.toolUse("jh-a3", "toolu_jh3", "Bash", { command, description: "Lint the legacy code" }),
        w.toolResult("jh-r3", "toolu_jh3", ""),
        w.assistant("jh-a4", "cart.js ends the total line with a semicolon now."),
        w.user("jh-u2", "The payment iframe comes from Adyen and can't be styled from our CSS."),
        w.assistant("jh-a5", "Good to know."),
        w.user("jh-u3", "We put the jQuery upgrade on ice until the rewrite ships."),
        w.assistant("jh-a6", "Understood."),
        w.user("jh-u4", "ta"),
        w.assistant("jh-a7", "Anytime."),
        w.user("jh-u5", "I trust a green end-to-end run more than any number of unit tests."),
        w.assistant("jh-a8", "Noted."),
      ];
    },
    expected: [
      ["New code goes in src/modern, and src/legacy only gets bug fixes.", "convention", "user"],
      [
        '`npx jshint src/legacy` failed with "Missing semicolon." and passed after editing cart.js: cart.js ends the total line with a semicolon now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `npx jshint src/legacy` (it passed).", "code_context", "tool"],
      ["The payment iframe comes from Adyen and cannot be styled from the team's CSS.", "fact", "user"],
      ["The team put the jQuery upgrade on ice until the rewrite ships.", "decision", "user"],
      ["User trusts a green end-to-end run more than any number of unit tests.", "preference", "user"],
    ],
    // Measured once, as written: 1 kept, none right: the jQuery upgrade put on ice, kept as "puts" (an extra beside the
    // miss). Where new code goes, jshint's fix and command, where the payment iframe comes from, and what the person
    // trusts more are missed.
    shortfall: {
      extra: [["The team puts the jQuery upgrade on ice until the rewrite ships.", "decision", "user"]],
      missed: [
        "New code goes in src/modern, and src/legacy only gets bug fixes.",
        '`npx jshint src/legacy` failed with "Missing semicolon." and passed after editing cart.js: cart.js ends the total line with a semicolon now.',
        "Linting runs with `npx jshint src/legacy` (it passed).",
        "The payment iframe comes from Adyen and cannot be styled from the team's CSS.",
        "The team put the jQuery upgrade on ice until the rewrite ships.",
        "User trusts a green end-to-end run more than any number of unit tests.",
      ],
      retyped: [],
    },
  },
];
