import { createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ExitedBeforeReady, freePort, onFreePort } from "../src/testing/redis-process.js";
import { startRedisServer } from "../src/testing/redis-server.js";
import { describeWithRedis } from "./redis-server.js";

const held: Server[] = [];
const accepted: Socket[] = [];
/** Listens on `port` (0: any) until the test ends: a port someone else took (it accepts and never answers). */
function hold(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => accepted.push(socket));
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      held.push(server);
      const address = server.address();
      resolve(typeof address === "object" && address !== null ? address.port : 0);
    });
  });
}

afterEach(async () => {
  for (const socket of accepted.splice(0)) socket.destroy();
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("free loopback ports for the test servers", () => {
  it("gives a port whose bus port (+10,000) is free and in range, when asked", async () => {
    for (let i = 0; i < 20; i += 1) {
      const port = await freePort(10_000);
      expect(port + 10_000).toBeLessThanOrEqual(65_535);
      // Both bind: nothing listens on either.
      await expect(hold(port)).resolves.toBe(port);
      await expect(hold(port + 10_000)).resolves.toBe(port + 10_000);
    }
  });

  it("tries another port when what it started exited before it was ready, and gives up after its attempts", async () => {
    const tried: number[] = [];
    const port = await onFreePort(async (candidate) => {
      tried.push(candidate);
      if (tried.length < 3) throw new ExitedBeforeReady(`port ${candidate} was taken`);
      return candidate;
    });
    expect(tried).toHaveLength(3);
    expect(port).toBe(tried[2]);

    let calls = 0;
    await expect(
      onFreePort(
        async (candidate) => {
          calls += 1;
          throw new ExitedBeforeReady(`port ${candidate} was taken`);
        },
        { attempts: 4 },
      ),
    ).rejects.toThrow(/was taken/);
    expect(calls).toBe(4);
  });

  it("never retries another failure (a server that started but does not answer is not a port problem)", async () => {
    let calls = 0;
    await expect(
      onFreePort(async () => {
        calls += 1;
        throw new Error("did not answer PING");
      }),
    ).rejects.toThrow("did not answer PING");
    expect(calls).toBe(1);
  });
});

describeWithRedis("a redis-server on a taken port", () => {
  it("exits before it is ready and the error carries its own log line", async () => {
    const taken = await hold(0);
    await expect(startRedisServer({ port: taken, readyTimeoutMs: 20_000 })).rejects.toThrow(
      new RegExp(`on port ${taken} exited before it was ready: [\\s\\S]*Address already in use`),
    );
  }, 60_000);
});
