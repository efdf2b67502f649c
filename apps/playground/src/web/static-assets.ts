import { readFile } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const contentTypes: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
};

/**
 * Where the page's files are. HTML and CSS are served from the package's src/web/public (they need no
 * build); the browser code is TypeScript in src/web/client, compiled by the package's tsc into
 * dist/web/client. Both resolve from this module, whether it runs from dist or (in tests) from src.
 */
export function assetRoots(moduleUrl: string = import.meta.url): { publicDir: string; clientDir: string } {
  const here = fileURLToPath(new URL(".", moduleUrl));
  const packageRoot = resolve(here, "..", "..");
  return { publicDir: resolve(packageRoot, "src/web/public"), clientDir: resolve(packageRoot, "dist/web/client") };
}

/** The file for a URL path, or undefined (unknown path, or one that tries to leave its folder). */
export async function readAsset(path: string, roots = assetRoots()): Promise<{ body: Buffer; type: string } | undefined> {
  const [dir, rel] = path.startsWith("/client/")
    ? [roots.clientDir, path.slice("/client/".length)]
    : [roots.publicDir, path === "/" ? "index.html" : path.slice(1)];
  const file = resolve(dir, decodeURIComponent(rel));
  const type = contentTypes[extname(file)];
  if (!type || !file.startsWith(dir + sep)) return undefined;
  try {
    return { body: await readFile(file), type };
  } catch {
    return undefined;
  }
}
