// A minimal ZIP writer (deflate, no ZIP64: archives under 4 GB) on Node's own zlib, so that packaging the
// plugin needs neither the `zip` program, which CI machines may lack, nor a dependency.
import { crc32, deflateRawSync } from 'node:zlib';

/** 1980-01-01 00:00 in MS-DOS format: every build of the same files gives the same bytes. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const DOS_TIME = 0;
/** General purpose flag: names are UTF-8. */
const UTF8 = 0x0800;
const DEFLATE = 8;
const STORE = 0;

/**
 * The archive of `entries` (`name`: a path with forward slashes; `data`: the file's bytes). Each file is
 * deflated, unless that would not make it smaller.
 * @param {{ name: string, data: Buffer }[]} entries
 * @returns {Buffer}
 */
export function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const deflated = deflateRawSync(data, { level: 9 });
    const [method, body] = deflated.length < data.length ? [DEFLATE, deflated] : [STORE, data];
    const fields = { method, crc: crc32(data), compressed: body.length, size: data.length, nameLength: nameBytes.length };
    const local = header(0x04034b50, fields, 30);
    locals.push(local, nameBytes, body);
    const central = header(0x02014b50, fields, 46);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A local (30 bytes) or central directory (46 bytes) header; both share these fields, the central one 2 bytes later. */
function header(signature, { method, crc, compressed, size, nameLength }, length) {
  const bytes = Buffer.alloc(length);
  const at = length === 46 ? 2 : 0;
  bytes.writeUInt32LE(signature, 0);
  if (at) bytes.writeUInt16LE(20, 4); // made by: version 2.0
  bytes.writeUInt16LE(20, 4 + at); // version needed to extract: 2.0 (deflate)
  bytes.writeUInt16LE(UTF8, 6 + at);
  bytes.writeUInt16LE(method, 8 + at);
  bytes.writeUInt16LE(DOS_TIME, 10 + at);
  bytes.writeUInt16LE(DOS_DATE, 12 + at);
  bytes.writeUInt32LE(crc, 14 + at);
  bytes.writeUInt32LE(compressed, 18 + at);
  bytes.writeUInt32LE(size, 22 + at);
  bytes.writeUInt16LE(nameLength, 26 + at);
  return bytes;
}
