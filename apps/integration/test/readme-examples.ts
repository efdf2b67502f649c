import { isBuiltin } from "node:module";

/** A fenced code block of a README: its language tag and its text, verbatim. */
export interface CodeBlock {
  readonly lang: string;
  readonly code: string;
}

/** Every fenced block of a Markdown text, in order (```lang ... ```). */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let open: { lang: string; lines: string[] } | undefined;
  for (const line of markdown.split("\n")) {
    const fence = /^```(\S*)\s*$/.exec(line);
    if (open === undefined) {
      if (fence) open = { lang: fence[1]!, lines: [] };
    } else if (line === "```") {
      blocks.push({ lang: open.lang, code: `${open.lines.join("\n")}\n` });
      open = undefined;
    } else open.lines.push(line);
  }
  return blocks;
}

/** A README's first example: the first block after the install line's (TypeScript, or shell commands). */
export function firstExample(readme: string): CodeBlock & { readonly kind: "ts" | "shell" } {
  const example = codeBlocks(readme)[1];
  if (example === undefined) throw new Error("The README has no code block after its install line.");
  const kind = ["ts", "typescript"].includes(example.lang) ? "ts" : ["bash", "sh", "shell"].includes(example.lang) ? "shell" : undefined;
  if (kind === undefined) throw new Error(`The README's first example is a \`\`\`${example.lang} block: it must be TypeScript (ts) or shell (bash).`);
  return { ...example, kind };
}

/** The packages a TypeScript example imports (`"ai"` for `ai/test`, `"@scope/name"` for `@scope/name/sub`), builtins left out. */
export function importedPackages(code: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm)].map((match) => match[1]!);
  const names = specifiers
    .filter((specifier) => !specifier.startsWith(".") && !specifier.startsWith("/") && !isBuiltin(specifier))
    .map((specifier) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/"),
    );
  return [...new Set(names)].sort();
}

/**
 * What an example says it prints: a `console.log(...)` line ending in a comment that is one
 * double-quoted string (JSON syntax, so `\n` is a line break) states that call's output, `…` standing
 * for text the README leaves out. Any other comment describes and is not checked.
 */
export function printedClaims(code: string): string[] {
  return code
    .split("\n")
    .filter((line) => line.includes("console.log("))
    .map((line) => /\/\/ ("(?:[^"\\]|\\.)*")\s*$/.exec(line)?.[1])
    .filter((quoted): quoted is string => quoted !== undefined)
    .map((quoted) => JSON.parse(quoted) as string);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The claims the output does not bear out. Each claim must match whole lines of `stdout` (what one
 * console.log call wrote), after the lines the previous claim matched: the claims in source order.
 */
export function unmetClaims(stdout: string, claims: readonly string[]): string[] {
  let from = 0;
  const unmet: string[] = [];
  for (const claim of claims) {
    const pattern = new RegExp(`(?<=^|\\n)${claim.split("…").map(escapeRegExp).join("[\\s\\S]*?")}(?=\\n|$)`, "g");
    pattern.lastIndex = from;
    const match = pattern.exec(stdout);
    if (match === null) unmet.push(claim);
    else from = match.index + match[0].length;
  }
  return unmet;
}
