import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part zd in the order they were written (extraction-transcripts.ts), after
 * part zc (which passed 1,800 lines); a new one goes at the end, and the last is the held-out one.
 */
export const fixturesZd: readonly WrittenFixture[] = [
  {
    // Written after decision 0594, its expected facts by hand before it was first run; the rules not changed for it:
    // what it misses stays missed.
    name: "held out: written after the synced-schedule and switched-off-after rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx mocha test/convert.spec.js";
      return [
        w.user("mo-u1", "The rounding spec is failing. We round half to even everywhere, because that's what the bank's statements do."),
        w.toolUse("mo-a1", "toolu_mo1", "Bash", { command, description: "Run the conversion specs" }),
        w.toolResult(
          "mo-r1",
          "toolu_mo1",
          "\n\n  convert\n    ✔ converts EUR to USD\n    1) rounds half to even\n\n\n  1 passing (9ms)\n  1 failing\n\n  1) convert\n       rounds half to even:\n\n      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n\n1.25 !== 1.24\n\n      + expected - actual\n\n      -1.25\n      +1.24\n      \n      at Context.<anonymous> (test/convert.spec.js:14:12)\n      at process.processImmediate (node:internal/timers:483:21)\n\n\n",
          true,
        ),
        w.toolUse("mo-a2", "toolu_mo2", "Edit", {
          file_path: `${project}/lib/convert.js`,
          old_string: "return Math.round(amount * 100) / 100;",
          new_string: "return roundHalfEven(amount, 2);",
        }),
        w.toolResult("mo-r2", "toolu_mo2", `The file ${project}/lib/convert.js has been updated.`),
        w.toolUse("mo-a3", "toolu_mo3", "Bash", { command, description: "Run the conversion specs" }),
        w.toolResult("mo-r3", "toolu_mo3", "\n\n  convert\n    ✔ converts EUR to USD\n    ✔ rounds half to even\n\n\n  2 passing (8ms)\n\n"),
        w.assistant("mo-a4", "Conversions round half to even now, as the bank's statements do."),
        w.user("mo-u2", "The exchange rates come from the ECB feed, which only publishes on working days."),
        w.assistant("mo-a5", "Good to know."),
        w.user("mo-u3", "We stopped calling the rates API on every request after it rate-limited us during Black Friday."),
        w.assistant("mo-a6", "Understood."),
        w.user("mo-u4", "cheers"),
        w.assistant("mo-a7", "Anytime."),
        w.user("mo-u5", "Ask me before adding any new npm dependency."),
        w.assistant("mo-a8", "Noted."),
      ];
    },
    expected: [
      ["The team rounds half to even everywhere, because that's what the bank's statements do.", "convention", "user"],
      [
        '`npx mocha test/convert.spec.js` failed with "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 1.25 !== 1.24" and passed after editing convert.js: conversions round half to even now, as the bank\'s statements do.',
        "solution",
        "agent",
      ],
      ["The tests run with `npx mocha test/convert.spec.js` (it passed).", "code_context", "tool"],
      ["The exchange rates come from the ECB feed, which only publishes on working days.", "fact", "user"],
      ["The team stopped calling the rates API on every request after it rate-limited the team during Black Friday.", "decision", "user"],
      ["User wants the agent to ask the user before adding any new npm dependency.", "preference", "user"],
    ],
    // Measured once, as written: 4 of 6 kept, all right: the rounding rule, the fix, its command and where the exchange
    // rates come from. The rates API no longer called on every request and asking before a new dependency are missed.
    shortfall: {
      extra: [],
      missed: [
        "The team stopped calling the rates API on every request after it rate-limited the team during Black Friday.",
        "User wants the agent to ask the user before adding any new npm dependency.",
      ],
      retyped: [],
    },
  },
];
