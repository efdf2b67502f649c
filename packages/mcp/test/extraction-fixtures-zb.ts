import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part zb in the order they were written (extraction-transcripts.ts), after
 * part za; a new one goes at the end, and the last is the held-out one. Part za neared six hundred lines when decision
 * 0549's held-out came.
 */
export const fixturesZb: readonly WrittenFixture[] = [
  {
    // Written after decision 0549, its expected facts by hand before it was first run; the rules not changed for
    // it: what it misses stays missed.
    name: "held out: written after the elm-test-pair and the-word-relation rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "python -m unittest discover -s tests";
      return [
        w.user("ut-u1", "The money tests fail after the refactor. Rounding is always half-up, never banker's rounding."),
        w.toolUse("ut-a1", "toolu_ut1", "Bash", { command, description: "Run the unit tests" }),
        w.toolResult(
          "ut-r1",
          "toolu_ut1",
          'F.\n======================================================================\nFAIL: test_rounds_half_up (test_money.MoneyTest.test_rounds_half_up)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File "/repo/tests/test_money.py", line 9, in test_rounds_half_up\n    self.assertEqual(round_cents(0.125), 13)\nAssertionError: 12 != 13\n\n----------------------------------------------------------------------\nRan 2 tests in 0.001s\n\nFAILED (failures=1)\n',
          true,
        ),
        w.toolUse("ut-a2", "toolu_ut2", "Edit", {
          file_path: `${project}/money.py`,
          old_string: "return round(amount * 100)",
          new_string: 'return int((Decimal(str(amount)) * 100).quantize(Decimal("1"), rounding=ROUND_HALF_UP))',
        }),
        w.toolResult("ut-r2", "toolu_ut2", `The file ${project}/money.py has been updated.`),
        w.toolUse("ut-a3", "toolu_ut3", "Bash", { command, description: "Run the unit tests" }),
        w.toolResult("ut-r3", "toolu_ut3", "..\n----------------------------------------------------------------------\nRan 2 tests in 0.001s\n\nOK\n"),
        w.assistant("ut-a4", "round_cents rounds half up with Decimal now."),
        w.user("ut-u2", "Exchange rates are refreshed every morning at six from the ECB feed."),
        w.assistant("ut-a5", "Good to know."),
        w.user("ut-u3", "We went with Decimal instead of floats for money after a customer was charged a cent too much."),
        w.assistant("ut-a6", "Understood."),
        w.user("ut-u4", "nice one"),
        w.assistant("ut-a7", "Anytime."),
        w.user("ut-u5", "I prefer one assertion per test, even if it means more tests."),
        w.assistant("ut-a8", "Noted."),
      ];
    },
    expected: [
      ["Rounding is always half-up, never banker's rounding.", "convention", "user"],
      [
        '`python -m unittest discover -s tests` failed with "AssertionError: 12 != 13" and passed after editing money.py: round_cents rounds half up with Decimal now.',
        "solution",
        "agent",
      ],
      ["The tests run with `python -m unittest discover -s tests` (it passed).", "code_context", "tool"],
      ["Exchange rates are refreshed every morning at six from the ECB feed.", "fact", "user"],
      ["The team went with Decimal instead of floats for money after a customer was charged a cent too much.", "decision", "user"],
      ["User prefers one assertion per test, even if it means more tests.", "preference", "user"],
    ],
    // Measured once, as written: 5 of 6 kept, all right: unittest's fix and command, when exchange rates are refreshed,
    // Decimal chosen for money, and what the person prefers. How rounding is always done is missed.
    shortfall: { extra: [], missed: ["Rounding is always half-up, never banker's rounding."], retyped: [] },
  },
];
