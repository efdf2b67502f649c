import { TranscriptWriter } from "./claude-transcript.js";
import type { WrittenFixture } from "./extraction-fixture-kit.js";

/**
 * Coding sessions for the extraction measure, part x in the order they were written (extraction-transcripts.ts); a new
 * one goes at the end, and the last is the held-out one.
 */
export const fixturesX: readonly WrittenFixture[] = [
  {
    // Written after decision 0506, its expected facts by hand before it was first run; held out until decision 0507.
    name: "written after the mdformat, uses-it-most, stopped-doing and what-works-for-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "kube-linter lint deploy/";
      return [
        w.user("kl-u1", "kube-linter flags the api deployment. Nothing in deploy/ runs as root."),
        w.toolUse("kl-a1", "toolu_kl1", "Bash", { command, description: "Lint the Kubernetes manifests" }),
        w.toolResult(
          "kl-r1",
          "toolu_kl1",
          'deploy/api.yaml: (object: <no namespace>/api apps/v1, Kind=Deployment) container "api" has cpu limit 0 (check: unset-cpu-requirements, remediation: Set cpu requests and limits for your container based on its requirements.)\n\nError: found 1 lint errors\n',
          true,
        ),
        w.toolUse("kl-a2", "toolu_kl2", "Edit", {
          file_path: `${project}/deploy/api.yaml`,
          old_string: "          resources:\n            requests:\n              cpu: 250m",
          new_string: "          resources:\n            requests:\n              cpu: 250m\n            limits:\n              cpu: 500m",
        }),
        w.toolResult("kl-r2", "toolu_kl2", `The file ${project}/deploy/api.yaml has been updated.`),
        w.toolUse("kl-a3", "toolu_kl3", "Bash", { command, description: "Lint the Kubernetes manifests" }),
        w.toolResult("kl-r3", "toolu_kl3", "No lint errors found!\n"),
        w.assistant("kl-a4", "api.yaml gives the api container a cpu limit now."),
        w.user("kl-u2", "Staging shares a cluster with the load-test environment."),
        w.assistant("kl-a5", "Good to know."),
        w.user("kl-u3", "We gave up on Helm once the charts needed more templating than YAML."),
        w.assistant("kl-a6", "Understood."),
        w.user("kl-u4", "great"),
        w.assistant("kl-a7", "Anytime."),
        w.user("kl-u5", "Knowing which cluster a command targets before it runs matters to me."),
        w.assistant("kl-a8", "Noted."),
      ];
    },
    expected: [
      ["Nothing in deploy/ runs as root.", "convention", "user"],
      [
        "`kube-linter lint deploy/` failed with \"container 'api' has cpu limit 0\" and passed after editing api.yaml: api.yaml gives the api container a cpu limit now.",
        "solution",
        "agent",
      ],
      ["Linting runs with `kube-linter lint deploy/` (it passed).", "code_context", "tool"],
      ["Staging shares a cluster with the load-test environment.", "fact", "user"],
      ["The team gave up on Helm once the charts needed more templating than YAML.", "decision", "user"],
      ["Knowing which cluster a command targets before it runs matters to the user.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0507 reads what nothing at a place runs as, an environment sharing a
    // part with another, a tool given up on once it needed more, and what matters to the person. Its kube-linter finding
    // and edit, as first written, repeated part m's (decision 0402's) word for word; they were made another finding of
    // the same shape after it was measured, read the same way.
  },
  {
    // Written after decision 0507, its expected facts by hand before it was first run; held out until decision 0508.
    name: "written after the runs-as-nothing, environment-shares, needed-more and matters-to-me rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "deadnix --fail .";
      return [
        w.user("dn-u1", "deadnix fails on the flake. Every package in pkgs/ is built with callPackage."),
        w.toolUse("dn-a1", "toolu_dn1", "Bash", { command, description: "Find dead Nix code" }),
        w.toolResult(
          "dn-r1",
          "toolu_dn1",
          "Warning: Unused declarations were found.\n    ╭─[./flake.nix:12:5]\n    │\n 12 │     pkgs, lib, self, ...\n    │           ─┬─\n    │            ╰─── Unused lambda pattern: lib\n────╯\n",
          true,
        ),
        w.toolUse("dn-a2", "toolu_dn2", "Edit", {
          file_path: `${project}/flake.nix`,
          old_string: "    pkgs, lib, self, ...",
          new_string: "    pkgs, self, ...",
        }),
        w.toolResult("dn-r2", "toolu_dn2", `The file ${project}/flake.nix has been updated.`),
        w.toolUse("dn-a3", "toolu_dn3", "Bash", { command, description: "Find dead Nix code" }),
        w.toolResult("dn-r3", "toolu_dn3", ""),
        w.assistant("dn-a4", "flake.nix no longer takes a lib argument it never uses."),
        w.user("dn-u2", "The binary cache lives on an S3 bucket in eu-west-1."),
        w.assistant("dn-a5", "Good to know."),
        w.user("dn-u3", "We pinned nixpkgs to the 24.05 branch until the Python 3.12 fallout settles."),
        w.assistant("dn-a6", "Understood."),
        w.user("dn-u4", "perfect, thanks"),
        w.assistant("dn-a7", "Anytime."),
        w.user("dn-u5", "I think in diffs, not descriptions."),
        w.assistant("dn-a8", "Noted."),
      ];
    },
    expected: [
      ["Every package in pkgs/ is built with callPackage.", "convention", "user"],
      [
        '`deadnix --fail .` failed with "Unused lambda pattern: lib" and passed after editing flake.nix: flake.nix no longer takes a lib argument it never uses.',
        "solution",
        "agent",
      ],
      ["Linting runs with `deadnix --fail .` (it passed).", "code_context", "tool"],
      ["The binary cache lives on an S3 bucket in eu-west-1.", "fact", "user"],
      ["The team pinned nixpkgs to the 24.05 branch until the Python 3.12 fallout settles.", "decision", "user"],
      ["User thinks in diffs, not descriptions.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, typed as code; decision 0508 reads deadnix's check and its finding, the one way every
    // one of a narrowed kind is made, a version pinned until something settles, and what the person thinks in. Where the
    // binary cache lives ("lives on") stays missed.
    shortfall: {
      extra: [],
      missed: ["The binary cache lives on an S3 bucket in eu-west-1."],
      retyped: [],
    },
  },
  {
    // Written after decision 0508, its expected facts by hand before it was first run; held out until decision 0509.
    name: "written after the deadnix, each-made-with, until-settled and thinks-in rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "npx dclint .";
      return [
        w.user("dc-u1", "dclint flags the compose file. Services in docker-compose.yml never publish ports on 0.0.0.0."),
        w.toolUse("dc-a1", "toolu_dc1", "Bash", { command, description: "Lint the Compose file" }),
        w.toolResult(
          "dc-r1",
          "toolu_dc1",
          `${project}/docker-compose.yml\n  14:7  error  Service "api" exposes port 5432 on all interfaces.  no-unbound-port-interfaces\n\n✖ 1 problem (1 error, 0 warnings)\n`,
          true,
        ),
        w.toolUse("dc-a2", "toolu_dc2", "Edit", {
          file_path: `${project}/docker-compose.yml`,
          old_string: '      - "5432:5432"',
          new_string: '      - "127.0.0.1:5432:5432"',
        }),
        w.toolResult("dc-r2", "toolu_dc2", `The file ${project}/docker-compose.yml has been updated.`),
        w.toolUse("dc-a3", "toolu_dc3", "Bash", { command, description: "Lint the Compose file" }),
        w.toolResult("dc-r3", "toolu_dc3", ""),
        w.assistant("dc-a4", "docker-compose.yml binds the api port to 127.0.0.1 now."),
        w.user("dc-u2", "The local stack needs about 6 GB of RAM to come up."),
        w.assistant("dc-a5", "Good to know."),
        w.user("dc-u3", "We standardised on Debian slim base images so the CVE scans stay quiet."),
        w.assistant("dc-a6", "Understood."),
        w.user("dc-u4", "👍"),
        w.assistant("dc-a7", "Anytime."),
        w.user("dc-u5", "My eyes glaze over at walls of YAML."),
        w.assistant("dc-a8", "Noted."),
      ];
    },
    expected: [
      ["Services in docker-compose.yml never publish ports on 0.0.0.0.", "convention", "user"],
      [
        "`npx dclint .` failed with \"Service 'api' exposes port 5432 on all interfaces.\" and passed after editing docker-compose.yml: docker-compose.yml binds the api port to 127.0.0.1 now.",
        "solution",
        "agent",
      ],
      ["Linting runs with `npx dclint .` (it passed).", "code_context", "tool"],
      ["The local stack needs about 6 GB of RAM to come up.", "fact", "user"],
      ["The team standardised on Debian slim base images so the CVE scans stay quiet.", "decision", "user"],
      ["User's eyes glaze over at walls of YAML.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0509 reads DCLint's check, what a kind never publishes, binds to or
    // listens on, what a part needs of memory or cores, and what the person's eyes glaze over at ("The user's eyes …" by
    // hand, unlike the earlier fixtures' "User's …": relabelled).
  },
  {
    // Written after decision 0509, its expected facts by hand before it was first run; held out until decision 0510.
    name: "written after the dclint, never-publishes, needs-memory and eyes-glaze-over rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "refurb src";
      return [
        w.user("rf-u1", "refurb complains about the cart module. Helpers in src/utils/ stay free of side effects."),
        w.toolUse("rf-a1", "toolu_rf1", "Bash", { command, description: "Look for modernisations" }),
        w.toolResult("rf-r1", "toolu_rf1", "src/cart.py:14:5 [FURB118]: Replace `lambda x: x[0]` with `operator.itemgetter(0)`\n", true),
        w.toolUse("rf-a2", "toolu_rf2", "Edit", {
          file_path: `${project}/src/cart.py`,
          old_string: "    lines.sort(key=lambda x: x[0])",
          new_string: "    lines.sort(key=operator.itemgetter(0))",
        }),
        w.toolResult("rf-r2", "toolu_rf2", `The file ${project}/src/cart.py has been updated.`),
        w.toolUse("rf-a3", "toolu_rf3", "Bash", { command, description: "Look for modernisations" }),
        w.toolResult("rf-r3", "toolu_rf3", ""),
        w.assistant("rf-a4", "cart.py sorts with operator.itemgetter(0) now."),
        w.user("rf-u2", "The pricing service answers in under 50 ms at p99."),
        w.assistant("rf-a5", "Good to know."),
        w.user("rf-u3", "We replaced Pipenv with uv after a lockfile took twenty minutes to resolve."),
        w.assistant("rf-a6", "Understood."),
        w.user("rf-u4", "nice"),
        w.assistant("rf-a7", "Anytime."),
        w.user("rf-u5", "I find type hints easier to review than docstrings."),
        w.assistant("rf-a8", "Noted."),
      ];
    },
    expected: [
      ["Helpers in src/utils/ stay free of side effects.", "convention", "user"],
      [
        '`refurb src` failed with "Replace `lambda x: x[0]` with `operator.itemgetter(0)`" and passed after editing cart.py: cart.py sorts with operator.itemgetter(0) now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `refurb src` (it passed).", "code_context", "tool"],
      ["The pricing service answers in under 50 ms at p99.", "fact", "user"],
      ["The team replaced Pipenv with uv after a lockfile took twenty minutes to resolve.", "decision", "user"],
      ["User finds type hints easier to review than docstrings.", "preference", "user"],
    ],
    // Held out, it kept 2 of 6, both right; decision 0510 reads refurb's check and its finding, how fast a part answers,
    // and how long one of a kind of work took as a change of course's reason.
  },
  {
    // Written after decision 0510, its expected facts by hand before it was first run; held out until decision 0511.
    name: "written after the refurb, answers-within and took-too-long rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "proselint docs/getting-started.md";
      return [
        w.user("pl-u1", "proselint is unhappy with the getting-started guide. Code samples in docs/ are copied from tested files in examples/."),
        w.toolUse("pl-a1", "toolu_pl1", "Bash", { command, description: "Lint the guide's prose" }),
        w.toolResult(
          "pl-r1",
          "toolu_pl1",
          "docs/getting-started.md:8:23: uncomparables.misc Comparison of an uncomparable: 'very unique' is not comparable.\n",
          true,
        ),
        w.toolUse("pl-a2", "toolu_pl2", "Edit", {
          file_path: `${project}/docs/getting-started.md`,
          old_string: "Engram keeps a very unique index",
          new_string: "Engram keeps a unique index",
        }),
        w.toolResult("pl-r2", "toolu_pl2", `The file ${project}/docs/getting-started.md has been updated.`),
        w.toolUse("pl-a3", "toolu_pl3", "Bash", { command, description: "Lint the guide's prose" }),
        w.toolResult("pl-r3", "toolu_pl3", ""),
        w.assistant("pl-a4", "getting-started.md says a unique index now, without the very."),
        w.user("pl-u2", "The staging database is a nightly copy of production with the emails scrubbed."),
        w.assistant("pl-a5", "Good to know."),
        w.user("pl-u3", "We chose Docusaurus over MkDocs because we already write React."),
        w.assistant("pl-a6", "Understood."),
        w.user("pl-u4", "cool"),
        w.assistant("pl-a7", "Anytime."),
        w.user("pl-u5", "Short commit subjects are easier for me to scan."),
        w.assistant("pl-a8", "Noted."),
      ];
    },
    expected: [
      ["Code samples in docs/ are copied from tested files in examples/.", "convention", "user"],
      [
        "`proselint docs/getting-started.md` failed with \"Comparison of an uncomparable: 'very unique' is not comparable.\" and passed after editing getting-started.md: getting-started.md says a unique index now, without the very.",
        "solution",
        "agent",
      ],
      ["Linting runs with `proselint docs/getting-started.md` (it passed).", "code_context", "tool"],
      ["The staging database is a nightly copy of production with the emails scrubbed.", "fact", "user"],
      ["The team chose Docusaurus over MkDocs because the team already writes React.", "decision", "user"],
      ["Short commit subjects are easier for the user to scan.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, all right; decision 0511 reads proselint's check and its finding, and where every thing of
    // a kind is copied from.
  },
  {
    // Written after decision 0511, its expected facts by hand before it was first run; held out until decision 0512.
    name: "written after the proselint and copied-from rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "perlcritic --stern lib/Shop/Cart.pm";
      return [
        w.user("pc-u1", "perlcritic flags the cart module. Modules under lib/Shop/ export nothing by default."),
        w.toolUse("pc-a1", "toolu_pc1", "Bash", { command, description: "Critique the cart module" }),
        w.toolResult("pc-r1", "toolu_pc1", "Loop iterator is not lexical at line 12, column 5.  See page 108 of PBP.  (Severity: 5)\n", true),
        w.toolUse("pc-a2", "toolu_pc2", "Edit", {
          file_path: `${project}/lib/Shop/Cart.pm`,
          old_string: "foreach $item (@items) {",
          new_string: "foreach my $item (@items) {",
        }),
        w.toolResult("pc-r2", "toolu_pc2", `The file ${project}/lib/Shop/Cart.pm has been updated.`),
        w.toolUse("pc-a3", "toolu_pc3", "Bash", { command, description: "Critique the cart module" }),
        w.toolResult("pc-r3", "toolu_pc3", "lib/Shop/Cart.pm source OK\n"),
        w.assistant("pc-a4", "Cart.pm declares the loop variable with my now."),
        w.user("pc-u2", "Order numbers restart at 1 every January."),
        w.assistant("pc-a5", "Good to know."),
        w.user("pc-u3", "We kept Perl for the billing jobs because rewriting them would take a quarter."),
        w.assistant("pc-a6", "Understood."),
        w.user("pc-u4", "sounds good"),
        w.assistant("pc-a7", "Anytime."),
        w.user("pc-u5", "Terse commit messages annoy me."),
        w.assistant("pc-a8", "Noted."),
      ];
    },
    expected: [
      ["Modules under lib/Shop/ export nothing by default.", "convention", "user"],
      [
        '`perlcritic --stern lib/Shop/Cart.pm` failed with "Loop iterator is not lexical" and passed after editing Cart.pm: Cart.pm declares the loop variable with my now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `perlcritic --stern lib/Shop/Cart.pm` (it passed).", "code_context", "tool"],
      ["Order numbers restart at 1 every January.", "fact", "user"],
      ["The team kept Perl for the billing jobs because rewriting them would take a quarter.", "decision", "user"],
      ["Terse commit messages annoy the user.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0512 reads perlcritic's check and its finding, what a kind of code exports
    // nothing of, when a kind of numbers starts over, and a way kept for a part with its reason, and keeps a "my" before
    // no noun as said.
  },
  {
    // Written after decision 0512, its expected facts by hand before it was first run; held out until decision 0513.
    name: "written after the perlcritic, exports-nothing, count-reset and kept-for rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "vendor/bin/phpmd src/Cart text codesize";
      return [
        w.user("pm-u1", "phpmd is flagging the totals class. Each controller in src/Http/ handles exactly one route."),
        w.toolUse("pm-a1", "toolu_pm1", "Bash", { command, description: "Look for oversized code" }),
        w.toolResult(
          "pm-r1",
          "toolu_pm1",
          `${project}/src/Cart/Total.php:42\tCyclomaticComplexity\tThe method compute() has a Cyclomatic Complexity of 12. The configured cyclomatic complexity threshold is 10.\n`,
          true,
        ),
        w.toolUse("pm-a2", "toolu_pm2", "Edit", {
          file_path: `${project}/src/Cart/Total.php`,
          old_string: "    public function compute(): int",
          new_string: "    private function subtotal(): int",
        }),
        w.toolResult("pm-r2", "toolu_pm2", `The file ${project}/src/Cart/Total.php has been updated.`),
        w.toolUse("pm-a3", "toolu_pm3", "Bash", { command, description: "Look for oversized code" }),
        w.toolResult("pm-r3", "toolu_pm3", ""),
        w.assistant("pm-a4", "Total.php splits compute() into three smaller methods now."),
        w.user("pm-u2", "Prices in the catalogue include VAT, except in the B2B shop."),
        w.assistant("pm-a5", "Good to know."),
        w.user("pm-u3", "We settled on Laravel Pint's default preset so nobody argues about style."),
        w.assistant("pm-a6", "Understood."),
        w.user("pm-u4", "ok thanks"),
        w.assistant("pm-a7", "Anytime."),
        w.user("pm-u5", "Long-running migrations make me nervous."),
        w.assistant("pm-a8", "Noted."),
      ];
    },
    expected: [
      ["Each controller in src/Http/ handles exactly one route.", "convention", "user"],
      [
        '`vendor/bin/phpmd src/Cart text codesize` failed with "The method compute() has a Cyclomatic Complexity of 12." and passed after editing Total.php: Total.php splits compute() into three smaller methods now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `vendor/bin/phpmd src/Cart text codesize` (it passed).", "code_context", "tool"],
      ["Prices in the catalogue include VAT, except in the B2B shop.", "fact", "user"],
      ["The team settled on Laravel Pint's default preset so nobody argues about style.", "decision", "user"],
      ["Long-running migrations make the user nervous.", "preference", "user"],
    ],
    // Held out, it kept 3 of 6, 2 right; decision 0513 reads phpmd's check (a project's copy of a checked runner as the
    // runner) and its finding, what a kind of amounts includes, and how many every one of a kind handles as a rule.
  },
  {
    // Written after decision 0513, its expected facts by hand before it was first run; held out until decision 0514.
    name: "written after the phpmd, amount-includes and kind-count-first rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bundle exec haml-lint app/views/orders";
      return [
        w.user("hl-u1", "haml-lint is unhappy with the order page. Partials under app/views/shared/ take their data as locals, never instance variables."),
        w.toolUse("hl-a1", "toolu_hl1", "Bash", { command, description: "Lint the order views" }),
        w.toolResult(
          "hl-r1",
          "toolu_hl1",
          "app/views/orders/show.html.haml:12 [W] ClassAttributeWithStaticValue: Avoid defining `class` in attributes hash for static class names\n\n1 file inspected, 1 lint detected\n",
          true,
        ),
        w.toolUse("hl-a2", "toolu_hl2", "Edit", {
          file_path: `${project}/app/views/orders/show.html.haml`,
          old_string: "%div{ class: 'order-summary' }",
          new_string: ".order-summary",
        }),
        w.toolResult("hl-r2", "toolu_hl2", `The file ${project}/app/views/orders/show.html.haml has been updated.`),
        w.toolUse("hl-a3", "toolu_hl3", "Bash", { command, description: "Lint the order views" }),
        w.toolResult("hl-r3", "toolu_hl3", "1 file inspected, 0 lints detected\n"),
        w.assistant("hl-a4", "show.html.haml uses the .order-summary shorthand now."),
        w.user("hl-u2", "The mobile app polls the orders endpoint every 30 seconds."),
        w.assistant("hl-a5", "Good to know."),
        w.user("hl-u3", "We gave the checkout its own database so a reporting query can never lock it."),
        w.assistant("hl-a6", "Understood."),
        w.user("hl-u4", "thx"),
        w.assistant("hl-a7", "Anytime."),
        w.user("hl-u5", "I'd take a failing test over a comment any day."),
        w.assistant("hl-a8", "Noted."),
      ];
    },
    expected: [
      ["Partials under app/views/shared/ take their data as locals, never instance variables.", "convention", "user"],
      [
        '`bundle exec haml-lint app/views/orders` failed with "Avoid defining `class` in attributes hash for static class names" and passed after editing show.html.haml: show.html.haml uses the .order-summary shorthand now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `bundle exec haml-lint app/views/orders` (it passed).", "code_context", "tool"],
      ["The mobile app polls the orders endpoint every 30 seconds.", "fact", "user"],
      ["The team gave the checkout its own database so a reporting query can never lock it.", "decision", "user"],
      ["User would take a failing test over a comment any day.", "preference", "user"],
    ],
    // Held out, it kept 4 of 6, 3 right; decision 0514 reads haml-lint's finding, how often a part acts, and a part given
    // one of its own with its purpose.
  },
  {
    // Written after decision 0514, its expected facts by hand before it was first run; held out until decision 0515.
    name: "written after the haml-lint, acts-every and own-part rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "bin/ameba src/shop";
      return [
        w.user("am-u1", "ameba complains about the cart. Every shard we depend on is pinned to an exact version in shard.yml."),
        w.toolUse("am-a1", "toolu_am1", "Bash", { command, description: "Lint the shop code" }),
        w.toolResult(
          "am-r1",
          "toolu_am1",
          "Inspecting 12 files\n\n...F........\n\nsrc/shop/cart.cr:12:7\n[W] Lint/UselessAssign: Useless assignment to variable `total`\n> total = 0\n  ^\n\nFinished in 120.5 milliseconds\n12 inspected, 1 failure\n",
          true,
        ),
        w.toolUse("am-a2", "toolu_am2", "Edit", {
          file_path: `${project}/src/shop/cart.cr`,
          old_string: "    total = 0\n    total = items.sum(&.price)",
          new_string: "    total = items.sum(&.price)",
        }),
        w.toolResult("am-r2", "toolu_am2", `The file ${project}/src/shop/cart.cr has been updated.`),
        w.toolUse("am-a3", "toolu_am3", "Bash", { command, description: "Lint the shop code" }),
        w.toolResult("am-r3", "toolu_am3", "Inspecting 12 files\n\n............\n\nFinished in 118.2 milliseconds\n12 inspected, 0 failures\n"),
        w.assistant("am-a4", "cart.cr assigns total once now."),
        w.user("am-u2", "The staging cluster scales down to zero after 8pm."),
        w.assistant("am-a5", "Good to know."),
        w.user("am-u3", "We pulled the search feature from the mobile app because nobody used it."),
        w.assistant("am-a6", "Understood."),
        w.user("am-u4", "lol ok"),
        w.assistant("am-a7", "Anytime."),
        w.user("am-u5", "Nothing annoys me more than a flaky test."),
        w.assistant("am-a8", "Noted."),
      ];
    },
    expected: [
      ["Every shard the team depends on is pinned to an exact version in shard.yml.", "convention", "user"],
      [
        '`bin/ameba src/shop` failed with "Useless assignment to variable `total`" and passed after editing cart.cr: cart.cr assigns total once now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `bin/ameba src/shop` (it passed).", "code_context", "tool"],
      ["The staging cluster scales down to zero after 8pm.", "fact", "user"],
      ["The team pulled the search feature from the mobile app because nobody used it.", "decision", "user"],
      ["Nothing annoys the user more than a flaky test.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0515 reads ameba's check and its finding under its place, every one of a
    // kind the team depends on pinned, when in the day a part acts, and a thing taken out of a part with its reason.
  },
  {
    // Written after decision 0515, its expected facts by hand before it was first run; held out until decision 0516.
    name: "written after the ameba, pinned-each, acts-at and taken-out rules",
    lines: (sessionId, project, start) => {
      const w = new TranscriptWriter(sessionId, project, start);
      const command = "regal lint policy/";
      return [
        w.user("rg-u1", "regal flags the authz policy. Policies under policy/ deny by default and allow only what a rule names."),
        w.toolUse("rg-a1", "toolu_rg1", "Bash", { command, description: "Lint the Rego policies" }),
        w.toolResult(
          "rg-r1",
          "toolu_rg1",
          "Rule:         \tprefer-snake-case\nDescription:  \tPrefer snake_case for names\nCategory:     \tstyle\nLocation:     \tpolicy/authz.rego:12:1\nText:         \tisAdmin if {\nDocumentation:\thttps://docs.styra.com/regal/rules/style/prefer-snake-case\n\n1 file linted. 1 violation found.\n",
          true,
        ),
        w.toolUse("rg-a2", "toolu_rg2", "Edit", {
          file_path: `${project}/policy/authz.rego`,
          old_string: "isAdmin if {",
          new_string: "is_admin if {",
        }),
        w.toolResult("rg-r2", "toolu_rg2", `The file ${project}/policy/authz.rego has been updated.`),
        w.toolUse("rg-a3", "toolu_rg3", "Bash", { command, description: "Lint the Rego policies" }),
        w.toolResult("rg-r3", "toolu_rg3", "1 file linted. No violations found.\n"),
        w.assistant("rg-a4", "authz.rego names the rule is_admin now."),
        w.user("rg-u2", "The gateway caches each authorization decision for five seconds."),
        w.assistant("rg-a5", "Good to know."),
        w.user("rg-u3", "We moved policy evaluation into a sidecar so the services stay language-agnostic."),
        w.assistant("rg-a6", "Understood."),
        w.user("rg-u4", "👌"),
        w.assistant("rg-a7", "Anytime."),
        w.user("rg-u5", "I want to see the decision log before anything else when access breaks."),
        w.assistant("rg-a8", "Noted."),
      ];
    },
    expected: [
      ["Policies under policy/ deny by default and allow only what a rule names.", "convention", "user"],
      [
        '`regal lint policy/` failed with "Prefer snake_case for names" and passed after editing authz.rego: authz.rego names the rule is_admin now.',
        "solution",
        "agent",
      ],
      ["Linting runs with `regal lint policy/` (it passed).", "code_context", "tool"],
      ["The gateway caches each authorization decision for five seconds.", "fact", "user"],
      ["The team moved policy evaluation into a sidecar so the services stay language-agnostic.", "decision", "user"],
      ["User wants to see the decision log before anything else when access breaks.", "preference", "user"],
    ],
    // Held out, it kept 1 of 6, right; decision 0516 reads Regal's check and its labelled violation, what every one of a
    // kind does by default, a piece of work moved into a part of its own, and what the person looks at first each time
    // something happens.
  },
];
