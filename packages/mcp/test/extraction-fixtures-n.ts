import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part n in the order they were written (extraction-transcripts.ts).
 */
export const fixturesN: readonly WrittenFixture[] = [
  {
    // Written after decision 0403, its expected facts by hand before it was first run; held out until decision 0404.
    name: "written after the htmlhint, scoped-practice, none-in-a-part and happiest rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "squawk migrations/0042_add_index.sql";
      return [
        w.user("sq-u1", "squawk flags the new migration. Index changes ship in their own migration."),
        w.toolUse("sq-a1", "toolu_sq1", "Bash", { command, description: "Lint the migration" }),
        w.toolResult(
          "sq-r1",
          "toolu_sq1",
          "warning[require-concurrent-index-creation]: During normal index creation, table updates are blocked, but reads are still allowed.\n --> migrations/0042_add_index.sql:1:1\n  |\n1 | CREATE INDEX orders_created_at_idx ON orders (created_at);\n  | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n  |\n  = help: Use `CONCURRENTLY` to avoid blocking writes.\n\nFind detailed examples and solutions for each rule at https://squawkhq.com/docs/rules\nFound 1 issue in 1 file (checked 1 source file)",
          true,
        ),
        w.toolUse("sq-a2", "toolu_sq2", "Edit", {
          file_path: `${project}/migrations/0042_add_index.sql`,
          old_string: "CREATE INDEX orders_created_at_idx",
          new_string: "CREATE INDEX CONCURRENTLY orders_created_at_idx",
        }),
        w.toolResult("sq-r2", "toolu_sq2", `The file ${project}/migrations/0042_add_index.sql has been updated.`),
        w.toolUse("sq-a3", "toolu_sq3", "Bash", { command, description: "Lint the migration" }),
        w.toolResult("sq-r3", "toolu_sq3", "Found 0 issues in 1 file (checked 1 source file)"),
        w.assistant("sq-a4", "The index is now created concurrently."),
        w.user("sq-u2", "Column drops happen in two steps."),
        w.assistant("sq-a5", "Understood."),
        w.user("sq-u3", "Tomasz can approve schema changes."),
        w.assistant("sq-a6", "Noted."),
        w.user("sq-u4", "cool"),
        w.assistant("sq-a7", "Anything else?"),
        w.user("sq-u5", "Diffs are worth a thousand words to me."),
        w.assistant("sq-a8", "Will do."),
      ];
    },
    expected: [
      ["Index changes ship in their own migration.", "convention", "user"],
      [
        '`squawk migrations/0042_add_index.sql` failed with "During normal index creation, table updates are blocked, but reads are still allowed." and passed after editing 0042_add_index.sql: the index is now created concurrently.',
        "solution",
        "agent",
      ],
      ["Linting runs with `squawk migrations/0042_add_index.sql` (it passed).", "code_context", "tool"],
      ["Column drops happen in two steps.", "convention", "user"],
      // Relabelled after decision 0404 (its review): written a fact by hand, where decision 0364 keeps "Ines signs off on
      // ABI changes" as a convention; who can approve is now read by that rule.
      ["Tomasz can approve schema changes.", "convention", "user"],
      ["Diffs are worth a thousand words to the user.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0404 reads Squawk (its runs, and its finding quoted without the severity or
    // the rule), how every change of a kind ships (in a unit of its own, in steps), who can approve a kind of work, and
    // what a kind is worth to the person.
  },
  {
    // Written after decision 0404, its expected facts by hand before it was first run; held out until decision 0405.
    name: "written after the squawk, shipping, can-approve and worth rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "editorconfig-checker";
      return [
        w.user("ec-u1", "editorconfig-checker is failing on CI. Generated files stay out of the linters."),
        w.toolUse("ec-a1", "toolu_ec1", "Bash", { command, description: "Check the editorconfig rules" }),
        w.toolResult("ec-r1", "toolu_ec1", "internal/server/routes.go:\n\t18: Wrong indent style found (spaces instead of tabs)\n\n1 errors found", true),
        w.toolUse("ec-a2", "toolu_ec2", "Edit", {
          file_path: `${project}/internal/server/routes.go`,
          old_string: '    r.Get("/health", health)',
          new_string: '\tr.Get("/health", health)',
        }),
        w.toolResult("ec-r2", "toolu_ec2", `The file ${project}/internal/server/routes.go has been updated.`),
        w.toolUse("ec-a3", "toolu_ec3", "Bash", { command, description: "Check the editorconfig rules" }),
        w.toolResult("ec-r3", "toolu_ec3", ""),
        w.assistant("ec-a4", "routes.go is indented with tabs again."),
        w.user("ec-u2", "Config is read once at startup."),
        w.assistant("ec-a5", "Understood."),
        w.user("ec-u3", "Priya runs the release train."),
        w.assistant("ec-a6", "Noted."),
        w.user("ec-u4", "perfect"),
        w.assistant("ec-a7", "Glad it helped."),
        w.user("ec-u5", "Pleasantries are wasted on me."),
        w.assistant("ec-a8", "Will do."),
      ];
    },
    expected: [
      ["Generated files stay out of the linters.", "convention", "user"],
      [
        '`editorconfig-checker` failed with "Wrong indent style found (spaces instead of tabs)" and passed after editing routes.go: routes.go is indented with tabs again.',
        "solution",
        "agent",
      ],
      ["Linting runs with `editorconfig-checker` (it passed).", "code_context", "tool"],
      ["Config is read once at startup.", "convention", "user"],
      ["Priya runs the release train.", "fact", "user"],
      ["Pleasantries are wasted on the user.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6; decision 0405 reads editorconfig-checker (its runs, and its finding quoted without the
    // line's number), who runs a standing duty, and what is wasted on the person. "Config is read once at startup." stays
    // missed: decision 0368 reads what is done to a kind, said alone, as what the code does, not a rule.
    shortfall: {
      extra: [],
      missed: ["Config is read once at startup."],
      retyped: [],
    },
  },
  {
    // Written after decision 0405, its expected facts by hand before it was first run; held out until decision 0406.
    name: "written after the editorconfig-checker, runs-a-duty and wasted-on-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "dotnet format --verify-no-changes";
      return [
        w.user("df-u1", "dotnet format fails on the orders controller. Async methods end in Async."),
        w.toolUse("df-a1", "toolu_df1", "Bash", { command, description: "Check the formatting" }),
        w.toolResult(
          "df-r1",
          "toolu_df1",
          `${project}/src/Api/Controllers/OrdersController.cs(42,1): error WHITESPACE: Fix whitespace formatting. Replace 12 characters with '\\n\\s\\s\\s\\s\\s\\s\\s\\s'. [${project}/src/Api/Api.csproj]`,
          true,
        ),
        w.toolUse("df-a2", "toolu_df2", "Edit", {
          file_path: `${project}/src/Api/Controllers/OrdersController.cs`,
          old_string: "            return Ok(order);",
          new_string: "        return Ok(order);",
        }),
        w.toolResult("df-r2", "toolu_df2", `The file ${project}/src/Api/Controllers/OrdersController.cs has been updated.`),
        w.toolUse("df-a3", "toolu_df3", "Bash", { command, description: "Check the formatting" }),
        w.toolResult("df-r3", "toolu_df3", ""),
        w.assistant("df-a4", "The controller's indentation matches the editorconfig again."),
        w.user("df-u2", "DTOs are records, not classes."),
        w.assistant("df-a5", "Understood."),
        w.user("df-u3", "Sven is the one with prod database access."),
        w.assistant("df-a6", "Noted."),
        w.user("df-u4", "ok"),
        w.assistant("df-a7", "Anything else?"),
        w.user("df-u5", "Bullet points are easier on my eyes."),
        w.assistant("df-a8", "Will do."),
      ];
    },
    expected: [
      ["Async methods end in Async.", "convention", "user"],
      [
        '`dotnet format --verify-no-changes` failed with "Fix whitespace formatting." and passed after editing OrdersController.cs: the controller\'s indentation matches the editorconfig again.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `dotnet format --verify-no-changes` (it passed).", "code_context", "tool"],
      ["DTOs are records, not classes.", "convention", "user"],
      ["Sven is the one with prod database access.", "fact", "user"],
      ["Bullet points are easier on the user's eyes.", "preference", "user"],
    ],
    // Held out, it kept 3, 2 right (the fix without its error line); decision 0406 reads MSBuild's diagnostics (as
    // `dotnet build` and `dotnet format` print them: the message's first sentence), what a kind of name ends in, who is
    // the one with a kind of access, and what is easier on the person's eyes.
  },
  {
    // Written after decision 0406, its expected facts by hand before it was first run; held out until decision 0407.
    name: "written after the msbuild, ends-in, one-with-access and easier-on-my-eyes rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx flow check";
      return [
        w.user("fl2-u1", "flow is red on the cart. We pair on anything touching payments."),
        w.toolUse("fl2-a1", "toolu_fl21", "Bash", { command, description: "Type-check with Flow" }),
        w.toolResult(
          "fl2-r1",
          "toolu_fl21",
          "Error ------------------------------------------------------------------------------------------ src/cart/total.js:12:10\n\nCannot return `total` because number [1] is incompatible with string [2]. [incompatible-return]\n\n   src/cart/total.js\n   [2]  8| function format(items: Array<Item>): string {\n   [1]  9|   const total = items.reduce((sum, item) => sum + item.price, 0);\n       12|   return total;\n\n\nFound 1 error",
          true,
        ),
        w.toolUse("fl2-a2", "toolu_fl22", "Edit", {
          file_path: `${project}/src/cart/total.js`,
          old_string: "  return total;",
          new_string: "  return formatCents(total);",
        }),
        w.toolResult("fl2-r2", "toolu_fl22", `The file ${project}/src/cart/total.js has been updated.`),
        w.toolUse("fl2-a3", "toolu_fl23", "Bash", { command, description: "Type-check with Flow" }),
        w.toolResult("fl2-r3", "toolu_fl23", "Found 0 errors"),
        w.assistant("fl2-a4", "format now returns the total as a formatted string."),
        w.user("fl2-u2", "Exports are named, never default."),
        w.assistant("fl2-a5", "Understood."),
        w.user("fl2-u3", "Katja is our Flow whisperer."),
        w.assistant("fl2-a6", "Noted."),
        w.user("fl2-u4", "great"),
        w.assistant("fl2-a7", "Anything else?"),
        w.user("fl2-u5", "I skim anything longer than a screen."),
        w.assistant("fl2-a8", "Will do."),
      ];
    },
    expected: [
      ["The team pairs on anything touching payments.", "convention", "user"],
      [
        '`npx flow check` failed with "Cannot return `total` because number [1] is incompatible with string [2]." and passed after editing total.js: format now returns the total as a formatted string.',
        "solution",
        "agent",
      ],
      ["Type checking runs with `npx flow check` (it passed).", "code_context", "tool"],
      ["Exports are named, never default.", "convention", "user"],
      ["Katja is the team's Flow whisperer.", "fact", "user"],
      // Relabelled: written "The user skims …" by hand, where "I never read anything longer …" keeps "User never reads …".
      ["User skims anything longer than a screen.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0407 reads Flow (`flow check`, and its error's message under its heading,
    // without the code), what the team does on anything touching a part, what a kind is and never is, a whisperer, and
    // what the person skims past a size.
  },
  {
    // Written after decision 0407, its expected facts by hand before it was first run; held out until decision 0408.
    name: "written after the flow, on-anything, never-other, whisperer and skims rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bundle exec standardrb";
      return [
        w.user("sr-u1", "standardrb is failing on the order model. Background jobs are idempotent by design."),
        w.toolUse("sr-a1", "toolu_sr1", "Bash", { command, description: "Lint with Standard" }),
        w.toolResult(
          "sr-r1",
          "toolu_sr1",
          "standard: Use Ruby Standard Style (https://github.com/standardrb/standard)\n  app/models/order.rb:12:18: Style/StringLiterals: Prefer double-quoted strings unless you need single quotes to avoid extra backslashes for escaping.",
          true,
        ),
        w.toolUse("sr-a2", "toolu_sr2", "Edit", {
          file_path: `${project}/app/models/order.rb`,
          old_string: "status = 'pending'",
          new_string: 'status = "pending"',
        }),
        w.toolResult("sr-r2", "toolu_sr2", `The file ${project}/app/models/order.rb has been updated.`),
        w.toolUse("sr-a3", "toolu_sr3", "Bash", { command, description: "Lint with Standard" }),
        w.toolResult("sr-r3", "toolu_sr3", ""),
        w.assistant("sr-a4", "Strings in order.rb use double quotes now."),
        w.user("sr-u2", "Service objects expose a single call method."),
        w.assistant("sr-a5", "Understood."),
        w.user("sr-u3", "Hannah is the person behind our Sidekiq setup."),
        w.assistant("sr-a6", "Noted."),
        w.user("sr-u4", "nice"),
        w.assistant("sr-a7", "Thanks!"),
        w.user("sr-u5", "Emoji in replies feel noisy to me."),
        w.assistant("sr-a8", "Will do."),
      ];
    },
    expected: [
      ["Background jobs are idempotent by design.", "convention", "user"],
      // Relabelled: written with the cop's name by hand; with it the quote passes the 120 characters a quote may hold, and
      // decision 0372 then quotes RuboCop's message alone.
      [
        '`bundle exec standardrb` failed with "Prefer double-quoted strings unless you need single quotes to avoid extra backslashes for escaping." and passed after editing order.rb: strings in order.rb use double quotes now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `bundle exec standardrb` (it passed).", "code_context", "tool"],
      ["Service objects expose a single call method.", "convention", "user"],
      ["Hannah is the person behind the team's Sidekiq setup.", "fact", "user"],
      ["Emoji in replies feel noisy to the user.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6; decision 0408 reads Standard Ruby (its runs, and its finding as RuboCop's without the
    // severity's letter), a property a kind has by design, the person behind a part, and what a kind of reply feels like
    // to the person.
  },
  {
    // Written after decision 0408, its expected facts by hand before it was first run; held out until decision 0409.
    name: "written after the standardrb, by-design, person-behind and feels-to-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pip-audit -r requirements.txt";
      return [
        w.user("pa-u1", "pip-audit flags a CVE. Security fixes jump the queue."),
        w.toolUse("pa-a1", "toolu_pa1", "Bash", { command, description: "Audit the dependencies" }),
        w.toolResult(
          "pa-r1",
          "toolu_pa1",
          "Found 1 known vulnerability in 1 package\nName   Version ID                  Fix Versions\n------ ------- ------------------- ------------\njinja2 3.1.2   GHSA-h5c8-rqwp-cp95 3.1.3",
          true,
        ),
        w.toolUse("pa-a2", "toolu_pa2", "Edit", {
          file_path: `${project}/requirements.txt`,
          old_string: "jinja2==3.1.2",
          new_string: "jinja2==3.1.3",
        }),
        w.toolResult("pa-r2", "toolu_pa2", `The file ${project}/requirements.txt has been updated.`),
        w.toolUse("pa-a3", "toolu_pa3", "Bash", { command, description: "Audit the dependencies" }),
        w.toolResult("pa-r3", "toolu_pa3", "No known vulnerabilities found"),
        w.assistant("pa-a4", "jinja2 is pinned to 3.1.3 now."),
        w.user("pa-u2", "Nothing gets installed from a git URL."),
        w.assistant("pa-a5", "Understood."),
        w.user("pa-u3", "Ask Bogdan anything about the Celery workers."),
        w.assistant("pa-a6", "Noted."),
        w.user("pa-u4", "ty"),
        w.assistant("pa-a7", "Anytime."),
        w.user("pa-u5", "I can't parse walls of text."),
        w.assistant("pa-a8", "Will do."),
      ];
    },
    expected: [
      ["Security fixes jump the queue.", "convention", "user"],
      [
        '`pip-audit -r requirements.txt` failed with "Found 1 known vulnerability in 1 package" and passed after editing requirements.txt: jinja2 is pinned to 3.1.3 now.',
        "solution",
        "agent",
      ],
      ["Dependency checks run with `pip-audit -r requirements.txt` (it passed).", "code_context", "tool"],
      ["Nothing gets installed from a git URL.", "convention", "user"],
      // Relabelled: written a fact by hand, where decision 0370 keeps "Ask Ines about anything touching the ABI" as a
      // convention.
      ["Ask Bogdan anything about the Celery workers.", "convention", "user"],
      // Relabelled: written "User can't …" by hand, where "I can't stand …" keeps "The user can't stand …".
      ["The user can't parse walls of text.", "preference", "user"],
    ],
    // Held out, it kept none of 6; decision 0409 reads pip-audit (its runs, and the count of what it found), how every
    // thing of a kind is put ahead of the rest, where nothing is installed from, who to ask anything about a part, and
    // what the person can't parse.
  },
  {
    // Written after decision 0409, its expected facts by hand before it was first run; held out until decision 0410.
    name: "written after the pip-audit, jumps-the-queue, nothing-from, ask-anything and can't-parse rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mix format --check-formatted";
      return [
        w.user("mf-u1", "mix format is unhappy. Contexts talk to each other only through their public API."),
        w.toolUse("mf-a1", "toolu_mf1", "Bash", { command, description: "Check the formatting" }),
        w.toolResult(
          "mf-r1",
          "toolu_mf1",
          "** (Mix) mix format failed due to --check-formatted.\nThe following files are not formatted:\n\n  * lib/shop/cart.ex",
          true,
        ),
        w.toolUse("mf-a2", "toolu_mf2", "Edit", {
          file_path: `${project}/lib/shop/cart.ex`,
          old_string: "def total(items),do: Enum.sum(items)",
          new_string: "def total(items), do: Enum.sum(items)",
        }),
        w.toolResult("mf-r2", "toolu_mf2", `The file ${project}/lib/shop/cart.ex has been updated.`),
        w.toolUse("mf-a3", "toolu_mf3", "Bash", { command, description: "Check the formatting" }),
        w.toolResult("mf-r3", "toolu_mf3", ""),
        w.assistant("mf-a4", "cart.ex is formatted now."),
        w.user("mf-u2", "Every GenServer has a supervisor."),
        w.assistant("mf-a5", "Understood."),
        w.user("mf-u3", "Rafael is our BEAM person."),
        w.assistant("mf-a6", "Noted."),
        w.user("mf-u4", "sweet"),
        w.assistant("mf-a7", "Anything else?"),
        w.user("mf-u5", "Long explanations make my eyes glaze over."),
        w.assistant("mf-a8", "Will do."),
      ];
    },
    expected: [
      ["Contexts talk to each other only through their public API.", "convention", "user"],
      // Relabelled: written without Mix's "** (Mix)" mark by hand, where the fixture written after decision 0353 quotes
      // Mix's line whole.
      [
        '`mix format --check-formatted` failed with "** (Mix) mix format failed due to --check-formatted." and passed after editing cart.ex: cart.ex is formatted now.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `mix format --check-formatted` (it passed).", "code_context", "tool"],
      ["Every GenServer has a supervisor.", "convention", "user"],
      ["Rafael is the team's BEAM person.", "fact", "user"],
      ["Long explanations make the user's eyes glaze over.", "preference", "user"],
    ],
    // Held out, it kept 2, 1 right as written (2 right after its fix's label was relabelled); decision 0410 reads the one
    // way the parts of a kind reach each other, a tool's name before "person", and what makes the person's eyes glaze
    // over. "Every GenServer has a supervisor." stays missed: what every thing of a kind has is as often the shape of
    // the data ("Every queue has a dead-letter queue").
    shortfall: {
      extra: [],
      missed: ["Every GenServer has a supervisor."],
      retyped: [],
    },
  },
  {
    // Written after decision 0410, its expected facts by hand before it was first run; held out until decision 0411.
    name: "written after the talks-through, tool-person and glaze-over rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "swiftformat --lint .";
      return [
        w.user("sf-u1", "swiftformat fails in lint mode. View models stay free of SwiftUI."),
        w.toolUse("sf-a1", "toolu_sf1", "Bash", { command, description: "Check the formatting" }),
        w.toolResult(
          "sf-r1",
          "toolu_sf1",
          `Running SwiftFormat...\n(lint mode - no files will be changed.)\n${project}/Sources/App/CartView.swift:12:1: error: (indent) Indent code in accordance with the scope level.\nSwiftFormat completed in 0.02s.\nSource input did not pass lint check.\n1/12 files require formatting.`,
          true,
        ),
        w.toolUse("sf-a2", "toolu_sf2", "Edit", {
          file_path: `${project}/Sources/App/CartView.swift`,
          old_string: "            Text(total)",
          new_string: "        Text(total)",
        }),
        w.toolResult("sf-r2", "toolu_sf2", `The file ${project}/Sources/App/CartView.swift has been updated.`),
        w.toolUse("sf-a3", "toolu_sf3", "Bash", { command, description: "Check the formatting" }),
        w.toolResult(
          "sf-r3",
          "toolu_sf3",
          "Running SwiftFormat...\n(lint mode - no files will be changed.)\nSwiftFormat completed in 0.02s.\n0/12 files require formatting.",
        ),
        w.assistant("sf-a4", "CartView.swift is indented by scope again."),
        w.user("sf-u2", "Force unwraps count as a code smell."),
        w.assistant("sf-a5", "Understood."),
        w.user("sf-u3", "Nadia signs off on anything App Store related."),
        w.assistant("sf-a6", "Noted."),
        w.user("sf-u4", "thx"),
        w.assistant("sf-a7", "You're welcome."),
        w.user("sf-u5", "Shorter is better for me."),
        w.assistant("sf-a8", "Will do."),
      ];
    },
    expected: [
      ["View models stay free of SwiftUI.", "convention", "user"],
      [
        '`swiftformat --lint .` failed with "Indent code in accordance with the scope level." and passed after editing CartView.swift: CartView.swift is indented by scope again.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `swiftformat --lint .` (it passed).", "code_context", "tool"],
      ["Force unwraps count as a code smell.", "convention", "user"],
      ["Nadia signs off on anything App Store related.", "convention", "user"],
      ["Shorter is better for the user.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6; decision 0411 reads SwiftFormat (`--lint`, a formatting check, and its finding without
    // the place or the rule), what every thing of a kind counts as in review, and a comparative better for the person.
  },
  {
    // Written after decision 0411, its expected facts by hand before it was first run; held out until decision 0412.
    name: "written after the swiftformat, counts-as and shorter-is-better rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "stylua --check .";
      return [
        w.user("st-u1", "stylua wants changes in the menu module. Modules return a single table."),
        w.toolUse("st-a1", "toolu_st1", "Bash", { command, description: "Check the Lua formatting" }),
        w.toolResult("st-r1", "toolu_st1", "Diff in ./src/ui/menu.lua:\n1    |-local  items = {}\n   1 |+local items = {}", true),
        w.toolUse("st-a2", "toolu_st2", "Edit", {
          file_path: `${project}/src/ui/menu.lua`,
          old_string: "local  items = {}",
          new_string: "local items = {}",
        }),
        w.toolResult("st-r2", "toolu_st2", `The file ${project}/src/ui/menu.lua has been updated.`),
        w.toolUse("st-a3", "toolu_st3", "Bash", { command, description: "Check the Lua formatting" }),
        w.toolResult("st-r3", "toolu_st3", ""),
        w.assistant("st-a4", "menu.lua is formatted now."),
        w.user("st-u2", "Globals are allowed in init.lua only."),
        w.assistant("st-a5", "Understood."),
        w.user("st-u3", "Theo keeps the LÖVE build scripts alive."),
        w.assistant("st-a6", "Noted."),
        w.user("st-u4", "cheers"),
        w.assistant("st-a7", "Anytime."),
        w.user("st-u5", "Long code blocks are a pain on my phone."),
        w.assistant("st-a8", "Will do."),
      ];
    },
    expected: [
      ["Modules return a single table.", "convention", "user"],
      ["`stylua --check .` failed and passed after editing menu.lua: menu.lua is formatted now.", "solution", "agent"],
      ["Formatting runs with `stylua --check .` (it passed).", "code_context", "tool"],
      ["Globals are allowed in init.lua only.", "convention", "user"],
      ["Theo keeps the LÖVE build scripts alive.", "fact", "user"],
      ["Long code blocks are a pain on the user's phone.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6; decision 0412 reads StyLua (`--check`, a formatting check whose diff names no finding),
    // who keeps a part of the project alive, and what a kind of answer is like on the person's screen.
  },
  {
    // Written after decision 0412, its expected facts by hand before it was first run; held out until decision 0413.
    name: "written after the stylua, keeps-alive and pain-on-my-phone rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pnpm exec svelte-check";
      return [
        w.user("sv-u1", "svelte-check is failing on the cart page. Load functions never touch the DOM."),
        w.toolUse("sv-a1", "toolu_sv1", "Bash", { command, description: "Type-check the Svelte components" }),
        w.toolResult(
          "sv-r1",
          "toolu_sv1",
          `====================================\nLoading svelte-check in workspace: ${project}\nGetting Svelte diagnostics...\n\n${project}/src/lib/Cart.svelte:14:5\nError: Type 'string' is not assignable to type 'number'. (ts)\n    total = "0";\n\n====================================\nsvelte-check found 1 error and 0 warnings in 1 file`,
          true,
        ),
        w.toolUse("sv-a2", "toolu_sv2", "Edit", { file_path: `${project}/src/lib/Cart.svelte`, old_string: 'total = "0";', new_string: "total = 0;" }),
        w.toolResult("sv-r2", "toolu_sv2", `The file ${project}/src/lib/Cart.svelte has been updated.`),
        w.toolUse("sv-a3", "toolu_sv3", "Bash", { command, description: "Type-check the Svelte components" }),
        w.toolResult(
          "sv-r3",
          "toolu_sv3",
          `====================================\nLoading svelte-check in workspace: ${project}\nGetting Svelte diagnostics...\n\n====================================\nsvelte-check found 0 errors and 0 warnings`,
        ),
        w.assistant("sv-a4", "The cart total is a number again."),
        w.user("sv-u2", "Shared components go under src/lib/components."),
        w.assistant("sv-a5", "Got it."),
        w.user("sv-u3", "Questions about the design system go to Ines."),
        w.assistant("sv-a6", "Noted."),
        w.user("sv-u4", "ok great"),
        w.assistant("sv-a7", "Glad it helped."),
        w.user("sv-u5", "Inline comments in suggested code distract me."),
        w.assistant("sv-a8", "I'll leave them out."),
      ];
    },
    expected: [
      ["Load functions never touch the DOM.", "convention", "user"],
      [
        "`pnpm exec svelte-check` failed with \"Type 'string' is not assignable to type 'number'.\" and passed after editing Cart.svelte: the cart total is a number again.",
        "solution",
        "agent",
      ],
      ["Type checking runs with `pnpm exec svelte-check` (it passed).", "code_context", "tool"],
      ["Shared components go under src/lib/components.", "convention", "user"],
      ["Questions about the design system go to Ines.", "fact", "user"],
      ["Inline comments in suggested code distract the user.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6; decision 0413 reads svelte-check (a type check, and its finding under its place without
    // the severity or the source), and what distracts the person or throws them off.
  },
];
