import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read without a PDF library: enough for the PDFs cairo writes (librsvg's
 * `rsvg-convert -f pdf`). Each font's ToUnicode map turns the codes of its `Tj`/`TJ` strings back
 * into characters; each text object (`BT` ... `ET`) is one line of the result.
 */

interface PdfObject {
  dictionary: string;
  stream?: Buffer;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2];
    const streamKeyword = body.match(/stream\r?\n/);
    if (!streamKeyword || streamKeyword.index === undefined) {
      found.set(Number(match[1]), { dictionary: body });
      continue;
    }
    const dictionary = body.slice(0, streamKeyword.index);
    const bodyStart = (match.index ?? 0) + match[0].length - 'endobj'.length - body.length;
    const start = bodyStart + streamKeyword.index + streamKeyword[0].length;
    const raw = pdf.subarray(start, text.indexOf('endstream', start));
    const stream = /\/FlateDecode/.test(dictionary) ? inflateSync(raw, { finishFlush: 2 }) : raw;
    found.set(Number(match[1]), { dictionary, stream });
  }
  return found;
}

interface CMap {
  bytes: number;
  codes: Map<number, string>;
}

function hexToText(hex: string): string {
  let text = '';
  for (let index = 0; index + 4 <= hex.length; index += 4) {
    text += String.fromCharCode(Number.parseInt(hex.slice(index, index + 4), 16));
  }
  return text;
}

function parseCMap(source: string): CMap {
  const range = source.match(/begincodespacerange\s*<([0-9a-fA-F]+)>/);
  const codes = new Map<number, string>();
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      codes.set(Number.parseInt(code, 16), hexToText(unicode));
    }
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, unicode] of block[1].matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const first = Number.parseInt(unicode, 16);
      for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code += 1) {
        codes.set(code, String.fromCharCode(first + code - Number.parseInt(from, 16)));
      }
    }
  }
  return { bytes: range ? range[1].length / 2 : 1, codes };
}

/** The bytes of a literal string `( ... )`, escapes resolved. */
function literalBytes(literal: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < literal.length; index += 1) {
    const char = literal[index];
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const next = literal[index + 1];
    const octal = literal.slice(index + 1).match(/^[0-7]{1,3}/)?.[0];
    if (octal) {
      bytes.push(Number.parseInt(octal, 8));
      index += octal.length;
      continue;
    }
    const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
    bytes.push(escapes[next] ?? next.charCodeAt(0));
    index += 1;
  }
  return bytes;
}

function decode(bytes: number[], cmap: CMap | undefined): string {
  if (!cmap) return String.fromCharCode(...bytes);
  let text = '';
  for (let index = 0; index + cmap.bytes <= bytes.length; index += cmap.bytes) {
    let code = 0;
    for (let byte = 0; byte < cmap.bytes; byte += 1) code = code * 256 + bytes[index + byte];
    text += cmap.codes.get(code) ?? '\uFFFD';
  }
  return text;
}

/** Font resource name (`/f-0-0`) -> its ToUnicode map, from every font dictionary of the file. */
function fontMaps(all: Map<number, PdfObject>): Map<string, CMap> {
  const maps = new Map<string, CMap>();
  for (const { dictionary } of all.values()) {
    const fonts = dictionary.match(/\/Font\s*<<([\s\S]*?)>>/);
    if (!fonts) continue;
    for (const [, name, ref] of fonts[1].matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
      const toUnicode = all.get(Number(ref))?.dictionary.match(/\/ToUnicode\s+(\d+) 0 R/);
      const stream = toUnicode ? all.get(Number(toUnicode[1]))?.stream : undefined;
      if (stream) maps.set(name, parseCMap(stream.toString('latin1')));
    }
  }
  return maps;
}

export function pdfText(pdf: Buffer): string[] {
  const all = objects(pdf);
  const maps = fontMaps(all);
  const lines: string[] = [];
  for (const { stream, dictionary } of all.values()) {
    if (!stream || /\/Length1|\/Length2|\/Subtype\s*\/(?:Type1C|CIDFontType0C|OpenType)/.test(dictionary))
      continue;
    const content = stream.toString('latin1');
    for (const [, block] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let font: CMap | undefined;
      let line = '';
      const tokens = /\/([^\s/]+)\s+[-\d.]+\s+Tf|\((?:\\[\s\S]|[^\\)])*\)|<([0-9a-fA-F\s]*)>/g;
      for (const token of block.matchAll(tokens)) {
        if (token[1] !== undefined) font = maps.get(token[1]);
        else if (token[2] !== undefined) {
          const hex = token[2].replace(/\s/g, '');
          const bytes = hex.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? [];
          line += decode(bytes, font);
        } else line += decode(literalBytes(token[0].slice(1, -1)), font);
      }
      if (line.length > 0) lines.push(line);
    }
  }
  return lines;
}
