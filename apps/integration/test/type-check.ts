import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { consumerEnv, run } from "./consumer-project.js";

/**
 * The compiler options of the type-check: what a strict Node ESM project sets. skipLibCheck stays off,
 * so the declarations of Engram's packages are checked as the examples use them; errors inside a
 * third-party package's own declarations are told apart instead (see `typeCheck`).
 */
export const compilerOptions = {
  strict: true,
  module: "nodenext",
  moduleResolution: "nodenext",
  target: "es2022",
  types: ["node"],
  noEmit: true,
  skipLibCheck: false,
};

/** One diagnostic of tsc: the file (relative to the project), and the whole message with its detail lines. */
export interface Diagnostic {
  readonly file: string;
  readonly text: string;
}

export interface TypeCheck {
  readonly code: number | null;
  /** Errors in the examples or in Engram's packages: each one fails the test. */
  readonly errors: readonly Diagnostic[];
  /** The third-party packages whose own declarations did not check (what skipLibCheck would hide), with their error counts. */
  readonly thirdParty: Readonly<Record<string, number>>;
  readonly ms: number;
}

/** The package a path under node_modules belongs to ("@mastra/core" for node_modules/@mastra/core/dist/x.d.ts). */
function packageOf(file: string): string | undefined {
  const parts = file.split("/");
  const at = parts.lastIndexOf("node_modules");
  if (at < 0) return undefined;
  return parts.slice(at + 1, parts[at + 1]?.startsWith("@") ? at + 3 : at + 2).join("/");
}

/**
 * Type-checks `files` with the project's own tsc (`tsc -p` on a tsconfig.json written beside them) under
 * `compilerOptions`. An error in a third-party package's declarations is counted apart: a user's
 * skipLibCheck (tsc --init's default) hides those; Engram's own declarations get no such pass.
 */
export async function typeCheck(projectDir: string, files: readonly string[], ownScope = "@engram/"): Promise<TypeCheck> {
  writeFileSync(join(projectDir, "tsconfig.json"), `${JSON.stringify({ compilerOptions, files: files.map((file) => relative(projectDir, file)) }, null, 2)}\n`);
  const result = await run(process.execPath, [join(projectDir, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.json", "--pretty", "false"], {
    cwd: projectDir,
    env: consumerEnv(projectDir),
  });
  const diagnostics: Diagnostic[] = [];
  for (const line of result.stdout.split("\n")) {
    const start = /^(\S.*?)\(\d+,\d+\): error TS\d+: /.exec(line);
    if (start) diagnostics.push({ file: start[1]!, text: line });
    else if (line.trim() !== "" && diagnostics.length > 0) {
      const last = diagnostics.pop()!;
      diagnostics.push({ ...last, text: `${last.text}\n${line}` });
    }
  }
  const thirdParty: Record<string, number> = {};
  const errors: Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const owner = packageOf(diagnostic.file);
    if (owner !== undefined && !owner.startsWith(ownScope)) thirdParty[owner] = (thirdParty[owner] ?? 0) + 1;
    else errors.push(diagnostic);
  }
  // Output tsc gives that is no diagnostic (a bad tsconfig, a crash) fails too.
  if (result.code !== 0 && diagnostics.length === 0) errors.push({ file: "(tsc)", text: `${result.stdout}${result.stderr}`.trim() || `exit ${result.code}` });
  return { code: result.code, errors, thirdParty, ms: result.ms };
}
