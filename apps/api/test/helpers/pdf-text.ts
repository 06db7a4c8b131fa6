import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF made by `src/documents/pdf.ts` (pdfkit, Identity-H fonts with ToUnicode maps), one entry
 * per `TJ`, in drawing order: each content stream is inflated, the font selected by `Tf` is followed through the
 * page resources to its ToUnicode map, and the glyph ids are mapped back to text. Enough to assert what a reader
 * would see; not a general PDF parser.
 */
export function pdfText(bytes: Uint8Array): string[] {
  const buffer = Buffer.from(bytes);
  const text = buffer.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: string }>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([^]*?)endobj/g)) {
    const body = match[2];
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const start = match.index + match[0].indexOf(body) + streamAt + (/stream\r?\n/.exec(body.slice(streamAt))?.[0].length ?? 7);
    const end = text.indexOf('endstream', start);
    let stream: string | undefined;
    try {
      stream = inflateSync(buffer.subarray(start, end)).toString('latin1');
    } catch {
      stream = undefined; // not Flate (a font program)
    }
    objects.set(Number(match[1]), { dict: body.slice(0, streamAt), stream });
  }
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  const lines: string[] = [];
  for (const [, page] of objects) {
    if (!/\/Type \/Page\b/.test(page.dict)) continue;
    const fontsDict = /\/Font\s*<<([^>]*)>>/.exec(page.dict)?.[1] ?? objects.get(ref(page.dict, 'Resources'))?.dict ?? '';
    const maps = new Map<string, Map<number, string>>();
    for (const [, name, id] of fontsDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const cmap = objects.get(ref(objects.get(Number(id))?.dict ?? '', 'ToUnicode'))?.stream;
      if (cmap) maps.set(name, toUnicodeMap(cmap));
    }
    const content = objects.get(ref(page.dict, 'Contents'))?.stream ?? '';
    let font: Map<number, string> | undefined;
    for (const [, fontName, array] of content.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (fontName) font = maps.get(fontName);
      else if (font) {
        const glyphs = [...array.matchAll(/<([0-9a-fA-F]+)>/g)].flatMap(([, hex]) => hex.match(/.{4}/g) ?? []);
        lines.push(glyphs.map((glyph) => font?.get(parseInt(glyph, 16)) ?? '\uFFFD').join(''));
      }
    }
  }
  return lines;
}

function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const unicode = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, body] of cmap.matchAll(/beginbfrange\s*([^]*?)endbfrange/g)) {
    for (const [, from, , list, single] of body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g)) {
      const first = parseInt(from, 16);
      if (list !== undefined) [...list.matchAll(/<([0-9a-fA-F]+)>/g)].forEach(([, hex], i) => map.set(first + i, unicode(hex)));
      else map.set(first, unicode(single));
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfchar\s*([^]*?)endbfchar/g)) {
    for (const [, from, to] of body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(from, 16), unicode(to));
  }
  return map;
}

/** The names of the embedded font programs (`/FontName /ABCDEF+NotoSansHans-Regular`). */
export function pdfFontNames(bytes: Uint8Array): string[] {
  return [...Buffer.from(bytes).toString('latin1').matchAll(/\/FontName \/([A-Z]{6}\+[\w-]+)/g)].map(([, name]) => name);
}
