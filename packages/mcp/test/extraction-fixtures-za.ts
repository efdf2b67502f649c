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
    // Written after decision 0539, its expected facts by hand before it was first run; held out until decision 0540.
    name: "written after the jshint, mass-placement, product-limit and trusts-more rules",
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
    // Held out, it kept 1 of 6, right; decision 0540 reads lychee, what a kind is and never is in a few words, a
    // change of course after what a vendor's product turned into, and what the person is a believer in.
  },
  {
    // Written after decision 0540, its expected facts by hand before it was first run; held out until decision 0541.
    name: "written after the lychee, never-other, vendor-turned and believer rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx newman run postman/orders.json";
      return [
        w.user("nm-u1", "The orders collection fails in newman. Every endpoint answers errors as problem+json, never plain text."),
        w.toolUse("nm-a1", "toolu_nm1", "Bash", { command, description: "Run the API tests" }),
        w.toolResult(
          "nm-r1",
          "toolu_nm1",
          'newman\n\norders\n\n→ Create order\n  POST http://localhost:3000/orders [400 Bad Request, 312B, 41ms]\n  1. Status code is 201\n\n   #  failure         detail\n\n 1.  AssertionError  Status code is 201\n                     expected response to have status code 201 but got 400\n                     at assertion:0 in test-script\n                     inside "orders / Create order"\n',
          true,
        ),
        w.toolUse("nm-a2", "toolu_nm2", "Edit", {
          file_path: `${project}/src/routes/orders.ts`,
          old_string: "if (!body.items) return reply.code(400)",
          new_string: "if (!body.items?.length) return reply.code(400)",
        }),
        w.toolResult("nm-r2", "toolu_nm2", `The file ${project}/src/routes/orders.ts has been updated.`),
        w.toolUse("nm-a3", "toolu_nm3", "Bash", { command, description: "Run the API tests" }),
        w.toolResult(
          "nm-r3",
          "toolu_nm3",
          "newman\n\norders\n\n→ Create order\n  POST http://localhost:3000/orders [201 Created, 198B, 37ms]\n  ✓  Status code is 201\n",
        ),
        w.assistant("nm-a4", "The create-order route only refuses an order without items now."),
        w.user("nm-u2", "The partner webhook retries failed deliveries up to five times over an hour."),
        w.assistant("nm-a5", "Good to know."),
        w.user("nm-u3", "We went API-first last year because the mobile team kept waiting on backend changes."),
        w.assistant("nm-a6", "Understood."),
        w.user("nm-u4", "sweet"),
        w.assistant("nm-a7", "Anytime."),
        w.user("nm-u5", "Nothing gets me up to speed faster than a curl command that reproduces the bug."),
        w.assistant("nm-a8", "Noted."),
      ];
    },
    expected: [
      ["Every endpoint answers errors as problem+json, never plain text.", "convention", "user"],
      [
        '`npx newman run postman/orders.json` failed with "expected response to have status code 201 but got 400" and passed after editing orders.ts: the create-order route only refuses an order without items now.',
        "solution",
        "agent",
      ],
      ["The tests run with `npx newman run postman/orders.json` (it passed).", "code_context", "tool"],
      ["The partner webhook retries failed deliveries up to five times over an hour.", "fact", "user"],
      ["The team went API-first in 2025 because the mobile team kept waiting on backend changes.", "decision", "user"],
      ["Nothing gets the user up to speed faster than a curl command that reproduces the bug.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0541 reads newman, what every one of a kind answers errors as, how a part
    // retries, going API-first, and what does more for the person than anything else. What gets the person up to speed
    // names a curl command, and the dangerous-command rule keeps no sentence naming curl, whoever says it (decision
    // 0541 leaves that rule as it is): missed still.
    shortfall: {
      extra: [],
      missed: ["Nothing gets the user up to speed faster than a curl command that reproduces the bug."],
      retyped: [],
    },
  },
  {
    // Written after decision 0541, its expected facts by hand before it was first run; held out until decision 0542.
    name: "written after the newman, answers-as, retry-policy and nothing-more-than rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pyre check";
      return [
        w.user("py-u1", "pyre is red on the cart module. Money is Decimal everywhere in the backend, never float."),
        w.toolUse("py-a1", "toolu_py1", "Bash", { command, description: "Type-check the backend" }),
        w.toolResult(
          "py-r1",
          "toolu_py1",
          "ƛ Found 1 type error!\nshop/cart.py:42:8 Incompatible return type [7]: Expected `Decimal` but got `float`.\n",
          true,
        ),
        w.toolUse("py-a2", "toolu_py2", "Edit", {
          file_path: `${project}/shop/cart.py`,
          old_string: "    return float(total)",
          new_string: "    return Decimal(total)",
        }),
        w.toolResult("py-r2", "toolu_py2", `The file ${project}/shop/cart.py has been updated.`),
        w.toolUse("py-a3", "toolu_py3", "Bash", { command, description: "Type-check the backend" }),
        w.toolResult("py-r3", "toolu_py3", "ƛ No type errors found\n"),
        w.assistant("py-a4", "cart.py returns the total as a Decimal now."),
        w.user("py-u2", "The pricing rules live in a Google Sheet that finance edits every Monday."),
        w.assistant("py-a5", "Good to know."),
        w.user("py-u3", "We said no to GraphQL for the storefront because caching REST at the CDN is simpler."),
        w.assistant("py-a6", "Understood."),
        w.user("py-u4", "top"),
        w.assistant("py-a7", "Anytime."),
        w.user("py-u5", "Type hints on every public function make reviews painless for me."),
        w.assistant("py-a8", "Noted."),
      ];
    },
    expected: [
      ["Money is Decimal everywhere in the backend, never float.", "convention", "user"],
      [
        '`pyre check` failed with "Incompatible return type: Expected `Decimal` but got `float`." and passed after editing cart.py: cart.py returns the total as a Decimal now.',
        "solution",
        "agent",
      ],
      ["Type checking runs with `pyre check` (it passed).", "code_context", "tool"],
      ["The pricing rules live in a Google Sheet that finance edits every Monday.", "fact", "user"],
      ["The team said no to GraphQL for the storefront because caching REST at the CDN is simpler.", "decision", "user"],
      ["Type hints on every public function make reviews painless for the user.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0542 reads Pyre and an option named with a capital declined with
    // its reason.
  },
  {
    // Written after decision 0542, its expected facts by hand before it was first run; held out until decision 0543.
    name: "written after the pyre, declined-option and degree-opinion rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bundle exec erb_lint --lint-all";
      return [
        w.user("eb-u1", "erb_lint flags the checkout views. Views never query the database; controllers hand them what they show."),
        w.toolUse("eb-a1", "toolu_eb1", "Bash", { command, description: "Lint the views" }),
        w.toolResult(
          "eb-r1",
          "toolu_eb1",
          "Linting 42 files with 9 linters...\n\nExtra space detected where there should be no space.\nIn file: app/views/checkout/show.html.erb:12\n\n1 error(s) were found in ERB files\n",
          true,
        ),
        w.toolUse("eb-a2", "toolu_eb2", "Edit", {
          file_path: `${project}/app/views/checkout/show.html.erb`,
          old_string: "<%= render  'summary' %>",
          new_string: "<%= render 'summary' %>",
        }),
        w.toolResult("eb-r2", "toolu_eb2", `The file ${project}/app/views/checkout/show.html.erb has been updated.`),
        w.toolUse("eb-a3", "toolu_eb3", "Bash", { command, description: "Lint the views" }),
        w.toolResult("eb-r3", "toolu_eb3", "Linting 42 files with 9 linters...\n\nNo errors were found in ERB files\n"),
        w.assistant("eb-a4", "show.html.erb renders the summary with a single space now."),
        w.user("eb-u2", "Sidekiq jobs on the payments queue run one at a time, never in parallel."),
        w.assistant("eb-a5", "Good to know."),
        w.user("eb-u3", "We moved image uploads to direct S3 uploads last quarter so the web dynos stop timing out."),
        w.assistant("eb-a6", "Understood."),
        w.user("eb-u4", "ace"),
        w.assistant("eb-a7", "Anytime."),
        w.user("eb-u5", "A list of the files you touched at the end of each task keeps me oriented."),
        w.assistant("eb-a8", "Noted."),
      ];
    },
    expected: [
      ["Views never query the database; controllers hand them what they show.", "convention", "user"],
      [
        '`bundle exec erb_lint --lint-all` failed with "Extra space detected where there should be no space." and passed after editing show.html.erb: show.html.erb renders the summary with a single space now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `bundle exec erb_lint --lint-all` (it passed).", "code_context", "tool"],
      // Relabelled at decision 0543: how every job of a kind runs, with what it never does, is a convention as the house
      // keeps one; and "last quarter" names the quarter before the session's day (2026-Q1), where the label guessed
      // December's.
      ["Sidekiq jobs on the payments queue run one at a time, never in parallel.", "convention", "user"],
      ["The team moved image uploads to direct S3 uploads in 2026-Q1 so the web dynos stop timing out.", "decision", "user"],
      ["A list of the files the agent touched at the end of each task keeps the user oriented.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, all right, one typed otherwise than by hand (relabelled); decision 0543 reads a kind
    // moved to a way with a word before its name, a relative quarter, and a kind-first liking of fourteen words.
  },
  {
    // Written after decision 0543, its expected facts by hand before it was first run; held out until decision 0544.
    name: "written after the moved-to-a-way, quarter and long-liking rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx knip";
      return [
        w.user("kn-u1", "knip is complaining about the dashboard package. Shared UI lives in packages/ui, and apps never import from each other."),
        w.toolUse("kn-a1", "toolu_kn1", "Bash", { command, description: "Find unused code" }),
        w.toolResult("kn-r1", "toolu_kn1", "Unused exports (1)\nformatCents  function  apps/dashboard/src/money.ts:14:17\n", true),
        w.toolUse("kn-a2", "toolu_kn2", "Edit", {
          file_path: `${project}/apps/dashboard/src/money.ts`,
          old_string: "export function formatCents",
          new_string: "function formatCents",
        }),
        w.toolResult("kn-r2", "toolu_kn2", `The file ${project}/apps/dashboard/src/money.ts has been updated.`),
        w.toolUse("kn-a3", "toolu_kn3", "Bash", { command, description: "Find unused code" }),
        w.toolResult("kn-r3", "toolu_kn3", "✂️  Excellent, Knip found no issues.\n"),
        w.assistant("kn-a4", "money.ts keeps formatCents to itself now."),
        w.user("kn-u2", "The dashboard talks to the API only through the generated client in packages/api-client."),
        w.assistant("kn-a5", "Good to know."),
        w.user("kn-u3", "We stopped publishing the ui package to npm because nobody outside the monorepo used it."),
        w.assistant("kn-a6", "Understood."),
        w.user("kn-u4", "nice"),
        w.assistant("kn-a7", "Anytime."),
        w.user("kn-u5", "Unused-code reports grouped by package are far easier for me to act on."),
        w.assistant("kn-a8", "Noted."),
      ];
    },
    expected: [
      ["Shared UI lives in packages/ui, and apps never import from each other.", "convention", "user"],
      [
        // Relabelled at decision 0544: written with Knip's whole line, where the house quotes a finding without its kind
        // or place, as depcheck's.
        '`npx knip` failed with "Unused exports: formatCents" and passed after editing money.ts: money.ts keeps formatCents to itself now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `npx knip` (it passed).", "code_context", "tool"],
      ["The dashboard talks to the API only through the generated client in packages/api-client.", "convention", "user"],
      ["The team stopped publishing the ui package to npm because nobody outside the monorepo used it.", "decision", "user"],
      ["Unused-code reports grouped by package are far easier for the user to act on.", "preference", "user"],
    ],
    // Held out, it kept 6 of 6, 5 right, two typed otherwise than by hand (a convention naming paths kept as code
    // context: the house types a fact naming code so, and they stay so), its fix without its finding; decision 0544 reads
    // Knip's finding.
    shortfall: {
      extra: [],
      missed: [],
      retyped: [
        ["Shared UI lives in packages/ui, and apps never import from each other.", "code_context", "user"],
        ["The dashboard talks to the API only through the generated client in packages/api-client.", "code_context", "user"],
      ],
    },
  },
  {
    // Written after decision 0544, its expected facts by hand before it was first run; held out until decision 0545.
    name: "written after the knip-finding rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "cargo clippy -- -D warnings";
      return [
        w.user("cl-u1", "clippy fails on the ledger crate. Amounts are i64 cents in every crate, never f64."),
        w.toolUse("cl-a1", "toolu_cl1", "Bash", { command, description: "Lint the crates" }),
        w.toolResult(
          "cl-r1",
          "toolu_cl1",
          "error: this `if` has identical blocks\n  --> crates/ledger/src/post.rs:31:9\n   |\n31 |         if credit { total } else { total }\n   |         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#if_same_then_else\n\nerror: could not compile `ledger` (lib) due to 1 previous error\n",
          true,
        ),
        w.toolUse("cl-a2", "toolu_cl2", "Edit", {
          file_path: `${project}/crates/ledger/src/post.rs`,
          old_string: "if credit { total } else { total }",
          new_string: "if credit { total } else { -total }",
        }),
        w.toolResult("cl-r2", "toolu_cl2", `The file ${project}/crates/ledger/src/post.rs has been updated.`),
        w.toolUse("cl-a3", "toolu_cl3", "Bash", { command, description: "Lint the crates" }),
        w.toolResult("cl-r3", "toolu_cl3", "    Checking ledger v0.4.0\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.31s\n"),
        w.assistant("cl-a4", "post.rs negates the total for debits now."),
        w.user("cl-u2", "The ledger database is append-only; corrections are new rows, never updates."),
        w.assistant("cl-a5", "Good to know."),
        w.user("cl-u3", "We replaced Diesel with sqlx a while back because compile times were killing us."),
        w.assistant("cl-a6", "Understood."),
        w.user("cl-u4", "cool cool"),
        w.assistant("cl-a7", "Anytime."),
        w.user("cl-u5", "A failing test before the fix makes me trust the fix."),
        w.assistant("cl-a8", "Noted."),
      ];
    },
    expected: [
      ["Amounts are i64 cents in every crate, never f64.", "convention", "user"],
      // Relabelled at decision 0545: the house quotes clippy's line with its "error:", as the clippy transcript of part k
      // keeps it.
      [
        '`cargo clippy -- -D warnings` failed with "error: this `if` has identical blocks" and passed after editing post.rs: post.rs negates the total for debits now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `cargo clippy -- -D warnings` (it passed).", "code_context", "tool"],
      ["The ledger database is append-only; corrections are new rows, never updates.", "convention", "user"],
      ["The team replaced Diesel with sqlx a while back because compile times were killing the team.", "decision", "user"],
      ["A failing test before the fix makes the user trust the fix.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right, one typed otherwise than by hand; decision 0545 reads a primitive type with its
    // unit, a kind's rule after a fact's semicolon, and what makes the person trust a thing.
  },
  {
    // Written after decision 0545, its expected facts by hand before it was first run; held out until decision 0546.
    name: "written after the primitive-type, rule-after-semicolon and makes-me-trust rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx tsc --noEmit -p apps/admin";
      return [
        w.user("ad-u1", "The admin app stopped type-checking. Admin routes are lazy-loaded, never in the main bundle."),
        w.toolUse("ad-a1", "toolu_ad1", "Bash", { command, description: "Type-check the admin app" }),
        w.toolResult(
          "ad-r1",
          "toolu_ad1",
          "apps/admin/src/routes/users.tsx(18,7): error TS2322: Type 'string | undefined' is not assignable to type 'string'.\n",
          true,
        ),
        w.toolUse("ad-a2", "toolu_ad2", "Edit", {
          file_path: `${project}/apps/admin/src/routes/users.tsx`,
          old_string: "const role: string = params.role;",
          new_string: 'const role: string = params.role ?? "viewer";',
        }),
        w.toolResult("ad-r2", "toolu_ad2", `The file ${project}/apps/admin/src/routes/users.tsx has been updated.`),
        w.toolUse("ad-a3", "toolu_ad3", "Bash", { command, description: "Type-check the admin app" }),
        w.toolResult("ad-r3", "toolu_ad3", ""),
        w.assistant("ad-a4", "users.tsx falls back to the viewer role when none is given."),
        w.user("ad-u2", "Only the support team uses the admin app, and always over the office VPN."),
        w.assistant("ad-a5", "Good to know."),
        w.user("ad-u3", "We dropped Redux from the admin app last year because React Query covered everything we used it for."),
        w.assistant("ad-a6", "Understood."),
        w.user("ad-u4", "grand"),
        w.assistant("ad-a7", "Anytime."),
        w.user("ad-u5", "Short commit messages with the ticket number up front are my favourite kind."),
        w.assistant("ad-a8", "Noted."),
      ];
    },
    expected: [
      ["Admin routes are lazy-loaded, never in the main bundle.", "convention", "user"],
      [
        "`npx tsc --noEmit -p apps/admin` failed with \"apps/admin/src/routes/users.tsx(18,7): error TS2322: Type 'string | undefined' is not assignable to type 'string'.\" and passed after editing users.tsx: users.tsx falls back to the viewer role when none is given.",
        "solution",
        "agent",
      ],
      ["Type checking runs with `npx tsc --noEmit -p apps/admin` (it passed).", "code_context", "tool"],
      ["Only the support team uses the admin app, and always over the office VPN.", "fact", "user"],
      ["The team dropped Redux from the admin app in 2025 because React Query covered everything the team used it for.", "decision", "user"],
      ["Short commit messages with the ticket number up front are the user's favourite kind.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0546 reads where a kind never is after its participle, the one team
    // that uses a part, and the person's favourite kind.
  },
  {
    // Written after decision 0546, its expected facts by hand before it was first run; held out until decision 0547.
    name: "written after the never-at-a-place, only-team-uses and favourite-kind rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "go vet ./...";
      return [
        w.user("gv-u1", "go vet is unhappy with the notifier. Contexts are the first parameter of every exported function."),
        w.toolUse("gv-a1", "toolu_gv1", "Bash", { command, description: "Vet the packages" }),
        w.toolResult("gv-r1", "toolu_gv1", "# example.com/shop/notify\nnotify/send.go:27:2: fmt.Sprintf format %d has arg name of wrong type string\n", true),
        w.toolUse("gv-a2", "toolu_gv2", "Edit", {
          file_path: `${project}/notify/send.go`,
          old_string: 'fmt.Sprintf("order %d shipped", name)',
          new_string: 'fmt.Sprintf("order %s shipped", name)',
        }),
        w.toolResult("gv-r2", "toolu_gv2", `The file ${project}/notify/send.go has been updated.`),
        w.toolUse("gv-a3", "toolu_gv3", "Bash", { command, description: "Vet the packages" }),
        w.toolResult("gv-r3", "toolu_gv3", ""),
        w.assistant("gv-a4", "send.go formats the order name as a string now."),
        w.user("gv-u2", "The notifier sends at most one SMS per customer per hour."),
        w.assistant("gv-a5", "Good to know."),
        w.user("gv-u3", "We gave up on gRPC between the services after the third streaming bug and went back to plain HTTP."),
        w.assistant("gv-a6", "Understood."),
        w.user("gv-u4", "perfect"),
        w.assistant("gv-a7", "Anytime."),
        w.user("gv-u5", "Tables of test cases read much faster for me than one test per case."),
        w.assistant("gv-a8", "Noted."),
      ];
    },
    expected: [
      ["Contexts are the first parameter of every exported function.", "convention", "user"],
      // Relabelled at decision 0547: the house quotes a Go finding's line whole, its place too (decision 0377), and reads
      // `go vet` as how linting runs.
      [
        '`go vet ./...` failed with "notify/send.go:27:2: fmt.Sprintf format %d has arg name of wrong type string" and passed after editing send.go: send.go formats the order name as a string now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `go vet ./...` (it passed).", "code_context", "tool"],
      ["The notifier sends at most one SMS per customer per hour.", "fact", "user"],
      ["The team gave up on gRPC between the services after the third streaming bug and went back to plain HTTP.", "decision", "user"],
      ["Tables of test cases read much faster for the user than one test per case.", "preference", "user"],
    ],
    // Held out, it kept 2, none right (both kept as the house keeps them: relabelled); decision 0547 reads where in
    // every signature a kind goes, how many of a thing a part sends at most, a change after the how-manieth incident, and
    // what reads faster for the person.
  },
  {
    // Written after decision 0547, its expected facts by hand before it was first run; held out until decision 0548.
    name: "written after the taken-where, send-rate, nth-incident and reads-faster rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bundle exec rspec spec/models/invoice_spec.rb";
      return [
        w.user("iv-u1", "The invoice spec is failing. Money columns are integer cents, never decimals."),
        w.toolUse("iv-a1", "toolu_iv1", "Bash", { command, description: "Run the invoice spec" }),
        w.toolResult(
          "iv-r1",
          "toolu_iv1",
          "F\n\nFailures:\n\n  1) Invoice#total_cents sums the line items\n     Failure/Error: expect(invoice.total_cents).to eq(1500)\n\n       expected: 1500\n            got: 15\n\n       (compared using ==)\n\n1 example, 1 failure\n",
          true,
        ),
        w.toolUse("iv-a2", "toolu_iv2", "Edit", {
          file_path: `${project}/app/models/invoice.rb`,
          old_string: "line_items.sum(:amount)",
          new_string: "line_items.sum(:amount_cents)",
        }),
        w.toolResult("iv-r2", "toolu_iv2", `The file ${project}/app/models/invoice.rb has been updated.`),
        w.toolUse("iv-a3", "toolu_iv3", "Bash", { command, description: "Run the invoice spec" }),
        w.toolResult("iv-r3", "toolu_iv3", ".\n\n1 example, 0 failures\n"),
        w.assistant("iv-a4", "invoice.rb sums the line items' cents now."),
        w.user("iv-u2", "Invoices are generated on the first of every month by a Sidekiq cron job."),
        w.assistant("iv-a5", "Good to know."),
        w.user("iv-u3", "We switched PDF rendering from Prawn to Grover because designers can edit HTML templates."),
        w.assistant("iv-a6", "Understood."),
        w.user("iv-u4", "thx"),
        w.assistant("iv-a7", "Anytime."),
        w.user("iv-u5", "I'd rather see the failing spec's output pasted than a summary of it."),
        w.assistant("iv-a8", "Noted."),
      ];
    },
    expected: [
      ["Money columns are integer cents, never decimals.", "convention", "user"],
      // Hand-written without the semicolon; relabelled at decision 0548 to the house's "expected: …; got: …" (decision 0287).
      [
        '`bundle exec rspec spec/models/invoice_spec.rb` failed with "expected: 1500; got: 15" and passed after editing invoice.rb: invoice.rb sums the line items\' cents now.',
        "solution",
        "agent",
      ],
      ["The tests run with `bundle exec rspec spec/models/invoice_spec.rb` (it passed).", "code_context", "tool"],
      ["Invoices are generated on the first of every month by a Sidekiq cron job.", "fact", "user"],
      ["The team switched PDF rendering from Prawn to Grover because designers can edit HTML templates.", "decision", "user"],
      ["User would rather see the failing spec's output pasted than a summary of it.", "preference", "user"],
    ],
    // Held out, it kept 6 of 6, 5 right, one typed otherwise than by hand (a hand label relabelled above); decision 0548
    // reads a part switched from one name to another for a reason as a decision, and vouches for the name of a test
    // that failed and passes now, which the agent's sentence after the fix shares words with.
  },
  {
    // Written after decision 0548, its expected facts by hand before it was first run; held out until decision 0549.
    name: "written after the switched-between-names and vouched-test-name rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx elm-test";
      return [
        w.user("et-u1", "elm-test is red on the price module. Decoders live next to the type they decode."),
        w.toolUse("et-a1", "toolu_et1", "Bash", { command, description: "Run the Elm tests" }),
        w.toolResult(
          "et-r1",
          "toolu_et1",
          'elm-test 0.19.1-revision12\n--------------------------\n\nRunning 3 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 402198373\n\n↓ PriceTest\n↓ format\n✗ pads the cents to two digits\n\n    "12.5"\n    ╷\n    │ Expect.equal\n    ╵\n    "12.50"\n\n\nTEST RUN FAILED\n\nDuration: 215 ms\nPassed:   2\nFailed:   1\n',
          true,
        ),
        w.toolUse("et-a2", "toolu_et2", "Edit", {
          file_path: `${project}/src/Price.elm`,
          old_string: "String.fromInt cents",
          new_string: "String.padLeft 2 '0' (String.fromInt cents)",
        }),
        w.toolResult("et-r2", "toolu_et2", `The file ${project}/src/Price.elm has been updated.`),
        w.toolUse("et-a3", "toolu_et3", "Bash", { command, description: "Run the Elm tests" }),
        w.toolResult(
          "et-r3",
          "toolu_et3",
          "elm-test 0.19.1-revision12\n--------------------------\n\nRunning 3 tests.\n\nTEST RUN PASSED\n\nDuration: 198 ms\nPassed:   3\nFailed:   0\n",
        ),
        w.assistant("et-a4", "Price.format pads the cents with a zero now."),
        w.user("et-u2", "The storefront talks to the Shopify Storefront API through a Cloudflare Worker."),
        w.assistant("et-a5", "Good to know."),
        w.user("et-u3", "We chose elm-css over elm-ui because the designers already know CSS."),
        w.assistant("et-a6", "Understood."),
        w.user("et-u4", "cool, ty"),
        w.assistant("et-a7", "Anytime."),
        w.user("et-u5", "Diffs with the reasoning up front work best for me."),
        w.assistant("et-a8", "Noted."),
      ];
    },
    expected: [
      ["Decoders live next to the type they decode.", "convention", "user"],
      [
        "`npx elm-test` failed with \"expected: '12.50'; got: '12.5'\" and passed after editing Price.elm: Price.format pads the cents with a zero now.",
        "solution",
        "agent",
      ],
      ["The tests run with `npx elm-test` (it passed).", "code_context", "tool"],
      ["The storefront talks to the Shopify Storefront API through a Cloudflare Worker.", "fact", "user"],
      ["The team chose elm-css over elm-ui because the designers already know CSS.", "decision", "user"],
      ["Diffs with the reasoning up front work best for the user.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, 4 right, with a fix quoting "TEST RUN FAILED"; decision 0549 reads elm-test's
    // equality drawn as a pipeline, and what a thing named by one word after "the" talks to when that is a named part.
  },
];
