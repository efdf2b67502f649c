import { describe, expect, it } from "vitest";
import { relaunchAsServer, type ServerProcess, serverRelaunch, serverV8Flags } from "../src/server-flags.js";

/** An execve that is never expected to run: serverRelaunch only computes the arguments. */
const unexpectedExec = (): never => {
  throw new Error("execve called");
};

const running = {
  execPath: "/usr/bin/node",
  execArgv: ["--enable-source-maps"],
  argv: ["/usr/bin/node", "/opt/engram/dist/main.js", "mcp", "--store", "fs:~/.engram"],
  env: { HOME: "/home/ann" },
  execve: unexpectedExec,
};

describe("engram mcp's V8 flags", () => {
  it("replaces the process with one running its flags, before Node's own flags, with the same script and arguments", () => {
    expect(serverV8Flags).toEqual(["--max-semi-space-size=16"]);
    expect(serverRelaunch(running)).toEqual([
      "/usr/bin/node",
      "--max-semi-space-size=16",
      "--enable-source-maps",
      "/opt/engram/dist/main.js",
      "mcp",
      "--store",
      "fs:~/.engram",
    ]);
  });

  it("goes on as it is when it runs with them, when the person sized the young generation, when told to, or where it cannot", () => {
    expect(serverRelaunch({ ...running, execArgv: ["--max-semi-space-size=16"] })).toBeUndefined();
    expect(serverRelaunch({ ...running, execArgv: ["--max_semi_space_size=64"] })).toBeUndefined();
    expect(serverRelaunch({ ...running, env: { NODE_OPTIONS: "--inspect --max-semi-space-size=32" } })).toBeUndefined();
    // Quoted inside NODE_OPTIONS, as a shell or a launcher may write it.
    expect(serverRelaunch({ ...running, env: { NODE_OPTIONS: `"--max-semi-space-size=32" --inspect` } })).toBeUndefined();
    expect(serverRelaunch({ ...running, env: { NODE_OPTIONS: "'--max_semi_space_size'" } })).toBeUndefined();
    expect(serverRelaunch({ ...running, env: { ENGRAM_KEEP_V8_FLAGS: "1" } })).toBeUndefined();
    // Not a flag of that name: a longer one, or the text inside another option's value.
    expect(serverRelaunch({ ...running, execArgv: ["--max-semi-space-sizes=1", "--title=--max-semi-space-size=8"] })?.slice(0, 4)).toEqual([
      "/usr/bin/node",
      "--max-semi-space-size=16",
      "--max-semi-space-sizes=1",
      "--title=--max-semi-space-size=8",
    ]);
    // Windows, or a Node without process.execve.
    expect(serverRelaunch({ ...running, execve: undefined })).toBeUndefined();
    // Other flags do not count: --min-semi-space-size alone leaves the maximum to V8.
    expect(
      serverRelaunch({ ...running, execArgv: ["--min-semi-space-size=1"], env: { NODE_OPTIONS: "--max-old-space-size=4096", ENGRAM_KEEP_V8_FLAGS: "" } }),
    ).toEqual(["/usr/bin/node", "--max-semi-space-size=16", "--min-semi-space-size=1", "/opt/engram/dist/main.js", "mcp", "--store", "fs:~/.engram"]);
  });

  it("replaces the process through execve with those arguments and the same environment, and serves as it is when the system refuses", () => {
    const calls: [string, readonly string[] | undefined, NodeJS.ProcessEnv | undefined][] = [];
    const refusing = (file: string, args?: readonly string[], env?: NodeJS.ProcessEnv): never => {
      calls.push([file, args, env]);
      throw Object.assign(new Error("execve refused"), { code: "EACCES" });
    };
    const server: ServerProcess = { ...running, execve: refusing };
    expect(() => relaunchAsServer(server)).not.toThrow();
    expect(calls).toEqual([["/usr/bin/node", serverRelaunch(server), running.env]]);
    // Already running with a sized young generation: no exec at all.
    relaunchAsServer({ ...server, execArgv: ["--max-semi-space-size=16"] });
    expect(calls).toHaveLength(1);
  });
});
