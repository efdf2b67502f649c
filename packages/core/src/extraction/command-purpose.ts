import { redactText } from "../redaction/redact-secrets.js";
import { dangerousCommand } from "./instruction-text.js";

/** Programs whose commands build, test, lint or type-check a project. */
const runners = new Set([
  "pnpm",
  "npm",
  "yarn",
  "bun",
  "npx",
  "pnpx",
  "cargo",
  "go",
  "make",
  "pytest",
  "uv",
  "poetry",
  "tox",
  "deno",
  "gradle",
  "./gradlew",
  "mvn",
  "dotnet",
  "just",
  "turbo",
  "bundle",
  "rake",
  "mix",
  "vitest",
  "jest",
  "tsc",
  "biome",
  "eslint",
  "ruff",
  "mypy",
]);
/** What a command is for, in the order a command naming two is read (`pnpm exec tsc -p test` type-checks). */
const purposes: readonly (readonly [RegExp, string])[] = [
  [/\b(?:tsc|typecheck|type-check|mypy|pyright)\b/, "Type checking runs with"],
  [/\b(?:lint|eslint|biome|ruff|clippy|rubocop)\b/, "Linting runs with"],
  [/\b(?:fmt|format|prettier)\b/, "Formatting runs with"],
  [/\b(?:test|tests|vitest|jest|pytest|rspec|mocha|e2e|playwright|cypress)\b/, "The tests run with"],
  [/\b(?:build|compile)\b/, "The build runs with"],
];
/** Words of commands that change more than the working tree, or reach outside it: never remembered as "what works". */
const sideEffects = /\b(?:publish|deploy|release|push|install|add|remove|uninstall|upgrade|update|reset|clean|prune|login|logout)\b/i;

/**
 * The purpose label of a command worth remembering, or undefined: one line of at most 120 characters,
 * `cd <dir> &&` before it at most, no pipe, redirection, substitution, `;`, `||` or variable, started
 * by a known build or test program, for a known purpose, without side effects, danger or secrets.
 */
export function commandPurpose(command: string): string | undefined {
  if (command.length > 120 || /[\0-\x1f\x7f|;<>`$\\]/.test(command)) return undefined;
  // Split on "&&" by text (a pattern with spaces around it reads them twice); a lone "&" is refused.
  const segments = command.split("&&").map((segment) => segment.trim());
  if (segments.some((segment) => segment.includes("&"))) return undefined;
  const last = segments.pop() ?? "";
  if (!segments.every((segment) => /^cd\s+[\w./@-]+$/.test(segment))) return undefined;
  if (!runners.has(last.split(/\s+/)[0] ?? "") || sideEffects.test(last) || dangerousCommand.test(command) || redactText(command) !== command) return undefined;
  return purposes.find(([pattern]) => pattern.test(last))?.[1];
}
