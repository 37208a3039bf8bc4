/** Each central-directory entry's name and Unix mode (the zip's own record, as unzip tools read it). */
export function centralDirectory(zip: Uint8Array): Map<string, number> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('No end of central directory record');
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const modes = new Map<string, number>();
  for (let i = 0; i < count; i += 1) {
    if (view.getUint32(offset, true) !== 0x02014b50)
      throw new Error(`No central directory entry at ${offset}`);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const name = new TextDecoder().decode(zip.subarray(offset + 46, offset + 46 + nameLength));
    modes.set(name, view.getUint32(offset + 38, true) >>> 16);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return modes;
}
