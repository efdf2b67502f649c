/**
 * Programs written in small letters whose names are no English words: a sentence that opens with one keeps its case
 * ("sbt is slow to start, so …"; decision 0322). "go", "make", "just" or "swift" are words and are capitalised.
 */
const lowercasePrograms: ReadonlySet<string> = new Set(
  "sbt pnpm npm npx pnpx yarn pytest tsc eslint mypy ruff dbt tflint sqlfluff xcodebuild phpunit rspec kubectl kubectx git vitest uv pipx nvm fnm brew apt-get dnf jq ffmpeg psql redis-cli".split(
    " ",
  ),
);

/**
 * Whether a sentence opening with `word` keeps the word's case: a name with a small letter and then a capital ("iOS",
 * "macOS", "eBay", "npmJS"), or a program of `lowercasePrograms`.
 */
export function keepsItsCase(word: string): boolean {
  return /^\p{Ll}+\p{Lu}/u.test(word) || lowercasePrograms.has(word);
}
