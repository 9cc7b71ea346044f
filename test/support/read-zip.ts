// Reads a zip as an unzip program does, checking each entry's size and CRC: the plugin zip's contract tests.
import { expect } from '@playwright/test';
import { crc32, inflateRawSync } from 'node:zlib';

/** Each entry's name and bytes, read through the central directory as an unzip program does. */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    expect(archive.readUInt32LE(at), 'central directory signature').toBe(0x02014b50);
    const [method, crc, compressed, size] = [
      archive.readUInt16LE(at + 10),
      archive.readUInt32LE(at + 16),
      archive.readUInt32LE(at + 20),
      archive.readUInt32LE(at + 24),
    ];
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const local = archive.readUInt32LE(at + 42);
    expect(archive.readUInt32LE(local), `${name}: local header`).toBe(0x04034b50);
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const body = archive.subarray(start, start + compressed);
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    expect(data.length, `${name}: size`).toBe(size);
    expect(crc32(data), `${name}: CRC`).toBe(crc);
    entries.set(name, data);
    at += 46 + nameLength + extraLength;
  }
  return entries;
}
