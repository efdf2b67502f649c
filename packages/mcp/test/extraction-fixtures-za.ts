import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part za in the order they were written (extraction-transcripts.ts), after
 * part z; a new one goes at the end, and the last is the held-out one. Part z neared six hundred lines when decision
 * 0538's held-out came.
 */
export const fixturesZa: readonly WrittenFixture[] = [
  {
    // Written after decision 0538, its expected facts by hand before it was first run; held out until decision 0539.
    name: "written after the relative-season, part-regions and tells-me-more rules",
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
      // Relabelled at decision 0539: written with "cannot", where the house keeps "can't" as said (it spells out only "do",
      // "does" and "did" with "not").
      ["The payment iframe comes from Adyen and can't be styled from the team's CSS.", "fact", "user"],
      ["The team put the jQuery upgrade on ice until the rewrite ships.", "decision", "user"],
      ["User trusts a green end-to-end run more than any number of unit tests.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, none right (the jQuery upgrade put on ice kept as "puts"); decision 0539 reads JSHint,
    // where new or all of a mass of the project's work goes, a named product's limit, which kind the person trusts more,
    // and tells every decision as taken.
  },
  {
    // Written after decision 0539, its expected facts by hand before it was first run; the rules not changed for
    // it: what it misses stays missed.
    name: "held out: written after the jshint, mass-placement, product-limit and trusts-more rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "lychee docs/";
      return [
        w.user("ly-u1", "lychee is failing on the docs. Links to our own pages are relative, never absolute URLs."),
        w.toolUse("ly-a1", "toolu_ly1", "Bash", { command, description: "Check the docs' links" }),
        w.toolResult(
          "ly-r1",
          "toolu_ly1",
          "Issues found in 1 input. Find details below.\n\n[docs/install.md]:\n✗ [404] https://docs.example.com/old-guide | Failed: Network error: Not Found\n\n🔍 24 Total (in 1s) ✅ 23 OK 🚫 1 Error\n",
          true,
        ),
        w.toolUse("ly-a2", "toolu_ly2", "Edit", {
          file_path: `${project}/docs/install.md`,
          old_string: "[the old guide](https://docs.example.com/old-guide)",
          new_string: "[the setup guide](./setup.md)",
        }),
        w.toolResult("ly-r2", "toolu_ly2", `The file ${project}/docs/install.md has been updated.`),
        w.toolUse("ly-a3", "toolu_ly3", "Bash", { command, description: "Check the docs' links" }),
        w.toolResult("ly-r3", "toolu_ly3", "🔍 24 Total (in 1s) ✅ 24 OK 🚫 0 Errors\n"),
        w.assistant("ly-a4", "install.md links to the setup guide with a relative path now."),
        w.user("ly-u2", "The search box on the docs site is powered by Algolia's free tier."),
        w.assistant("ly-a5", "Good to know."),
        w.user("ly-u3", "We stopped hosting the docs on Read the Docs after their ads showed up on our pages."),
        w.assistant("ly-a6", "Understood."),
        w.user("ly-u4", "brilliant"),
        w.assistant("ly-a7", "Anytime."),
        w.user("ly-u5", "I'm a big believer in docs that show the command before explaining it."),
        w.assistant("ly-a8", "Noted."),
      ];
    },
    expected: [
      ["Links to the team's own pages are relative, never absolute URLs.", "convention", "user"],
      [
        '`lychee docs/` failed with "[404] https://docs.example.com/old-guide | Failed: Network error: Not Found" and passed after editing install.md: install.md links to the setup guide with a relative path now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `lychee docs/` (it passed).", "code_context", "tool"],
      ["The search box on the docs site is powered by Algolia's free tier.", "fact", "user"],
      ["The team stopped hosting the docs on Read the Docs after their ads showed up on the team's pages.", "decision", "user"],
      ["User is a big believer in docs that show the command before explaining it.", "preference", "user"],
    ],
    // Measured once, as written: 1 of 6 kept, right: what powers the docs site's search box. Where links to the team's
    // pages point, lychee's fix and command, Read the Docs no longer hosting the docs, and what the person believes in
    // are missed.
    shortfall: {
      extra: [],
      missed: [
        "Links to the team's own pages are relative, never absolute URLs.",
        '`lychee docs/` failed with "[404] https://docs.example.com/old-guide | Failed: Network error: Not Found" and passed after editing install.md: install.md links to the setup guide with a relative path now.',
        "Linting runs with `lychee docs/` (it passed).",
        "The team stopped hosting the docs on Read the Docs after their ads showed up on the team's pages.",
        "User is a big believer in docs that show the command before explaining it.",
      ],
      retyped: [],
    },
  },
];
