/** One MONITOR line: who sent the command (a client's address, or `lua` for a script's own calls) and its arguments. */
export interface MonitorLine {
  readonly source: string;
  readonly args: readonly string[];
}

const escapes: Record<string, number> = { n: 10, r: 13, t: 9, a: 7, b: 8, '"': 34, "\\": 92 };

/** The quoted, escaped arguments of a MONITOR line (`"SET" "k\x00" "v"`), decoded as UTF-8. */
function parseArgs(text: string): string[] {
  const args: string[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '"') {
      i += 1;
      continue;
    }
    const bytes: number[] = [];
    i += 1;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\\") {
        const next = text[i + 1] ?? "";
        if (next === "x") {
          bytes.push(Number.parseInt(text.slice(i + 2, i + 4), 16));
          i += 4;
        } else {
          bytes.push(escapes[next] ?? next.charCodeAt(0));
          i += 2;
        }
      } else {
        bytes.push(...Buffer.from(text[i]!));
        i += 1;
      }
    }
    args.push(Buffer.from(bytes).toString("utf8"));
    i += 1;
  }
  return args;
}

/** A MONITOR line (`<time> [<db> <source>] "arg" ...`), or undefined for anything else (the OK reply). */
export function parseMonitorLine(line: string): MonitorLine | undefined {
  const match = /^\d+\.\d+ \[\d+ ([^\]]+)\] (.*)$/s.exec(line);
  if (!match) return undefined;
  return { source: match[1]!, args: parseArgs(match[2]!) };
}

/** The keys a command names: every argument for DEL, EXISTS and UNLINK, else the first (the commands the scripts use). */
export function commandKeys(args: readonly string[]): string[] {
  const name = (args[0] ?? "").toUpperCase();
  if (name === "DEL" || name === "EXISTS" || name === "UNLINK") return args.slice(1);
  return args.length > 1 ? [args[1]!] : [];
}

/** A script's call as MONITOR shows it on one node: its declared KEYS, and every key its own commands named. */
export interface ScriptRun {
  readonly script: string;
  readonly declared: ReadonlySet<string>;
  readonly touched: string[];
}

/**
 * Groups one node's MONITOR lines into script runs: Redis 7 logs EVAL/EVALSHA, then the script's own
 * commands (source `lua`) before any other client's command, as a script runs alone.
 */
export function scriptRuns(lines: readonly MonitorLine[]): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let current: ScriptRun | undefined;
  for (const line of lines) {
    if (line.source === "lua") {
      if (current === undefined) throw new Error(`A script command without its EVAL: ${line.args.join(" ")}`);
      current.touched.push(...commandKeys(line.args));
      continue;
    }
    const name = (line.args[0] ?? "").toUpperCase();
    if (name === "EVAL" || name === "EVALSHA") {
      const count = Number(line.args[2]);
      current = { script: name === "EVALSHA" ? line.args[1]! : "(source)", declared: new Set(line.args.slice(3, 3 + count)), touched: [] };
      runs.push(current);
    } else {
      current = undefined;
    }
  }
  return runs;
}
