import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part g of seven in the order they were written (extraction-transcripts.ts);
 * a new one goes at the end, and the last is the held-out one.
 */
export const fixturesG: readonly WrittenFixture[] = [
  {
    // Written after decision 0334, its expected facts by hand before it was first run; the rules not changed for
    // it: what it misses stays missed.
    name: "held out: written after the prove, kind-layout, kind-record and run-past rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "crystal spec spec/money_spec.cr";
      return [
        w.user("cr-u1", "Negative amounts render as $-12.34 instead of -$12.34. Money is always stored as Int64 cents, never Float64."),
        w.toolUse("cr-a1", "toolu_cr1", "Bash", { command, description: "Run the money specs" }),
        w.toolResult(
          "cr-r1",
          "toolu_cr1",
          'F..\n\nFailures:\n\n  1) Money#format formats negative amounts with a minus sign\n     Failure/Error: Money.new(-1234).format.should eq "-$12.34"\n\n       Expected: "-$12.34"\n            got: "$-12.34"\n\n     # spec/money_spec.cr:15\n\nFinished in 1.23 milliseconds\n3 examples, 1 failures, 0 errors, 0 pending\n\nFailed examples:\n\ncrystal spec spec/money_spec.cr:14 # Money#format formats negative amounts with a minus sign',
          true,
        ),
        w.toolUse("cr-a2", "toolu_cr2", "Edit", {
          file_path: `${project}/src/money.cr`,
          old_string: '"#{symbol}#{sign}#{units}"',
          new_string: '"#{sign}#{symbol}#{units}"',
        }),
        w.toolResult("cr-r2", "toolu_cr2", `The file ${project}/src/money.cr has been updated.`),
        w.toolUse("cr-a3", "toolu_cr3", "Bash", { command, description: "Run the money specs" }),
        w.toolResult("cr-r3", "toolu_cr3", "...\n\nFinished in 1.05 milliseconds\n3 examples, 0 failures, 0 errors, 0 pending"),
        w.assistant("cr-a4", "format put the sign after the currency symbol; it now writes the minus sign first."),
        w.user("cr-u2", "Don't add shards without asking; the binary has to stay small enough for the embedded box."),
        w.assistant("cr-a5", "Understood."),
        w.user("cr-u3", "Kenji owns the payments integration, so anything touching Stripe goes through him."),
        w.assistant("cr-a6", "Noted."),
        w.user("cr-u4", "Can you rename the variable amt to amount while you're there?"),
        w.assistant("cr-a7", "Renamed."),
        w.user("cr-u5", "I prefer early returns over nested ifs."),
        w.assistant("cr-a8", "Got it."),
      ];
    },
    expected: [
      ["Money is always stored as Int64 cents, never Float64.", "convention", "user"],
      [
        "`crystal spec spec/money_spec.cr` failed with \"Expected: '-$12.34'; got: '$-12.34'\" and passed after editing money.cr: format put the sign after the currency symbol; it now writes the minus sign first.",
        "solution",
        "agent",
      ],
      ["The tests run with `crystal spec spec/money_spec.cr` (it passed).", "code_context", "tool"],
      ["Do not add shards without asking; the binary has to stay small enough for the embedded box.", "convention", "user"],
      ["Kenji owns the payments integration, so anything touching Stripe goes through him.", "fact", "user"],
      ["User prefers early returns over nested ifs.", "preference", "user"],
    ],
    // Measured once, as written: 4 kept, 3 right. Neither the fix nor the command is kept (`crystal` is no runner it
    // knows); "Don't add shards without asking; …" is kept as the person's wish, as earlier fixtures label "don't add
    // … without asking" (the hand label here, a convention, disagrees with them).
    shortfall: {
      extra: [["User does not want the agent to add shards without asking; the binary has to stay small enough for the embedded box.", "preference", "user"]],
      missed: [
        "`crystal spec spec/money_spec.cr` failed with \"Expected: '-$12.34'; got: '$-12.34'\" and passed after editing money.cr: format put the sign after the currency symbol; it now writes the minus sign first.",
        "The tests run with `crystal spec spec/money_spec.cr` (it passed).",
        "Do not add shards without asking; the binary has to stay small enough for the embedded box.",
      ],
    },
  },
];
