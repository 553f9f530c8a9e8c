// Zips whose headers lie: the sizes they declare bound nothing; what the entries really unpack to does (a bomb
// declares 10 bytes and inflates to 200 MB).

/** `zip` with every entry's declared uncompressed size (local and central headers) set to `declared`. */
export function lie (zip: Uint8Array, declared: number): Buffer {
  const out = Buffer.from(zip)
  for (let i = 0; i < out.length - 4; i++) {
    const signature = out.readUInt32LE(i)
    if (signature === 0x04034b50) out.writeUInt32LE(declared, i + 22)
    if (signature === 0x02014b50) out.writeUInt32LE(declared, i + 24)
  }
  return out
}
