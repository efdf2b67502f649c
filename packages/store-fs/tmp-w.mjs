import { readdirSync } from "node:fs";
import { fingerprintAll } from "./dist/file-scan.js";
import { fingerprintAllOffThread } from "./dist/off-thread-prints.js";
const root = process.argv[2];
const files = readdirSync(root, { recursive: true })
  .filter((f) => f.endsWith(".md"))
  .sort();
const rss0 = process.memoryUsage().rss;
const t = performance.now();
const m = process.argv[3] === "w" ? await fingerprintAllOffThread(root, files) : await fingerprintAll(root, files);
console.log(files.length, m.size, (performance.now() - t).toFixed(0), "ms", ((process.memoryUsage().rss - rss0) / 2 ** 20).toFixed(0), "MB");
