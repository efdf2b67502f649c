/**
 * The packages a Go analyzer built as a single checker (ineffassign, NilAway) is given, without its flags that write:
 * `-fix` applies its suggested fixes, and `-cpuprofile`, `-memprofile` and `-trace` write files.
 */
const goAnalyzerFlags = String.raw`(?:\s+(?!-{1,2}fix\b|-{1,2}cpuprofile\b|-{1,2}memprofile\b|-{1,2}trace\b)\S+){1,20}$`;

/**
 * The linters of one language or one kind of file the rules met from decision 0500 on, each as `checkerRunners` holds
 * the rest: without the flags that rewrite the code, write files, load code of any kind, read another program's output,
 * fetch from an address or leave a process running (flagged-runners.ts holds them with the others). Moved from
 * checker-runners.ts, which neared three hundred lines, when tfsec's came (decision 0518); each is looked up by its
 * program, so their order carries no meaning.
 */
export const languageLinterRunners: readonly (readonly [program: string, pattern: RegExp])[] = [
  // JSHint lints JavaScript, as `npx jshint src/legacy` (decision 0539); a reporter it is given (`--reporter`) is code it
  // loads, and `-` reads stdin: neither is kept.
  ["jshint", /^jshint(?:\s+(?!--reporter\b|-(?:\s|$))\S+){1,20}$/],
  // golint, Go's old style linter, as `golint ./...` (decision 0535): it only prints, so its packages and flags are all
  // kept. Its findings are Go's whole lines.
  ["golint", /^golint(?:\s+\S+){1,20}$/],
  // pycodestyle checks Python against PEP 8, as `pycodestyle src/` (decision 0534); `--diff` and `-` read another
  // program's output: neither is kept. Its findings are read as flake8's.
  ["pycodestyle", /^pycodestyle(?:\s+(?!--diff\b|-(?:\s|$))\S+){1,20}$/],
  // sqruff lints SQL as SQLFluff does, as `sqruff lint queries/` (decision 0533); `sqruff fix` rewrites the files, and
  // `-` reads another program's output: neither is kept. Its .sqruff is settings read as the project's own.
  ["sqruff", /^sqruff\s+lint(?:\s+(?!-(?:\s|$))\S+){1,20}$/],
  // The Ruby markdownlint, mdl, lints Markdown, as `mdl docs/` (decision 0532); a style (`-s`, `--style`) may be a Ruby
  // file it runs, and so may rules it loads (`-u`, `--rulesets`): none is kept. Its configuration (.mdlrc) is settings
  // read as the project's own.
  ["mdl", /^mdl(?:\s+(?!-s(?:\s|=|$)|--style\b|-u(?:\s|=|$)|--rulesets\b)\S+){1,20}$/],
  // dependency-cruiser checks a JavaScript project's module graph against its rules, as `npx depcruise src` (decision
  // 0531); `--init` writes a configuration, `-o` / `--output-to` writes a report, and a configuration it is pointed at
  // (`-c`, `--config`, `--validate` with a file) may be code it loads: none is kept.
  ["depcruise", /^depcruise(?:\s+(?!--init\b|-i(?:\s|$)|-o(?:\s|=|$)|--output-to\b|-c(?:\s|=|$)|--config\b|--validate\b)\S+){1,20}$/],
  // NilAway finds where Go code may dereference nil, as `nilaway ./...` (decision 0523), with a Go analyzer's flags.
  ["nilaway", new RegExp(`^nilaway${goAnalyzerFlags}`)],
  // jsonlint parses JSON files and reports where they break, as `npx jsonlint -q config/app.json` (decision 0522);
  // `-i` / `--in-place` rewrites the file, and `-w` / `--write` and `-o` / `--output` write files: none is kept. Without
  // a file it reads another program's output.
  ["jsonlint", /^jsonlint(?:\s+(?!-i\b|--in-place\b|-w\b|--write\b|-o\b|--output\b)\S+){0,20}\s+(?!-)\S+$/],
  // misspell finds commonly misspelled English words, as `misspell -error docs` (decision 0521); `-w` rewrites the files
  // and `-o` writes its findings to a file: neither is kept. Without a path it reads another program's output.
  ["misspell", /^misspell(?:\s+(?!-w\b|-o\b)\S+){0,20}\s+(?!-)\S+$/],
  // write-good lints English prose, as `npx write-good docs/intro.md` (decision 0520); a checks module it is given
  // (`--checks`) is code it loads, and `--text` checks the words on the command line, none of the project's: neither is
  // kept.
  ["write-good", /^write-good(?:\s+(?!--checks\b|--text\b)\S+){1,20}$/],
  // ineffassign finds assignments in Go that are never read, as `ineffassign ./...` (decision 0519), with a Go
  // analyzer's flags.
  ["ineffassign", new RegExp(`^ineffassign${goAnalyzerFlags}`)],
  // xo lints JavaScript and TypeScript with its own defaults, as `npx xo` (decision 0500); `--fix` rewrites the files,
  // `--open` opens them in an editor, `--init` adds xo to the project, `--print-config` prints a configuration and
  // `--stdin` reads another program's output, and a configuration, a plugin, a config it extends or a reporter it is
  // pointed at may be code it loads: none is kept.
  ["xo", /^xo(?:\s+(?!--fix\b|--open\b|--init\b|--print-config\b|--stdin\b|--config\b|--plugin\b|--extend\b|--reporter\b)\S+){0,20}$/],
  // tfsec scans Terraform for misconfigurations, as `tfsec infra/network` (decision 0518); `--out` writes a report,
  // checks from a directory, an address or Rego policies are code from elsewhere, and `--migrate-ignores`, `--update`
  // and `--run-update-checker` rewrite files or reach the network: none is kept.
  [
    "tfsec",
    /^tfsec(?:\s+(?!--out\b|-O(?:\s|=|$)|--custom-check-dir\b|--custom-check-url\b|--rego-policy-dir\b|--migrate-ignores\b|--update\b|--run-update-checker\b|--print-rego-input\b)\S+){0,20}$/,
  ],
  // cmakelang's cmake-lint checks CMake listfiles, as `cmake-lint CMakeLists.txt` (decision 0517); a configuration file
  // may be Python it runs (`-c` / `--config-file`), `-o` / `--outfile-path` writes a file, and `--dump-config` checks
  // nothing: none is kept.
  ["cmake-lint", /^cmake-lint(?:\s+(?!-c(?:\s|=|$)|--config-files?\b|-o(?:\s|=|$)|--outfile-path\b|--dump-config\b)\S+){1,20}$/],
  // Regal lints Rego policies with `regal lint policy/` (decision 0516); its other commands fix, write or serve, `-o` /
  // `--output-file` writes a report, and rules from a directory (`--rules`) are Rego it loads and runs: none is kept.
  // Its configuration is YAML, settings read as the project's own.
  ["regal", /^regal\s+lint(?:\s+(?!-o(?:\s|=|$)|--output-file\b|--rules\b|-r(?:\s|=|$))\S+){1,20}$/],
  // ameba lints Crystal, as `bin/ameba src` (decision 0515); `--fix` rewrites the files, `--gen-config` writes its
  // configuration, `--explain`, `--rules` and the like check nothing, and `--stdin-filename` reads another program's
  // output: none is kept. Its configuration is YAML, settings read as the project's own.
  ["ameba", /^ameba(?:\s+(?!--fix\b|--gen-config\b|-g(?:\s|$)|--explain\b|-e(?:\s|$)|--rules\b|-r(?:\s|$)|--stdin-filename\b|--version\b|--help\b)\S+){0,20}$/],
  // PHP Mess Detector, as `vendor/bin/phpmd src text cleancode,codesize` (decision 0513): the paths, a format and the
  // built-in rulesets by name; a ruleset's file may name rule classes of any code, and `--reportfile` (and its kin),
  // `--generate-baseline`, `--update-baseline` and the cache's file write files: none is kept.
  [
    "phpmd",
    /^phpmd\s+[\w./,-]{1,300}\s+(?:text|ansi|json|xml|html|github|gitlab|checkstyle|sarif)\s+(?:cleancode|codesize|controversial|design|naming|unusedcode)(?:,(?:cleancode|codesize|controversial|design|naming|unusedcode)){0,5}(?:\s+(?!--reportfile\S*|--generate-baseline\b|--update-baseline\b|--cache-file\b)\S+){0,20}$/,
  ],
  // perlcritic critiques Perl against Perl Best Practices, as `perlcritic --stern lib/` (decision 0512); `--pager` runs a
  // program of any kind, `--allow-unsafe` lets policies that run code in, `--doc`, `--list` and the like print and check
  // nothing, and `-` reads another program's output: none is kept. Its profile (.perlcriticrc) is settings read as the
  // project's own.
  [
    "perlcritic",
    /^perlcritic(?:\s+(?!--pager\b|--allow-unsafe\b|--doc\b|--list\S*|--profile-proto\b|--man\b|--help\b|--options\b|--version\b|-(?:\s|$))\S+){1,20}$/,
  ],
  // proselint lints English prose, as `proselint docs/getting-started.md` or `proselint check docs` (decision 0511);
  // `--clean` clears its cache, `--demo` and `--time` lint its own corpus, `dump-config` and its flags print settings,
  // and `-` reads another program's output: none is kept. Its configuration is JSON, settings read as the project's own.
  [
    "proselint",
    /^proselint(?!\s+(?:dump-config|dump-default-config)\b)(?:\s+(?!-c(?:\s|$)|--clean\b|--demo\b|-t(?:\s|$)|--time\b|--dump-config\b|--dump-default-config\b|-(?:\s|$))\S+){1,20}$/,
  ],
  // refurb suggests modern Python, as `refurb src` (decision 0510); `gen` writes a new check's files, `--explain` checks
  // nothing, `--timing-stats` writes a file, a module it loads (`--load`) or a configuration it is pointed at (which may
  // name modules to load) is code, and what follows `--` goes to mypy, whose flags may load plugins: none is kept.
  ["refurb", /^refurb(?!\s+gen\b)(?:\s+(?!--load\b|--explain\b|--timing-stats\b|--config-file\b|--(?:\s|=|$))\S+){1,20}$/],
  // DCLint lints Docker Compose files, as `npx dclint .` (decision 0509); `--fix` rewrites them, `-o` / `--output-file`
  // writes a report, and a formatter it is pointed at may be code it loads: none is kept.
  ["dclint", /^dclint(?:\s+(?!--fix\b|-o(?:\s|=|$)|--output-file\b|-f(?:\s|=|$)|--formatter\b)\S+){0,20}$/],
  // deadnix finds dead Nix code, as `deadnix --fail .` (decision 0508); `-e` / `--edit` removes what it finds: not kept.
  ["deadnix", /^deadnix(?:\s+(?!--edit\b|-[A-Za-z]{0,10}e[A-Za-z]{0,10}(?:\s|$))\S+){0,20}$/],
  // mdformat checks Markdown's formatting with `--check`, as `mdformat --check docs` (decision 0506); without it it rewrites
  // the files: none is kept.
  ["mdformat", /^mdformat(?=\s(?:[^\n]{0,200}\s)?--check(?:\s|$))(?:\s+\S+){1,20}$/],
  // Buildifier checks Bazel's BUILD and .bzl files, as `buildifier -lint=warn -mode=check -r .` (decision 0505): without
  // `-mode=check` or `-mode=diff` it rewrites them, as `-lint=fix` does; neither is kept.
  ["buildifier", /^buildifier(?=\s(?:[^\n]{0,200}\s)?-{1,2}mode=(?:check|diff)(?:\s|$))(?:\s+(?!-{1,2}lint=fix\b|-{1,2}mode=fix\b)\S+){1,20}$/],
  // rstcheck checks reStructuredText, as `rstcheck --recursive docs` (decision 0504); it writes no file, and its
  // configuration is settings read as the project's own: every flag is kept.
  ["rstcheck", /^rstcheck(?:\s+\S+){1,20}$/],
  // elm-review lints Elm with the project's review configuration, as `npx elm-review` (decision 0503); `--fix` and its kin
  // rewrite the files, `--watch` keeps running, `init`, `new-package`, `new-rule`, `suppress` and `prepare-offline` write
  // files, and a configuration or a template it is pointed at (one from GitHub) is code it compiles and runs: none is kept.
  ["elm-review", /^elm-review(?!\s+(?:init|new-package|new-rule|suppress|prepare-offline)\b)(?:\s+(?!--fix\S*|--watch\b|--template\b|--config\b)\S+){0,20}$/],
  // cpplint checks C++ against Google's style guide, as `cpplint --recursive src` (decision 0502); it writes no file, and
  // its CPPLINT.cfg is settings read as the project's own: every flag is kept.
  ["cpplint", /^cpplint(?:\s+\S+){1,20}$/],
  // selene lints Lua, as `selene src` (decision 0501); `generate-roblox-std`, `update-roblox-std` and `upgrade-std` write a
  // standard library's file, and `capabilities` lints nothing: none is kept. Its configuration is TOML, settings read as
  // the project's own.
  ["selene", /^selene(?!\s+(?:generate-roblox-std|update-roblox-std|upgrade-std|capabilities)\b)(?:\s+\S+){1,20}$/],
];
