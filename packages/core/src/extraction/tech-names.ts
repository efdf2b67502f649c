/**
 * Languages, runtimes, platforms and tools by name: one list, read by two rules (decision 0330).
 * - `properName`: a proper name whatever the session says of it, so an explanation that opens with one keeps its
 *   capital ("Haskell's round uses banker's rounding"; decision 0323; name-case.ts).
 * - `generalSubject`: "<name> is | has | supports …" states general knowledge, not a fact of the project, unless the
 *   sentence ties it to the project (skip-rules.ts). Databases, platforms, frameworks and build tools are not among
 *   them: what a session says of them is left to the other rules. Formats and protocols are general subjects and no
 *   proper names.
 */
interface TechName {
  readonly name: string;
  /** Other spellings read as the same name ("golang", "node.js"). */
  readonly spellings?: readonly string[];
  readonly properName: boolean;
  readonly generalSubject: boolean;
}

const both = (name: string, spellings?: readonly string[]): TechName => ({ name, spellings, properName: true, generalSubject: true });
const proper = (name: string): TechName => ({ name, properName: true, generalSubject: false });
const general = (name: string): TechName => ({ name, properName: false, generalSubject: true });

const techNames: readonly TechName[] = [
  ...["javascript", "typescript", "python", "java", "rust", "ruby", "php", "kotlin", "swift", "react", "vue", "angular"].map((name) => both(name)),
  ...["svelte", "deno", "bun", "docker", "kubernetes", "linux"].map((name) => both(name)),
  both("go", ["golang"]),
  both("node", ["node.js"]),
  ...["haskell", "scala", "elixir", "erlang", "clojure", "ocaml", "fsharp", "dart", "julia", "perl", "lua", "zig", "nim"].map(proper),
  ...["android", "windows", "macos", "ios", "postgres", "postgresql", "mysql", "sqlite", "redis", "kafka"].map(proper),
  ...["rails", "django", "flask", "laravel", "spring", "gradle", "maven", "xcode"].map(proper),
  ...["c++", "c#", "sql", "html", "css", "git", "http", "json", "yaml"].map(general),
];

const properNames: ReadonlySet<string> = new Set(techNames.filter((tech) => tech.properName).map((tech) => tech.name));

/** Whether `word` is a language, runtime or platform's name (`properName`), in any case. */
export function isProperName(word: string): boolean {
  return properNames.has(word.toLowerCase());
}

/** Every spelling of the names that are `generalSubject`, as one alternation of a pattern's source (escaped). */
export const generalSubjectNames: string = techNames
  .filter((tech) => tech.generalSubject)
  .flatMap((tech) => [tech.name, ...(tech.spellings ?? [])])
  .map((spelling) => spelling.replace(/[.+]/g, (sign) => `\\${sign}`))
  .join("|");
