import { crc32 } from 'node:zlib';

export type ZipFileEntry = {
  name: string;
  /** The bytes stored in the zip: already deflated when method is 8. */
  data: Uint8Array;
  /** 0 = stored, 8 = deflate. */
  method?: number;
  /** Written into both headers; defaults to the truth for stored data. */
  uncompressedSize?: number;
  crc?: number;
};

function localHeader(entry: ZipFileEntry, name: Buffer, crc: number, size: number) {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(0x0800, 6); // names are UTF-8
  header.writeUInt16LE(entry.method ?? 0, 8);
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(entry.data.length, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function centralHeader(entry: ZipFileEntry, name: Buffer, crc: number, size: number, offset: number) {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(0x0800, 8);
  header.writeUInt16LE(entry.method ?? 0, 10);
  header.writeUInt32LE(crc, 16);
  header.writeUInt32LE(entry.data.length, 20);
  header.writeUInt32LE(size, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, name]);
}

/** A plain zip of the given entries (no ZIP64, no data descriptors). */
export function writeZip(entries: ZipFileEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = entry.crc ?? crc32(entry.data);
    const size = entry.uncompressedSize ?? entry.data.length;
    const header = localHeader(entry, name, crc, size);
    centrals.push(centralHeader(entry, name, crc, size, offset));
    locals.push(header, Buffer.from(entry.data.buffer, entry.data.byteOffset, entry.data.byteLength));
    offset += header.length + entry.data.length;
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
