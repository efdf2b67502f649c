/** How a command runs a program through a package runner (command-purpose.ts reads it). */

/**
 * `bundle exec <program> …`: the program as the project's Gemfile pins it; `npx`, `pnpm exec`, `npm exec`, `yarn` and
 * `bunx` run the program as the project's package.json pins it (decision 0385), and `uv run`, `poetry run` and `pdm run`
 * as the project's Python environment pins it (decision 0420), `uvx` as uv's tool runner fetches it (decision 0454).
 */
export const packageExec = /^(?:bundle\s+exec|npx|bunx|uvx|(?:pnpm|npm|yarn)\s+exec|yarn|(?:uv|poetry|pdm)\s+run)\s+/;
/**
 * A package runner's flags before the program that fetch it from elsewhere or run a shell string (decision 0454): npm's
 * `npx -p <package>` and `--package`, `-c` / `--call` (`npm exec`'s too, and `pnpm dlx`'s and `yarn dlx`'s); uv's
 * `uvx --from git+https://…`, `--with`, an index or a place to find packages. The command would be remembered as how the project's work runs while it runs code the project never
 * pinned; any other flag (`npx --yes`) is read past.
 */
const packageRunners = /^(?:npx|pnpx|bunx|uvx|npm\s+exec|pnpm\s+dlx|yarn\s+dlx)(?=\s|$)/;
const fetchFlag =
  /^(?:-p|--package|-c|--call|--from|--with|--with-requirements|--with-editable|--index|--index-url|--extra-index-url|--default-index|--find-links|-f)(?:=|$)/;
/** Whether the command `segment` runs its program through a package runner with a flag that fetches it elsewhere (above). */
export function fetchesElsewhere(segment: string): boolean {
  const runner = packageRunners.exec(segment);
  if (runner === null) return false;
  for (const word of segment.slice(runner[0].length).trim().split(/\s+/)) {
    if (!word.startsWith("-")) return false;
    if (fetchFlag.test(word)) return true;
  }
  return false;
}
