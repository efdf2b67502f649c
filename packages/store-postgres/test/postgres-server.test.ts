import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startPostgresServer } from "../src/testing/postgres-server.js";
import { describeWithPostgres } from "./postgres-fixture.js";

describeWithPostgres("the test server on a port another process holds", () => {
  let holder: Server;
  let taken = 0;
  beforeAll(async () => {
    holder = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const address = holder.address();
    taken = typeof address === "object" && address !== null ? address.port : 0;
  });
  afterAll(async () => {
    await new Promise((resolve) => holder.close(resolve));
  });

  // The message the retry on another port looks for (startPostgresServer without a port) is PostgreSQL's own.
  it("fails with PostgreSQL's bind error when that port was asked for", async () => {
    await expect(startPostgresServer({ port: taken })).rejects.toThrow(/could not bind|Address already in use/);
  }, 120_000);
});
