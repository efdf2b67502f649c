import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part o in the order they were written (extraction-transcripts.ts).
 */
export const fixturesO: readonly WrittenFixture[] = [
  {
    // Written after decision 0413, its expected facts by hand before it was first run; held out until decision 0414.
    name: "written after the svelte-check and distracts-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pnpm exec astro check";
      return [
        w.user("as-u1", "astro check is red on the blog index. Components never read Astro.request directly."),
        w.toolUse("as-a1", "toolu_as1", "Bash", { command, description: "Type-check the Astro pages" }),
        w.toolResult(
          "as-r1",
          "toolu_as1",
          `14:02:11 [check] Getting diagnostics for Astro files in ${project}/...\nsrc/pages/blog/index.astro:12:7 - error ts(2322): Type 'string' is not assignable to type 'number'.\n\n12       <PostList limit="5" />\n         ~~~~~\n\nResult (14 files): \n- 1 error\n- 0 warnings\n- 0 hints`,
          true,
        ),
        w.toolUse("as-a2", "toolu_as2", "Edit", { file_path: `${project}/src/pages/blog/index.astro`, old_string: 'limit="5"', new_string: "limit={5}" }),
        w.toolResult("as-r2", "toolu_as2", `The file ${project}/src/pages/blog/index.astro has been updated.`),
        w.toolUse("as-a3", "toolu_as3", "Bash", { command, description: "Type-check the Astro pages" }),
        w.toolResult("as-r3", "toolu_as3", "Result (14 files): \n- 0 errors\n- 0 warnings\n- 0 hints"),
        w.assistant("as-a4", "The limit is passed as a number now."),
        w.user("as-u2", "Blog posts are written in MDX, never plain Markdown."),
        w.assistant("as-a5", "Got it."),
        w.user("as-u3", "Priya has the final say on anything in the RSS feed."),
        w.assistant("as-a6", "Noted."),
        w.user("as-u4", "thanks!"),
        w.assistant("as-a7", "You're welcome."),
        w.user("as-u5", "Step-by-step plans put my mind at ease."),
        w.assistant("as-a8", "I'll lay them out."),
      ];
    },
    expected: [
      ["Components never read Astro.request directly.", "convention", "user"],
      [
        "`pnpm exec astro check` failed with \"Type 'string' is not assignable to type 'number'.\" and passed after editing index.astro: the limit is passed as a number now.",
        "solution",
        "agent",
      ],
      ["Type checking runs with `pnpm exec astro check` (it passed).", "code_context", "tool"],
      ["Blog posts are written in MDX, never plain Markdown.", "convention", "user"],
      // Hand-labelled "fact"; relabelled in decision 0414 to the earlier fixtures' "convention" for who has the final say.
      ["Priya has the final say on anything in the RSS feed.", "convention", "user"],
      ["Step-by-step plans put the user's mind at ease.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both with the other type than the hand-written one (one hand label relabelled); decision
    // 0414 reads `astro check` (a type check, and its finding without the place, the severity or the code), what a kind
    // never reads, a markup a kind of text is written in, and what puts the person's mind at ease.
  },
  {
    // Written after decision 0414, its expected facts by hand before it was first run; held out until decision 0415.
    name: "written after the astro-check, never-reads, markup and mind-at-ease rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bundle exec brakeman";
      return [
        w.user("bk-u1", "brakeman flags the users controller. Controllers never build SQL strings by hand."),
        w.toolUse("bk-a1", "toolu_bk1", "Bash", { command, description: "Scan the Rails app for security warnings" }),
        w.toolResult(
          "bk-r1",
          "toolu_bk1",
          `== Brakeman Report ==\n\nApplication Path: ${project}\nRails Version: 7.1.3\nBrakeman Version: 6.1.2\n\n== Overview ==\n\nControllers: 8\nModels: 6\nTemplates: 14\nErrors: 0\nSecurity Warnings: 1\n\n== Warning Types ==\n\nSQL Injection: 1\n\n== Warnings ==\n\nConfidence: High\nCategory: SQL Injection\nCheck: SQL\nMessage: Possible SQL injection\nCode: User.where("name = '#{params[:name]}'")\nFile: app/controllers/users_controller.rb\nLine: 12`,
          true,
        ),
        w.toolUse("bk-a2", "toolu_bk2", "Edit", {
          file_path: `${project}/app/controllers/users_controller.rb`,
          old_string: `User.where("name = '#{params[:name]}'")`,
          new_string: "User.where(name: params[:name])",
        }),
        w.toolResult("bk-r2", "toolu_bk2", `The file ${project}/app/controllers/users_controller.rb has been updated.`),
        w.toolUse("bk-a3", "toolu_bk3", "Bash", { command, description: "Scan the Rails app for security warnings" }),
        w.toolResult(
          "bk-r3",
          "toolu_bk3",
          `== Brakeman Report ==\n\nApplication Path: ${project}\n\n== Overview ==\n\nControllers: 8\nModels: 6\nTemplates: 14\nErrors: 0\nSecurity Warnings: 0\n\n== Warnings ==\n\nNo warnings found`,
        ),
        w.assistant("bk-a4", "The query binds the name as a parameter now."),
        w.user("bk-u2", "Every background job has to be idempotent."),
        w.assistant("bk-a5", "Understood."),
        w.user("bk-u3", "Marta knows the payments gem inside out."),
        w.assistant("bk-a6", "Good to know."),
        w.user("bk-u4", "thx"),
        w.assistant("bk-a7", "Anytime."),
        w.user("bk-u5", "Bullet lists help me think."),
        w.assistant("bk-a8", "I'll use them."),
      ];
    },
    expected: [
      ["Controllers never build SQL strings by hand.", "convention", "user"],
      [
        '`bundle exec brakeman` failed with "Possible SQL injection" and passed after editing users_controller.rb: the query binds the name as a parameter now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `bundle exec brakeman` (it passed).", "code_context", "tool"],
      ["Every background job has to be idempotent.", "convention", "user"],
      ["Marta knows the payments gem inside out.", "fact", "user"],
      ["Bullet lists help the user think.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, none wrong; decision 0415 reads Brakeman (a security scan, and its warning's message under
    // the check that found it), what a kind never builds, and what helps the person think.
  },
  {
    // Written after decision 0415, its expected facts by hand before it was first run; held out until decision 0416.
    name: "written after the brakeman, never-builds and helps-me-think rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "go vet ./...";
      return [
        w.user("gv-u1", "go vet is unhappy with the cart package. Handlers return errors, they never panic."),
        w.toolUse("gv-a1", "toolu_gv1", "Bash", { command, description: "Vet the Go packages" }),
        w.toolResult(
          "gv-r1",
          "toolu_gv1",
          "# example.com/shop/cart\n# [example.com/shop/cart]\n./cart.go:42:2: fmt.Sprintf format %d has arg total of wrong type string",
          true,
        ),
        w.toolUse("gv-a2", "toolu_gv2", "Edit", {
          file_path: `${project}/cart/cart.go`,
          old_string: 'fmt.Sprintf("%d", total)',
          new_string: 'fmt.Sprintf("%s", total)',
        }),
        w.toolResult("gv-r2", "toolu_gv2", `The file ${project}/cart/cart.go has been updated.`),
        w.toolUse("gv-a3", "toolu_gv3", "Bash", { command, description: "Vet the Go packages" }),
        w.toolResult("gv-r3", "toolu_gv3", ""),
        w.assistant("gv-a4", "The total is formatted with %s now."),
        w.user("gv-u2", "We squash-merge every PR."),
        w.assistant("gv-a5", "Okay."),
        w.user("gv-u3", "Ask Lena before touching the billing schema."),
        w.assistant("gv-a6", "Will do."),
        w.user("gv-u4", "perfect, ty"),
        w.assistant("gv-a7", "Happy to help."),
        w.user("gv-u5", "Code first, explanation after, please."),
        w.assistant("gv-a8", "Sure."),
      ];
    },
    expected: [
      ["Handlers return errors, they never panic.", "convention", "user"],
      // Hand-written without the place; relabelled in decision 0416 to decision 0377's reading of a Go finding: the line
      // whole, its place too.
      [
        '`go vet ./...` failed with "./cart.go:42:2: fmt.Sprintf format %d has arg total of wrong type string" and passed after editing cart.go: the total is formatted with %s now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `go vet ./...` (it passed).", "code_context", "tool"],
      ["The team squash-merges every PR.", "convention", "user"],
      ["Ask Lena before touching the billing schema.", "convention", "user"],
      ["Code first, explanation after.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, none wrong; decision 0416 reads `go vet` (a lint, not with `-vettool`). "Handlers return
    // errors, they never panic" (what the code does, as often a claim as a rule) and "Code first, explanation after,
    // please" (an order for this answer as often as for every answer) stay missed: a wrong memory is worse than none.
    shortfall: {
      extra: [],
      missed: ["Handlers return errors, they never panic.", "Code first, explanation after."],
      retyped: [],
    },
  },
  {
    // Written after decision 0416, its expected facts by hand before it was first run; held out until decision 0417.
    name: "written after the go-vet rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "./mvnw spotless:check";
      return [
        w.user("sp-u1", "spotless is failing the build. DTOs are records, never Lombok classes."),
        w.toolUse("sp-a1", "toolu_sp1", "Bash", { command, description: "Check the Java formatting" }),
        w.toolResult(
          "sp-r1",
          "toolu_sp1",
          "[ERROR] Failed to execute goal com.diffplug.spotless:spotless-maven-plugin:2.43.0:check (default-cli) on project shop: The following files had format violations:\n[ERROR]     src/main/java/shop/CartService.java\n[ERROR]         @@ -12,7 +12,7 @@\n[ERROR]         -    public  Money total() {\n[ERROR]         +    public Money total() {\n[ERROR] Run 'mvn spotless:apply' to fix these violations.",
          true,
        ),
        w.toolUse("sp-a2", "toolu_sp2", "Edit", {
          file_path: `${project}/src/main/java/shop/CartService.java`,
          old_string: "public  Money total() {",
          new_string: "public Money total() {",
        }),
        w.toolResult("sp-r2", "toolu_sp2", `The file ${project}/src/main/java/shop/CartService.java has been updated.`),
        w.toolUse("sp-a3", "toolu_sp3", "Bash", { command, description: "Check the Java formatting" }),
        w.toolResult("sp-r3", "toolu_sp3", "[INFO] Spotless.Java is keeping 42 files clean - 0 needs changes to be clean\n[INFO] BUILD SUCCESS"),
        w.assistant("sp-a4", "CartService.java is formatted now."),
        w.user("sp-u2", "Every REST controller gets an integration test."),
        w.assistant("sp-a5", "Okay."),
        w.user("sp-u3", "Questions about the checkout flow go to Björn."),
        w.assistant("sp-a6", "Noted."),
        w.user("sp-u4", "nice one"),
        w.assistant("sp-a7", "Thanks!"),
        w.user("sp-u5", "I'm not a fan of one-letter variable names."),
        w.assistant("sp-a8", "I'll avoid them."),
      ];
    },
    expected: [
      ["DTOs are records, never Lombok classes.", "convention", "user"],
      ["`./mvnw spotless:check` failed and passed after editing CartService.java: CartService.java is formatted now.", "solution", "agent"],
      ["Formatting runs with `./mvnw spotless:check` (it passed).", "code_context", "tool"],
      ["Every REST controller gets an integration test.", "convention", "user"],
      ["Questions about the checkout flow go to Björn.", "fact", "user"],
      ["User is not a fan of one-letter variable names.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, none wrong; decision 0417 reads Maven's wrapper and Spotless's check (a formatting check,
    // its diff quoted by none), and what a kind gets named by a word of its own after "an" ("an integration test").
  },
  {
    // Written after decision 0417, its expected facts by hand before it was first run; held out until decision 0418.
    name: "written after the spotless and an-integration-test rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "dotnet format --verify-no-changes";
      return [
        w.user("df-u1", "dotnet format fails on CI again. Async methods end in Async."),
        w.toolUse("df-a1", "toolu_df1", "Bash", { command, description: "Check the C# formatting" }),
        w.toolResult(
          "df-r1",
          "toolu_df1",
          `${project}/src/Shop/CartService.cs(3,1): error IMPORTS: Fix imports ordering. [${project}/src/Shop/Shop.csproj]`,
          true,
        ),
        w.toolUse("df-a2", "toolu_df2", "Edit", {
          file_path: `${project}/src/Shop/CartService.cs`,
          old_string: "using System.Linq;\nusing System;",
          new_string: "using System;\nusing System.Linq;",
        }),
        w.toolResult("df-r2", "toolu_df2", `The file ${project}/src/Shop/CartService.cs has been updated.`),
        w.toolUse("df-a3", "toolu_df3", "Bash", { command, description: "Check the C# formatting" }),
        w.toolResult("df-r3", "toolu_df3", ""),
        w.assistant("df-a4", "The usings in CartService.cs are sorted now."),
        w.user("df-u2", "Tomás owns the payment gateway."),
        w.assistant("df-a5", "Good to know."),
        w.user("df-u3", "Every migration gets reviewed by the DBA."),
        w.assistant("df-a6", "Understood."),
        w.user("df-u4", "thanks, looks good"),
        w.assistant("df-a7", "Glad it helped."),
        w.user("df-u5", "I'd rather have fewer, bigger PRs."),
        w.assistant("df-a8", "Noted."),
      ];
    },
    expected: [
      ["Async methods end in Async.", "convention", "user"],
      [
        '`dotnet format --verify-no-changes` failed with "Fix imports ordering." and passed after editing CartService.cs: the usings in CartService.cs are sorted now.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `dotnet format --verify-no-changes` (it passed).", "code_context", "tool"],
      ["Tomás owns the payment gateway.", "fact", "user"],
      ["Every migration gets reviewed by the DBA.", "convention", "user"],
      ["User would rather have fewer, bigger PRs.", "preference", "user"],
    ],
    // Held out, it kept 5 of 6, none wrong; decision 0418 reads how every one thing of a kind is made or checked, by what
    // or whom ("every migration gets reviewed by the DBA"), as the plural was read.
  },
  {
    // Written after decision 0418, its expected facts by hand before it was first run; held out until decision 0419.
    name: "written after the every-one-handled rule",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "mix format --check-formatted";
      return [
        w.user("mf-u1", "mix format is failing CI. Controllers talk to contexts, not to Repo."),
        w.toolUse("mf-a1", "toolu_mf1", "Bash", { command, description: "Check the Elixir formatting" }),
        w.toolResult(
          "mf-r1",
          "toolu_mf1",
          "** (Mix) mix format failed due to --check-formatted.\nThe following files are not formatted:\n\n  * lib/shop/cart.ex\n",
          true,
        ),
        w.toolUse("mf-a2", "toolu_mf2", "Edit", {
          file_path: `${project}/lib/shop/cart.ex`,
          old_string: "def total(cart),do: sum(cart.items)",
          new_string: "def total(cart), do: sum(cart.items)",
        }),
        w.toolResult("mf-r2", "toolu_mf2", `The file ${project}/lib/shop/cart.ex has been updated.`),
        w.toolUse("mf-a3", "toolu_mf3", "Bash", { command, description: "Check the Elixir formatting" }),
        w.toolResult("mf-r3", "toolu_mf3", ""),
        w.assistant("mf-a4", "cart.ex is formatted now."),
        w.user("mf-u2", "Ingrid is our go-to person for LiveView questions."),
        w.assistant("mf-a5", "Good to know."),
        w.user("mf-u3", "Each GenServer gets its own supervisor."),
        w.assistant("mf-a6", "Understood."),
        w.user("mf-u4", "sounds good"),
        w.assistant("mf-a7", "Great."),
        w.user("mf-u5", "Walls of text wear me out."),
        w.assistant("mf-a8", "I'll keep it short."),
      ];
    },
    expected: [
      ["Controllers talk to contexts, not to Repo.", "convention", "user"],
      // Hand-written without a quote; relabelled in decision 0419 to the earlier fixtures' quote of Mix's line (the
      // transcripts held out until decisions 0354 and 0410 quote "mix format failed due to --check-formatted").
      [
        '`mix format --check-formatted` failed with "** (Mix) mix format failed due to --check-formatted." and passed after editing cart.ex: cart.ex is formatted now.',
        "solution",
        "agent",
      ],
      ["Formatting runs with `mix format --check-formatted` (it passed).", "code_context", "tool"],
      ["Ingrid is the team's go-to person for LiveView questions.", "fact", "user"],
      ["Each GenServer gets its own supervisor.", "convention", "user"],
      ["Walls of text wear the user out.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right, its fix quoting Mix's line where the hand label quoted nothing (relabelled to the
    // earlier fixtures' quote: then 4 of 6, none wrong); decision 0419 reads what every one thing of a kind has to itself
    // ("its own supervisor") and what a kind talks to, with what it excludes.
  },
  {
    // Written after decision 0419, its expected facts by hand before it was first run; held out until decision 0420.
    name: "written after the its-own and talks-to rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "uv run ruff format --check .";
      return [
        w.user("rf-u1", "ruff format keeps failing in CI. Pydantic models live in schemas.py, ORM models in models.py."),
        w.toolUse("rf-a1", "toolu_rf1", "Bash", { command, description: "Check the Python formatting" }),
        w.toolResult("rf-r1", "toolu_rf1", "Would reformat: src/shop/cart.py\n1 file would be reformatted, 12 files already formatted", true),
        w.toolUse("rf-a2", "toolu_rf2", "Edit", {
          file_path: `${project}/src/shop/cart.py`,
          old_string: "def total(items):return sum(i.price for i in items)",
          new_string: "def total(items):\n    return sum(i.price for i in items)",
        }),
        w.toolResult("rf-r2", "toolu_rf2", `The file ${project}/src/shop/cart.py has been updated.`),
        w.toolUse("rf-a3", "toolu_rf3", "Bash", { command, description: "Check the Python formatting" }),
        w.toolResult("rf-r3", "toolu_rf3", "13 files already formatted"),
        w.assistant("rf-a4", "cart.py is formatted now."),
        w.user("rf-u2", "Priya handles anything related to Stripe webhooks."),
        w.assistant("rf-a5", "Good to know."),
        w.user("rf-u3", "Nothing in the request path does blocking I/O."),
        w.assistant("rf-a6", "Understood."),
        w.user("rf-u4", "ok great"),
        w.assistant("rf-a7", "Glad to help."),
        w.user("rf-u5", "Type hints everywhere make me happy."),
        w.assistant("rf-a8", "Noted."),
      ];
    },
    expected: [
      // Hand-written a convention; relabelled to the earlier fixtures' "code_context" for where a kind of code lives.
      ["Pydantic models live in schemas.py, ORM models in models.py.", "code_context", "user"],
      ["`uv run ruff format --check .` failed and passed after editing cart.py: cart.py is formatted now.", "solution", "agent"],
      ["Formatting runs with `uv run ruff format --check .` (it passed).", "code_context", "tool"],
      ["Priya handles anything related to Stripe webhooks.", "fact", "user"],
      ["Nothing in the request path does blocking I/O.", "convention", "user"],
      ["Type hints everywhere make the user happy.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right (with the relabel above), `ruff format --check` kept as linting; decision 0420
    // reads Ruff's and Biome's formatter as the formatting check, what no code at a place does, and what makes the person
    // happy.
  },
  {
    // Written after decision 0420, its expected facts by hand before it was first run; held out until decision 0421.
    name: "written after the ruff-format, nothing-at-a-place and makes-me-happy rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "pnpm exec knip";
      return [
        w.user("kn-u1", "knip is failing on main. Shared types go in packages/types, never in apps."),
        w.toolUse("kn-a1", "toolu_kn1", "Bash", { command, description: "Find unused files and exports" }),
        w.toolResult("kn-r1", "toolu_kn1", "Unused exports (1)\nformatCents  function  src/money.ts:12:17", true),
        w.toolUse("kn-a2", "toolu_kn2", "Edit", {
          file_path: `${project}/src/money.ts`,
          old_string: "export function formatCents(",
          new_string: "function formatCents(",
        }),
        w.toolResult("kn-r2", "toolu_kn2", `The file ${project}/src/money.ts has been updated.`),
        w.toolUse("kn-a3", "toolu_kn3", "Bash", { command, description: "Find unused files and exports" }),
        w.toolResult("kn-r3", "toolu_kn3", "✂️  Excellent, Knip found no issues."),
        w.assistant("kn-a4", "formatCents is no longer exported."),
        w.user("kn-u2", "Reza is the person to ask about the billing cron."),
        w.assistant("kn-a5", "Good to know."),
        w.user("kn-u3", "Feature flags are cleaned up within two sprints of launch."),
        w.assistant("kn-a6", "Understood."),
        w.user("kn-u4", "cheers"),
        w.assistant("kn-a7", "Anytime."),
        w.user("kn-u5", "Long preambles make me skim."),
        w.assistant("kn-a8", "I'll get to the point."),
      ];
    },
    expected: [
      ["Shared types go in packages/types, never in apps.", "convention", "user"],
      // Relabelled at decision 0544, which quotes Knip's finding.
      ['`pnpm exec knip` failed with "Unused exports: formatCents" and passed after editing money.ts: formatCents is no longer exported.', "solution", "agent"],
      ["Linting runs with `pnpm exec knip` (it passed).", "code_context", "tool"],
      ["Reza is the person to ask about the billing cron.", "fact", "user"],
      ["Feature flags are cleaned up within two sprints of launch.", "convention", "user"],
      ["Long preambles make the user skim.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, none wrong; decision 0421 reads Knip (a lint, not with what removes code), how soon every
    // thing of a kind is handled ("within two sprints"), and what makes the person skim.
  },
  {
    // Written after decision 0421, its expected facts by hand before it was first run; held out until decision 0422.
    name: "written after the knip, within-a-time and makes-me-skim rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "./gradlew spotbugsMain";
      return [
        w.user("sb-u1", "spotbugs fails the build. Repositories return Optionals, never null."),
        w.toolUse("sb-a1", "toolu_sb1", "Bash", { command, description: "Run SpotBugs on the main sources" }),
        w.toolResult(
          "sb-r1",
          "toolu_sb1",
          "> Task :spotbugsMain FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':spotbugsMain'.\n> A failure occurred while executing com.github.spotbugs.snom.internal.SpotBugsRunnerForHybrid$SpotBugsExecutor\n   > Verification failed: SpotBugs ended with exit code 1.\n\nBUILD FAILED in 14s",
          true,
        ),
        w.toolUse("sb-a2", "toolu_sb2", "Edit", {
          file_path: `${project}/src/main/java/shop/CartRepository.java`,
          old_string: "public Cart findById(long id) {",
          new_string: "public Optional<Cart> findById(long id) {",
        }),
        w.toolResult("sb-r2", "toolu_sb2", `The file ${project}/src/main/java/shop/CartRepository.java has been updated.`),
        w.toolUse("sb-a3", "toolu_sb3", "Bash", { command, description: "Run SpotBugs on the main sources" }),
        w.toolResult("sb-r3", "toolu_sb3", "BUILD SUCCESSFUL in 9s\n3 actionable tasks: 1 executed, 2 up-to-date"),
        w.assistant("sb-a4", "findById returns an Optional now."),
        w.user("sb-u2", "Aiko wrote most of the tax engine."),
        w.assistant("sb-a5", "Good to know."),
        w.user("sb-u3", "Integration tests hit a real Postgres, never an in-memory fake."),
        w.assistant("sb-a6", "Understood."),
        w.user("sb-u4", "perfect"),
        w.assistant("sb-a7", "Glad it works."),
        w.user("sb-u5", "Jargon-free explanations are what I'm after."),
        w.assistant("sb-a8", "Noted."),
      ];
    },
    expected: [
      ["Repositories return Optionals, never null.", "convention", "user"],
      [
        '`./gradlew spotbugsMain` failed with "Verification failed: SpotBugs ended with exit code 1." and passed after editing CartRepository.java: findById returns an Optional now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `./gradlew spotbugsMain` (it passed).", "code_context", "tool"],
      ["Aiko wrote most of the tax engine.", "fact", "user"],
      ["Integration tests hit a real Postgres, never an in-memory fake.", "convention", "user"],
      ["Jargon-free explanations are what the user is after.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, none wrong; decision 0422 reads SpotBugs (a lint, under Gradle or Maven), what a kind
    // hits with the one choice it states, and what the person is after.
  },
  {
    // Written after decision 0422, its expected facts by hand before it was first run; held out until decision 0423.
    name: "written after the spotbugs, hits and what-I'm-after rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "dprint check";
      return [
        w.user("dp-u1", "dprint check fails on CI. Barrel files are banned in this repo."),
        w.toolUse("dp-a1", "toolu_dp1", "Bash", { command, description: "Check the formatting" }),
        w.toolResult(
          "dp-r1",
          "toolu_dp1",
          `from ${project}/src/cart.ts:\n3|-const total=items.reduce((a,b)=>a+b,0)\n3|+const total = items.reduce((a, b) => a + b, 0);\n--\n\nFound 1 not formatted file.`,
          true,
        ),
        w.toolUse("dp-a2", "toolu_dp2", "Edit", {
          file_path: `${project}/src/cart.ts`,
          old_string: "const total=items.reduce((a,b)=>a+b,0)",
          new_string: "const total = items.reduce((a, b) => a + b, 0);",
        }),
        w.toolResult("dp-r2", "toolu_dp2", `The file ${project}/src/cart.ts has been updated.`),
        w.toolUse("dp-a3", "toolu_dp3", "Bash", { command, description: "Check the formatting" }),
        w.toolResult("dp-r3", "toolu_dp3", ""),
        w.assistant("dp-a4", "cart.ts is formatted now."),
        w.user("dp-u2", "Mehmet maintains the CI pipeline."),
        w.assistant("dp-a5", "Good to know."),
        w.user("dp-u3", "Env vars are read in config.ts and nowhere else."),
        w.assistant("dp-a6", "Understood."),
        w.user("dp-u4", "nice"),
        w.assistant("dp-a7", "Thanks."),
        w.user("dp-u5", "Emoji in code review comments feel unprofessional to me."),
        w.assistant("dp-a8", "Noted."),
      ];
    },
    expected: [
      ["Barrel files are banned in this repo.", "convention", "user"],
      ["`dprint check` failed and passed after editing cart.ts: cart.ts is formatted now.", "solution", "agent"],
      ["Formatting runs with `dprint check` (it passed).", "code_context", "tool"],
      ["Mehmet maintains the CI pipeline.", "fact", "user"],
      ["Env vars are read in config.ts and nowhere else.", "convention", "user"],
      ["Emoji in code review comments feel unprofessional to the user.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, none wrong; decision 0423 reads dprint's check, "and nowhere else" as a kind's one
    // choice, and what feels unprofessional to the person.
  },
];
