/** CRC-16/XMODEM (polynomial 0x1021), the checksum Redis Cluster hashes keys with, one table for all bytes. */
const crcTable = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte << 8;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  return crc;
});

/**
 * The cluster slot of a key, as the server computes it: CRC16 of the key's hash tag (the bytes between
 * the first `{` and the next `}`, when that is not empty) or of the whole key, modulo 16384.
 */
export function clusterSlot(key: string | Buffer): number {
  const bytes = typeof key === "string" ? Buffer.from(key) : key;
  const open = bytes.indexOf(0x7b);
  const close = open === -1 ? -1 : bytes.indexOf(0x7d, open + 1);
  const hashed = close > open + 1 ? bytes.subarray(open + 1, close) : bytes;
  let crc = 0;
  for (const byte of hashed) crc = ((crc << 8) & 0xffff) ^ crcTable[((crc >> 8) ^ byte) & 0xff]!;
  return crc % 16384;
}
