import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part ze in the order they were written (extraction-transcripts.ts), after
 * part zd (which passed 1,200 lines); a new one goes at the end, and the last is the held-out one.
 */
export const fixturesZe: readonly WrittenFixture[] = [
  {
    // Written after decision 0618, its expected facts by hand before it was first run; the rules not changed for it:
    // what it misses stays missed.
    name: "held out: written after the accrual-rate, stopped-charging and complained rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "sbt test";
      return [
        w.user("sb-u1", "Bulk discount spec is red. Schools get 10% off orders of twenty or more copies."),
        w.toolUse("sb-a1", "toolu_sb1", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "sb-r1",
          "toolu_sb1",
          "[info] DiscountSpec:\n[info] - applies the school discount at twenty copies *** FAILED ***\n[info]   100.0 did not equal 90.0 (DiscountSpec.scala:14)\n[info] - leaves retail orders alone\n[info] - rounds to the cent\n[info] Run completed in 312 milliseconds.\n[info] Total number of tests run: 3\n[info] Suites: completed 1, aborted 0\n[info] Tests: succeeded 2, failed 1, canceled 0, ignored 0, pending 0\n[info] *** 1 TEST FAILED ***\n[error] Failed tests:\n[error] \tshop.pricing.DiscountSpec\n[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful\n[error] Total time: 4 s, completed Jun 1, 2026, 9:01:12 AM\n",
          true,
        ),
        w.toolUse("sb-a2", "toolu_sb2", "Edit", {
          file_path: `${project}/src/main/scala/shop/pricing/Discount.scala`,
          old_string: "if (copies > 20)",
          new_string: "if (copies >= 20)",
        }),
        w.toolResult("sb-r2", "toolu_sb2", `The file ${project}/src/main/scala/shop/pricing/Discount.scala has been updated.`),
        w.toolUse("sb-a3", "toolu_sb3", "Bash", { command, description: "Run the tests" }),
        w.toolResult(
          "sb-r3",
          "toolu_sb3",
          "[info] DiscountSpec:\n[info] - applies the school discount at twenty copies\n[info] - leaves retail orders alone\n[info] - rounds to the cent\n[info] Tests: succeeded 3, failed 0, canceled 0, ignored 0, pending 0\n[info] All tests passed.\n[success] Total time: 3 s, completed Jun 1, 2026, 9:02:40 AM\n",
        ),
        w.assistant("sb-a4", "Orders of exactly twenty copies now get the school discount; the check was off by one."),
        w.user("sb-u2", "Preorders are charged when the book ships, not when they're placed."),
        w.assistant("sb-a5", "Good to know."),
        w.user("sb-u3", "We moved the catalogue search from Solr to Typesense because nobody on the team could tune Solr anymore."),
        w.assistant("sb-a6", "Understood."),
        w.user("sb-u4", "cheers"),
        w.assistant("sb-a7", "Anytime."),
        w.user("sb-u5", "Please run sbt scalafmtCheck before every push."),
        w.assistant("sb-a8", "Noted."),
      ];
    },
    expected: [
      ["Schools get 10% off orders of twenty or more copies.", "fact", "user"],
      [
        '`sbt test` failed with "100.0 did not equal 90.0" and passed after editing Discount.scala: orders of exactly twenty copies now get the school discount; the check was off by one.',
        "solution",
        "agent",
      ],
      ["The tests run with `sbt test` (it passed).", "code_context", "tool"],
      ["Preorders are charged when the book ships, not when they're placed.", "fact", "user"],
      ["The team moved the catalogue search from Solr to Typesense because nobody on the team could tune Solr anymore.", "decision", "user"],
      ["Run sbt scalafmtCheck before every push.", "convention", "user"],
    ],
    // Measured once, as written: 3 kept, 2 right: the command and the move to Typesense. The fix is kept quoting
    // ScalaTest's line with its place in the spec, "(DiscountSpec.scala:14)"; the schools' discount, when preorders are
    // charged and the request to run scalafmtCheck are missed.
    shortfall: {
      extra: [
        [
          '`sbt test` failed with "100.0 did not equal 90.0 (DiscountSpec.scala:14)" and passed after editing Discount.scala: orders of exactly twenty copies now get the school discount; the check was off by one.',
          "solution",
          "agent",
        ],
      ],
      missed: [
        "Schools get 10% off orders of twenty or more copies.",
        '`sbt test` failed with "100.0 did not equal 90.0" and passed after editing Discount.scala: orders of exactly twenty copies now get the school discount; the check was off by one.',
        "Preorders are charged when the book ships, not when they're placed.",
        "Run sbt scalafmtCheck before every push.",
      ],
    },
  },
];
