export { freePort, hasRedisServer, type RedisProcess, redisServerBinary, startRedisServer } from "./redis-server.js";
export {
  type ClusterNodeState,
  hasRedisCluster,
  redisCliBinary,
  type RedisClusterNode,
  type RedisClusterOptions,
  type RedisClusterProcess,
  startRedisCluster,
} from "./redis-cluster.js";
