import { randomFillSync } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/** Random bytes drawn from the system in blocks: one draw per id cost a write its largest share after SQL. */
const RANDOM_BYTES_PER_ID = 8;
const randomPool = Buffer.allocUnsafe(RANDOM_BYTES_PER_ID * 512);
let randomPoolAt = randomPool.length;

/**
 * A UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, a 12-bit counter within the millisecond, then random bits.
 * Ids sort in creation order, so "newest first" stays well defined for rows made in the same millisecond, and
 * new rows land at the end of an index instead of at random places in it.
 */
export function newId(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    // More than 4096 ids in one millisecond: borrow the next millisecond rather than repeat an order.
    lastMs += 1;
    sequence = 0;
  }
  if (randomPoolAt === randomPool.length) {
    randomFillSync(randomPool);
    randomPoolAt = 0;
  }
  const bytes = Buffer.allocUnsafe(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  randomPool.copy(bytes, 8, randomPoolAt, randomPoolAt + RANDOM_BYTES_PER_ID);
  randomPoolAt += RANDOM_BYTES_PER_ID;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
