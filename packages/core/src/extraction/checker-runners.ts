/** bundler-audit, by its name and its older one (decision 0478). */
const bundlerAudit = /^bundler?-audit(?:\s+check)?(?:\s+(?!-o(?:\s|=|$)|--output\b|update\b|download\b|stats\b|version\b)\S+){0,20}$/;
/** `docker compose config`, and the older `docker-compose config` (decision 0489). */
const composeConfig =
  /^docker(?:\s+compose|-compose)\s+(?:(?:-f|--file|-p|--project-name)\s+\S+\s+){0,4}config(?:\s+(?!-o(?:\s|=|$)|--output\b|--resolve-image-digests\b)\S+){0,20}$/;
/** license-checker, and its fork license-checker-rseidelsohn (decision 0473). */
const licenseChecker = /^license-checker(?:-rseidelsohn)?(?:\s+(?!--out\b|--files\b|--customPath\b|--customFormat\b)\S+){0,20}$/;

/**
 * The checkers of a project's code, dependencies, configuration and security that run its work only as a pattern reads
 * the command (flagged-runners.ts holds them with the rest): each without the flags that rewrite the code, write files,
 * load code of any kind, send files elsewhere, fetch from an address, print secrets unmasked or leave a process running.
 * Since the copy detector jscpd (decision 0401).
 */
