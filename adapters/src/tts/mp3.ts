/**
 * True when `data` starts like an MP3 file: an ID3 tag or an MPEG audio frame sync. Guards the
 * port's promise of 'audio/mpeg' against a provider or proxy answering with an error page.
 */
export function looksLikeMp3(data: Uint8Array): boolean {
  if (data.length < 4) return false;
  const id3 = data[0] === 0x49 && data[1] === 0x44 && data[2] === 0x33;
  const frameSync = data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0;
  return id3 || frameSync;
}
