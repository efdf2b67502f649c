export { freePort, hasPostgresServer, type PostgresServer, postgresBinDir, type StartPostgresOptions, startPostgresServer } from "./postgres-server.js";