export const checkerRunners: readonly (readonly [program: string, pattern: RegExp])[] = [
  // The copy detector jscpd, as `npx jscpd src --threshold 1` (decision 0401): its reports written with `-o` / `--output`
  // or `-r` / `--reporters` are none.
  ["jscpd", /^jscpd(?:\s+(?!-[or](?:\s|$)|--(?:output|reporters)\b)\S+){1,20}$/],
  // Knip finds unused files, exports and dependencies, as `pnpm exec knip --production` (decision 0421): `--fix` and
  // its kinds remove code, files or dependencies, a reporter or a preprocessor may be a module of any kind that runs,
  // and `--watch` leaves it running: none is kept.
  ["knip", /^knip(?:\s+(?!--fix\S*|--allow-remove-files\b|--reporter\b|--preprocessor\b|--watch\b)\S+){0,20}$/],
  // dprint checks the formatting with `dprint check` (decision 0423): `dprint fmt` rewrites the files, and plugins named on
  // the command line (`--plugins`) are fetched and run; none is kept.
  ["dprint", /^dprint\s+check(?:\s+(?!--plugins\b)\S+){0,20}$/],
  // Flow type-checks JavaScript with `flow check` (decision 0407); `flow` alone or `flow status` starts a server that keeps
  // running, and its other commands write or serve: none is kept.
  ["flow", /^flow\s+(?:check|focus-check)(?:\s+\S+){0,20}$/],
  // editorconfig-checker checks files against the project's .editorconfig (decision 0405); `-init` / `--init` writes a
  // config file, and none is kept.
  ["editorconfig-checker", /^editorconfig-checker(?:\s+(?!-{1,2}init\b)\S+){0,20}$/],
  // Squawk lints PostgreSQL migrations, as `squawk migrations/0042_add_index.sql` (decision 0404): `upload-to-github`
  // posts its report to a pull request and `server` leaves a process running; none is kept.
  ["squawk", /^squawk(?:\s+(?!upload-to-github\b|server\b)\S+){1,20}$/],
  // HTMLHint, as `npx htmlhint src` (decision 0403): its rules loaded from a directory (`-R` / `--rulesdir`) are code.
  ["htmlhint", /^htmlhint(?:\s+(?!-R(?:\s|=|$)|--rulesdir\b)\S+){0,20}$/],
  // kube-linter checks Kubernetes manifests with `kube-linter lint deploy/` (decision 0402); its other commands list its
  // checks and templates, and name no purpose.
  ["kube-linter", /^kube-linter\s+lint(?:\s+\S+){1,20}$/],
  // crate-ci's typos, as `typos docs` (decision 0400): `-w` / `--write-changes` rewrites the files, and none is kept.
  ["typos", /^typos(?:\s+(?!-w(?:\s|$)|--write-changes\b)\S+){0,20}$/],
  // Ansible's ansible-lint, as `ansible-lint roles/web` (decision 0399): `--fix` / `--write` rewrite the playbooks, rules
  // from a directory are code that runs, and `--generate-ignore` writes a file: none is kept.
  ["ansible-lint", /^ansible-lint(?:\s+(?!--(?:fix|write|rules-dir|generate-ignore)\b|-[rR](?:\s|$))\S+){0,20}$/],
  // Django templates' djlint, as `djlint templates --lint` (decision 0396): `--reformat` rewrites the templates, and
  // none is kept.
  ["djlint", /^djlint(?:\s+(?!--reformat\b)\S+){1,20}$/],
  // CloudFormation's cfn-lint, as `cfn-lint template.yaml` (decision 0395): an output file, rules appended from a path
  // (code that runs) and the updates it downloads are none.
  ["cfn-lint", /^cfn-lint(?:\s+(?!--(?:output-file|append-rules|update-specs|update-documentation|update-iam-policies)\b|-[au](?:\s|$))\S+){1,20}$/],
  // Protocol Buffers' protolint, as `protolint lint proto` (decision 0394): `-fix` rewrites the files, `-plugin` runs a
  // program of any kind and `-output_file` writes one: none is kept.
  ["protolint", /^protolint\s+lint(?:\s+(?!-{1,2}(?:fix|plugin|output_file)\b)\S+){1,20}$/],
  // Clojure's clj-kondo, as `clj-kondo --lint src` (decision 0393): a config on the command line may hold hooks, code that
  // runs, and `--copy-configs` writes the libraries' configs into the project: none is kept.
  ["clj-kondo", /^clj-kondo(?:\s+(?!--(?:config|copy-configs)\b)\S+){1,20}$/],
  // codespell checks spelling, as `codespell docs README.md` (decision 0391): `-w` / `--write-changes` rewrites the files
  // and `-i` / `--interactive` asks at a prompt: none is kept.
  ["codespell", /^codespell(?:\s+(?!-w(?:\s|$)|--write-changes\b|-i(?:\s|=|$)|--interactive\b)\S+){0,20}$/],
  // publint checks how a package is published, as `npx publint` or `publint packages/ui` (decision 0443); `--pack` runs
  // the package manager's pack, and with it the package's own lifecycle scripts: none is kept.
  ["publint", /^publint(?:\s+(?!--pack\b)\S+){0,20}$/],
  // CSpell checks spelling, as `cspell "docs/**/*.md"` or `cspell lint .` (decision 0441): its other commands (`trace`,
  // `check`, `suggest`, `link`, `dictionaries`, `init`) look words up or write settings, a reporter is a module it loads
  // and a configuration may be JavaScript it runs: none is kept.
  ["cspell", /^cspell(?:\s+lint)?(?!\s+(?:trace|check|suggest|link|dictionaries|init)\b)(?:\s+(?!--reporter\b|-c(?:\s|=|$)|--config\b)\S+){0,20}$/],
  // markdown-link-check checks the links of Markdown files, as `npx markdown-link-check -q docs/setup.md` (decision 0481);
  // its configuration is a file of settings, read as the project's own: every flag is kept.
  ["markdown-link-check", /^markdown-link-check(?:\s+\S+){1,20}$/],
  // lychee checks the links of a project's docs, as `lychee docs/` (decision 0540); `-o` / `--output` writes its report
  // to a file, and `-` reads stdin: neither is kept.
  ["lychee", /^lychee(?:\s+(?!-o(?:\s|=|$)|--output\b|-(?:\s|$))\S+){1,20}$/],
  // bundler-audit checks a Ruby app's gems against the advisories, as `bundle exec bundler-audit check` (decision 0478);
  // its other commands update or download the advisory database, and `-o` / `--output` writes a file: none is kept.
  ["bundler-audit", bundlerAudit],
  ["bundle-audit", bundlerAudit],
  // twine checks a built Python package's metadata, as `twine check --strict dist/*` (decision 0477); its other commands
  // upload or register the package: none is kept.
  ["twine", /^twine\s+check(?:\s+\S+){1,20}$/],
  // interrogate measures a Python project's docstring coverage, as `interrogate -v --fail-under 80 src/` (decision
  // 0476); `-g` / `--generate-badge` and `-o` / `--output` write files: none is kept.
  ["interrogate", /^interrogate(?:\s+(?!-g(?:\s|=|$)|--generate-badge\b|-o(?:\s|=|$)|--output\b)\S+){0,20}$/],
  // govulncheck finds the known vulnerabilities a Go module's code reaches, as `govulncheck ./...` (decision 0475); a
  // database it is pointed at (`-db`) is one from elsewhere: none is kept.
  ["govulncheck", /^govulncheck(?:\s+(?!-{1,2}db\b)\S+){0,20}$/],
  // type-coverage measures how much of a TypeScript project is typed, as `npx type-coverage --at-least 95 --strict`
  // (decision 0474); `--update` and `--update-if-higher` rewrite package.json, `--history-file` writes a file and
  // `--cache` / `--cache-directory` keep a cache on disk: none is kept.
  ["type-coverage", /^type-coverage(?:\s+(?!-u(?:\s|=|$)|--update\b|--update-if-higher\b|--history-file\b|--cache\b|--cache-directory\b)\S+){0,20}$/],
  // license-checker checks the licences of a Node project's dependencies, as `npx license-checker --production --failOn
  // GPL` (decision 0473), and its fork license-checker-rseidelsohn; `--out` writes a file, `--files` copies the licence
  // files into a directory, and a custom format it is pointed at is a file of the person's: none is kept.
  ["license-checker", licenseChecker],
  ["license-checker-rseidelsohn", licenseChecker],
  // xmllint validates XML, as `xmllint --noout --schema jobs.xsd jobs.xml` (decision 0472), with a schema, a Relax-NG
  // grammar, a DTD or `--noout` alone; `-o` / `--output` writes a file, and a schema or document at an address is from
  // elsewhere: none is kept.
  [
    "xmllint",
    /^xmllint(?=\s(?:[^\n]{0,100}\s)?--(?:noout|schema|relaxng|dtdvalid|valid)(?:\s|$))(?:\s+(?!-o(?:\s|=|$)|--output\b|\S{0,120}(?:https?|ftp):)\S+){1,20}$/,
  ],
  // secretlint finds secrets in the project's files, as `npx secretlint "**/*"` (decision 0469); `--output` writes a
  // file, a configuration (`--secretlintrc`) may be code it loads, and `--no-maskSecrets` prints the secrets it finds:
  // none is kept.
  // Conftest checks configuration files against the project's Rego policies, as `conftest test deploy/` (decision 0494);
  // `--update` and `pull` fetch policies from elsewhere, `--output`'s kinds only print, and its other commands (`push`,
  // `fmt`, `verify`) publish, rewrite or run the policies' own tests: none is kept but `test` without a fetch.
  ["conftest", /^conftest\s+test(?:\s+(?!--update\b|-u(?:\s|=|$)|\S{0,120}(?:https?|git|oci|s3|gcs)::?\/\/)\S+){1,20}$/],
  // CUE checks data against its schema with `cue vet`, as `cue vet deploy/schema.cue deploy/config.yaml` (decision 0490);
  // its other commands write files or run the tasks a `_tool.cue` file defines (`cue cmd`): none is kept.
  ["cue", /^cue\s+vet(?:\s+\S+){1,20}$/],
  // Docker Compose validates the project's compose file with `docker compose config`, quietly with `-q` / `--quiet`, or
  // as the older `docker-compose config` (decision 0489); `-o` / `--output` writes a file and `--resolve-image-digests`
  // asks a registry, and Docker's other commands run, build or push: none is kept.
  ["docker", composeConfig],
  ["docker-compose", composeConfig],
  // The CircleCI CLI validates the project's config with `circleci config validate` (decision 0488); its other commands
  // run jobs, talk to CircleCI or print the processed config, and a token would be remembered: none is kept.
  ["circleci", /^circleci\s+config\s+validate(?:\s+(?!--token\b|--host\b)\S+){0,20}$/],
  // nginx tests its configuration with `-t` (or `-T`, which prints it too), as `nginx -t -p . -c deploy/nginx.conf`
  // (decision 0486); without it nginx starts serving, `-s` signals a running one to stop or reload, and `-g` sets
  // directives from the command line: none is kept.
  ["nginx", /^nginx(?=\s(?:[^\n]{0,100}\s)?-[tT](?:\s|$))(?:\s+(?!-s(?:\s|$)|-g(?:\s|$))\S+){1,20}$/],
  // dotenv-linter checks env files, as `dotenv-linter .env.example` or `dotenv-linter check .env` (decision 0485); `fix`
  // (or `-f` / `--fix`) rewrites them, and `compare` names no check of one: none is kept.
  ["dotenv-linter", /^dotenv-linter(?:\s+check)?(?:\s+(?!fix\b|compare\b|-f(?:\s|$)|--fix\b)\S+){0,20}$/],
  // gitleaks finds secrets in the project's git history or files, as `gitleaks detect --no-banner --redact -v`, or as its
  // newer `gitleaks git` and `gitleaks dir` (decision 0483); `-r` / `--report-path` writes a report, a report template is
  // a program of its own, and `stdin` reads another program's output: none is kept.
  ["gitleaks", /^gitleaks\s+(?:detect|protect|git|dir|directory)(?:\s+(?!-r(?:\s|=|$)|--report-path\b|--report-template\b)\S+){0,20}$/],
  // OSV-Scanner checks the dependencies' lockfiles against the advisories, as `osv-scanner scan source -r .` or
  // `osv-scanner --lockfile=package-lock.json` (decision 0498); `fix` rewrites the lockfile, `--output` writes a report,
  // `--serve` leaves a server running, `scan image` pulls a container image, and call analysis builds and runs the
  // project's toolchain: none is kept.
  [
    "osv-scanner",
    /^osv-scanner(?:\s+scan(?:\s+source)?)?(?:\s+(?!fix\b|image\b|update\b|--output\b|-o(?:\s|=|$)|--serve\b|--call-analysis\b|--experimental-call-analysis\b)\S+){1,20}$/,
  ],
  // textlint lints prose, as `npx textlint docs/` (decision 0497); `--fix` rewrites the files, `-o` / `--output-file` and
  // `--cache-location` write files, `--init` writes its configuration, `--mcp` leaves a server running, and a
  // configuration, a rule, a preset, a plugin or a rules directory it is pointed at may be code it loads: none is kept.
  [
    "textlint",
    /^textlint(?:\s+(?!--fix\b|--init\b|--mcp\b|-o(?:\s|=|$)|--output-file\b|--cache-location\b|-c(?:\s|=|$)|--config\b|--rule\b|--preset\b|--plugin\b|--rulesdir\b|--rules-base-directory\b)\S+){1,20}$/,
  ],
  ["secretlint", /^secretlint(?:\s+(?!--output\b|-o(?:\s|=|$)|--secretlintrc\b|--no-maskSecrets\b|--maskSecrets=false\b)\S+){1,20}$/],
  // Import Linter checks a Python project's import contracts with `lint-imports` (decision 0468); a configuration it is
  // pointed at is a file of settings, read as the project's own: every flag is kept.
  ["lint-imports", /^lint-imports(?:\s+\S+){0,20}$/],
  // depcheck finds a package's unused and missing dependencies, as `npx depcheck` (decision 0467); a configuration, a
  // parser, a detector or a special it is pointed at may be code it loads: none is kept.
  ["depcheck", /^depcheck(?:\s+(?!--config\b|--parsers\b|--detectors\b|--specials\b)\S+){0,20}$/],
  // size-limit checks a package's bundle against its budget, as `npx size-limit` (decision 0466); `--why` opens a
  // report of the bundle, `--save-bundle` and `--clean-dir` write or remove files, and `--watch` leaves it running: none
  // is kept.
  ["size-limit", /^size-limit(?:\s+(?!--why\b|--save-bundle\b|--clean-dir\b|--watch\b)\S+){0,20}$/],
  // Madge finds circular imports with `madge --circular src/` and orphaned modules with `--orphans` (decision 0465);
  // without either it only prints the graph, `-i` / `--image` writes a picture, and `--webpack-config` or
  // `--require-config` loads a configuration that is code: none is kept.
  ["madge", /^madge(?=\s(?:[^\n]{0,100}\s)?--(?:circular|orphans)(?:\s|$))(?:\s+(?!-i(?:\s|=|$)|--image\b|--webpack-config\b|--require-config\b)\S+){1,20}$/],
  // kube-score checks Kubernetes manifests, as `kube-score score deploy/api.yaml` (decision 0464); its other commands
  // print a list or a version, and `-` reads the manifests from another program: none is kept.
  ["kube-score", /^kube-score\s+score(?:\s+(?!-(?:\s|$))\S+){1,20}$/],
  // PMD checks Java and the other languages it knows with `pmd check -d src -R rulesets/java/quickstart.xml`, and finds
  // copies with `pmd cpd` (decision 0463); PMD 6 ran as `pmd -d … -R …`. Its designer opens a window; `-r` /
  // `--report-file` writes a file; a ruleset or a source from an address (`-R https://…`, `--uri`) is from elsewhere: none
  // is kept.
  ["pmd", /^pmd(?:\s+(?:check|cpd))?(?=\s+-)(?:\s+(?!-r(?:\s|=|$)|--report-file\b|-u(?:\s|=|$)|--uri\b|\S{0,120}https?:)\S+){1,20}$/],
  // Trivy scans infrastructure code for misconfigurations with `trivy config infra/` (decision 0462); its other commands
  // scan images, repositories or clusters it fetches or reaches, `-o` / `--output` writes a file, `--server` sends the
  // files to a server, a token or password would be remembered, and a checks bundle or a module it is pointed at is
  // code from elsewhere: none is kept.
  [
    "trivy",
    /^trivy\s+(?:config|conf)(?:\s+(?!-o(?:\s|=|$)|--output\b|--server\b|--token\b|--password\b|--username\b|--registry-token\b|--checks-bundle-repository\b|--module-dir\b|--custom-headers\b)\S+){1,20}$/,
  ],
  // Periphery finds unused Swift code with `periphery scan` (decision 0461); `--setup` asks at a prompt and writes its
  // settings, and `--write-baseline` / `--write-results` write files: none is kept.
  ["periphery", /^periphery\s+scan(?:\s+(?!--setup\b|--write-baseline\b|--write-results\b)\S+){0,20}$/],
  // Reek finds Ruby's code smells, as `bundle exec reek app/models` (decision 0460); `-t` / `--todo` writes the todo file
  // that silences them: none is kept.
  ["reek", /^reek(?:\s+(?!-t(?:\s|$)|--todo\b)\S+){0,20}$/],
  // Hurl runs HTTP tests with `hurl --test tests/orders.hurl` (decision 0458); without `--test` it only sends the
  // requests, and its reports (`--report-html`, `--report-junit`, `--report-tap`, `--report-json`) and `-o` / `--output`
  // write files: none is kept.
  ["hurl", /^hurl(?=\s(?:[^\n]{0,100}\s)?--test(?:\s|$))(?:\s+(?!-o(?:\s|=|$)|--output\b|--report-(?:html|junit|tap|json)\b)\S+){1,20}$/],
  // Atlas lints a migration directory with `atlas migrate lint --env dev --latest 1` (decision 0457); `-w` / `--web`
  // sends the report to Atlas Cloud, and its other commands apply, diff or push schemas: none is kept.
  ["atlas", /^atlas\s+migrate\s+lint(?:\s+(?!-w(?:\s|$)|--web\b)\S+){0,20}$/],
  // zizmor audits GitHub Actions workflows, as `zizmor .github/workflows/` (decision 0455); `--fix` rewrites the
  // workflows: none is kept.
  ["zizmor", /^zizmor(?:\s+(?!--fix\b)\S+){1,20}$/],
  // Astral's ty type-checks Python with `ty check`, as `uvx ty check src/` (decision 0454); `--watch` (`-W`) leaves it
  // running and `--python` names an interpreter it asks for its paths: none is kept.
  ["ty", /^ty\s+check(?:\s+(?!-W(?:\s|$)|--watch\b|--python\b)\S+){0,20}$/],
  // alex checks prose for insensitive words, as `npx alex docs/` (decision 0451); a reporter it is given is a module it
  // loads: none is kept.
  ["alex", /^alex(?:\s+(?!--reporter\b)\S+){0,20}$/],
  // Go's security checker gosec, as `gosec ./...` (decision 0389): `-out` writes its report to a file, and none is kept.
  ["gosec", /^gosec(?:\s+(?!-{1,2}out\b)\S+){1,20}$/],
  // Rails' security scanner Brakeman, as `bundle exec brakeman` (decision 0415): `-o` / `--output` writes its report to a
  // file and `-I` / `--interactive-ignore` writes the ignore file, and none is kept.
  ["brakeman", /^brakeman(?:\s+(?!-[oI](?:\s|=|$)|--(?:output|interactive-ignore)\b)\S+){0,20}$/],
  // Lua's luacheck, as `luacheck src` (decision 0388): a formatter or a config named on the command line is Lua code of
  // any kind that runs (the project's own .luacheckrc is read as the project reads it), and none is kept.
  ["luacheck", /^luacheck(?:\s+(?!--(?:formatter|config|default-config)\b)\S+){1,20}$/],
  // PHP's Psalm, as `vendor/bin/psalm --no-cache` (decision 0386): `--alter` rewrites the code, a baseline, a report or
  // a config is written with `--set-baseline`, `--update-baseline`, `--report` or `--init`, and `--plugin` loads code:
  // none is kept.
  [
    "psalm",
    /^(?:(?:\.\/)?vendor\/bin\/)?psalm(?:\s+(?!--(?:alter|set-baseline|update-baseline|report|init|plugin|clear-cache|clear-global-cache|language-server)\b)\S+){0,20}$/,
  ],
  [
    "phpstan",
    /^(?:(?:\.\/)?vendor\/bin\/)?phpstan\s+(?:analyse|analyze)(?:\s+(?!-a(?:\s|=|$)|--(?:generate-baseline|fix|pro|watch|autoload-file)\b)\S+){0,20}$/,
  ],
];
