import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** One import of a source file: the file it names (relative to the source root), and whether only types cross. */
export interface SourceImport {
  readonly from: string;
  readonly to: string;
  readonly typeOnly: boolean;
}

// `import … from "x"`, `export … from "x"`, `import "x"`, `import("x")`: every way a module names another.
const importPattern = /(?:^|[\s;}])(?:import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The relative imports of one file's text, resolved against its path (both relative to the source root). */
export function importsOf(file: string, text: string): SourceImport[] {
  const found: SourceImport[] = [];
  for (const match of text.matchAll(importPattern)) {
    const spec = match[2] ?? match[3];
    if (spec === undefined || !spec.startsWith(".")) continue;
    const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)).replace(/\.js$/, ".ts");
    found.push({ from: file, to, typeOnly: match[1] !== undefined });
  }
  return found;
}

/** Every `.ts` file under `root`, as paths relative to it. */
export function sourceFiles(root: string, dir = ""): string[] {
  return readdirSync(path.join(root, dir))
    .sort()
    .flatMap((name) => {
      const rel = dir === "" ? name : `${dir}/${name}`;
      if (statSync(path.join(root, rel)).isDirectory()) return sourceFiles(root, rel);
      return name.endsWith(".ts") ? [rel] : [];
    });
}

/**
 * The layer table of ARCHITECTURE.md ("| 5 | `store/` | …"): each folder (`store`) or top-level file
 * (`errors.ts`) with its layer number.
 */
export function layerTable(markdown: string): Map<string, number> {
  const layers = new Map<string, number>();
  for (const line of markdown.split("\n")) {
    const row = /^\|\s*(\d+)\s*\|([^|]+)\|/.exec(line);
    if (!row) continue;
    for (const name of row[2]!.matchAll(/`([^`]+)`/g)) layers.set(name[1]!.replace(/\/$/, ""), Number(row[1]));
  }
  return layers;
}

/** A file's place in the table: its top folder, or itself when it sits at the root. */
export const placeOf = (file: string): string => (file.includes("/") ? file.slice(0, file.indexOf("/")) : file);

/** Imports that run from a lower layer to a higher one, and files whose place the table does not list. */
export function layerViolations(imports: readonly SourceImport[], files: readonly string[], layers: ReadonlyMap<string, number>): string[] {
  const problems = new Set<string>();
  for (const file of files) if (!layers.has(placeOf(file))) problems.add(`${file}: ${placeOf(file)} is in no layer of ARCHITECTURE.md`);
  for (const { from, to, typeOnly } of imports) {
    const own = layers.get(placeOf(from));
    const target = layers.get(placeOf(to));
    if (own === undefined || target === undefined || target <= own) continue;
    problems.add(`${from} (layer ${own}) imports ${typeOnly ? "types of " : ""}${to} (layer ${target})`);
  }
  return [...problems].sort();
}

/** The circles of the import graph (type-only imports included), each as its files in a loop, smallest first. */
export function importCircles(imports: readonly SourceImport[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const { from, to } of imports) edges.set(from, [...(edges.get(from) ?? []), to]);
  // Tarjan's strongly connected components: a component of two files or more is a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const to of edges.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      onStack.delete(top);
      component.push(top);
      if (top === file) break;
    }
    if (component.length > 1 || (edges.get(file) ?? []).includes(file)) circles.push(component.sort());
  };
  for (const file of [...edges.keys()].sort()) if (!index.has(file)) visit(file);
  return circles.sort((a, b) => a.length - b.length || a[0]!.localeCompare(b[0]!));
}

/** Reads every source file under `root` and returns its relative imports. */
export function readImports(root: string): { files: string[]; imports: SourceImport[] } {
  const files = sourceFiles(root);
  return { files, imports: files.flatMap((file) => importsOf(file, readFileSync(path.join(root, file), "utf8"))) };
}
