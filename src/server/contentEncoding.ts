/**
 * Which compressed copy of a file to send, from the request's Accept-Encoding (RFC 9110 section 12.5.3): the
 * coding with the highest q-value among those on disk, brotli before gzip on a tie; the file as it is when the
 * client accepts neither (no header, `identity`, `br;q=0`) or prefers it outright (`identity;q=1, gzip;q=0.5`).
 */
export type StoredEncoding = 'br' | 'gzip';

/** In order of preference on a tie: brotli is the smaller. */
export const STORED_ENCODINGS: readonly StoredEncoding[] = ['br', 'gzip'];

export function pickEncoding(
  acceptEncoding: string | undefined,
  available: readonly StoredEncoding[],
): StoredEncoding | undefined {
  const quality = parseAcceptEncoding(acceptEncoding ?? '');
  const wildcard = quality.get('*');
  // Identity is acceptable unless excluded; named, it competes with its own q-value.
  const identity = quality.get('identity') ?? 0;
  let best: StoredEncoding | undefined;
  let bestQuality = 0;
  for (const coding of STORED_ENCODINGS) {
    if (!available.includes(coding)) continue;
    const q = quality.get(coding) ?? (coding === 'gzip' ? quality.get('x-gzip') : undefined) ?? wildcard ?? 0;
    if (q > bestQuality) {
      best = coding;
      bestQuality = q;
    }
  }
  return best !== undefined && bestQuality >= identity ? best : undefined;
}

/** Coding name (lower case) to q-value; a malformed q-value counts as 0, a missing one as 1. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*(.*)$/i.exec(param);
      if (match) q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(match[1] ?? '') ? Number(match[1]) : 0;
    }
    quality.set(name.toLowerCase(), q);
  }
  return quality;
}
