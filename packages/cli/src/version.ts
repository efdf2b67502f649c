import { readFileSync } from "node:fs";

/** This package's version, as `engram --version` prints it: read from its own package.json, next to dist/. */
export const cliVersion: string = (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }).version;
