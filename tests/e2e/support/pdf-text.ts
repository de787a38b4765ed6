/**
 * Reads what a person would read in a PDF that Chromium printed (page.pdf()): the number of pages
 * and the text of each. Just enough of PDF for Chromium's output, with node:zlib and no library:
 * objects, Flate streams, fonts with a ToUnicode map (two-byte codes for Type0 fonts), the text
 * operators (Tf, Tj, TJ, ', ") and Form XObjects drawn with Do. Glyph runs are joined with a space,
 * so compare texts with their whitespace taken out (`compactText`).
 */
import { constants, inflateSync } from 'node:zlib';

interface PdfObject {
  /** The object's text before its stream (its dictionary), as Latin-1. */
  dict: string;
  stream?: Buffer;
}

export interface PdfText {
  pages: string[];
}

const REF = /(\d+)\s+0\s+R/;

function parseObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const objectStart = /(\d+)\s+0\s+obj\b/g;
  for (let match = objectStart.exec(source); match; match = objectStart.exec(source)) {
    const id = Number(match[1]);
    const bodyStart = match.index + match[0].length;
    const streamAt = source.indexOf('stream', bodyStart);
    const endAt = source.indexOf('endobj', bodyStart);
    if (endAt < 0) break;
    if (streamAt < 0 || endAt < streamAt) {
      objects.set(id, { dict: source.slice(bodyStart, endAt) });
      objectStart.lastIndex = endAt;
      continue;
    }
    const dict = source.slice(bodyStart, streamAt);
    let dataStart = streamAt + 'stream'.length;
    if (source[dataStart] === '\r') dataStart++;
    if (source[dataStart] === '\n') dataStart++;
    // A direct /Length says where the bytes end (they may contain anything); else up to endstream.
    const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dict);
    const dataEnd = length ? dataStart + Number(length[1]) : source.indexOf('endstream', dataStart);
    const bytes = Buffer.from(source.slice(dataStart, dataEnd), 'latin1');
    const stream = /\/FlateDecode/.test(dict)
      ? inflateSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH })
      : bytes;
    objects.set(id, { dict, stream });
    objectStart.lastIndex = source.indexOf('endobj', dataEnd);
  }
  return objects;
}

/** `/Key 12 0 R` or `/Key << /A 1 0 R /B 2 0 R >>` in a dictionary, as name -> object number. */
function namedRefs(objects: Map<number, PdfObject>, dict: string, key: string): Map<string, number> {
  const found = new RegExp(`/${key}\\s*(?:(\\d+)\\s+0\\s+R|<<([^>]*)>>)`).exec(dict);
  if (!found) return new Map();
  const entries = found[1] ? (objects.get(Number(found[1]))?.dict ?? '') : found[2];
  return new Map(
    [...entries.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+)\s+0\s+R/g)].map(([, name, id]) => [name, Number(id)]),
  );
}

/** A font's ToUnicode map (code -> text) and how many bytes a code takes. */
interface Font {
  width: 1 | 2;
  map: Map<number, string>;
}

function readFont(objects: Map<number, PdfObject>, id: number): Font {
  const dict = objects.get(id)?.dict ?? '';
  const width = /\/Subtype\s*\/Type0/.test(dict) ? 2 : 1;
  const map = new Map<number, string>();
  const toUnicode = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(dict);
  const cmap = toUnicode ? (objects.get(Number(toUnicode[1]))?.stream?.toString('latin1') ?? '') : '';
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(Number.parseInt(code, 16), utf16(text));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, low, high, target] of block.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g,
    )) {
      const from = Number.parseInt(low, 16);
      const to = Number.parseInt(high, 16);
      const targets = [...target.matchAll(/<([0-9a-fA-F]+)>/g)].map((hex) => hex[1]);
      for (let code = from; code <= to; code++) {
        if (target.startsWith('[')) map.set(code, utf16(targets[code - from] ?? ''));
        else {
          // One start value: the last UTF-16 unit counts up through the range.
          const units = Buffer.from(targets[0], 'hex');
          units.writeUInt16BE(units.readUInt16BE(units.length - 2) + (code - from), units.length - 2);
          map.set(code, units.swap16().toString('utf16le'));
        }
      }
    }
  return { width, map };
}

type Token =
  | { kind: 'string'; bytes: Buffer }
  | { kind: 'name' | 'op' | 'number'; value: string }
  | { kind: '[' | ']' };

/** The tokens of a content stream (strings, names, numbers, operators, array brackets). */
function* tokens(content: string): Generator<Token> {
  let at = 0;
  while (at < content.length) {
    const char = content[at];
    if (/\s/.test(char)) at++;
    else if (char === '%') at = content.indexOf('\n', at) < 0 ? content.length : content.indexOf('\n', at);
    else if (char === '[' || char === ']') {
      yield { kind: char };
      at++;
    } else if (char === '<' && content[at + 1] !== '<') {
      const end = content.indexOf('>', at);
      yield { kind: 'string', bytes: Buffer.from(content.slice(at + 1, end).replace(/\s/g, ''), 'hex') };
      at = end + 1;
    } else if (char === '(') {
      const bytes: number[] = [];
      let depth = 1;
      at++;
      while (at < content.length && depth > 0) {
        const c = content[at++];
        if (c === '\\') {
          const next = content[at++];
          const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
          if (/[0-7]/.test(next)) {
            const octal = /^[0-7]{1,3}/.exec(content.slice(at - 1))?.[0] ?? next;
            bytes.push(Number.parseInt(octal, 8));
            at += octal.length - 1;
          } else if (next in escapes) bytes.push(escapes[next]);
          else if (next !== '\n') bytes.push(next.charCodeAt(0));
        } else {
          if (c === '(') depth++;
          if (c === ')') depth--;
          if (depth > 0) bytes.push(c.charCodeAt(0));
        }
      }
      yield { kind: 'string', bytes: Buffer.from(bytes) };
    } else {
      const word =
        /^(\/[^\s/<>[\]()%]*|<<|>>|[^\s/<>[\]()%]+)/.exec(content.slice(at, at + 256))?.[0] ?? char;
      at += word.length;
      if (word.startsWith('/')) yield { kind: 'name', value: word.slice(1) };
      else if (/^[-+.\d]/.test(word)) yield { kind: 'number', value: word };
      else yield { kind: 'op', value: word };
    }
  }
}

/** The text a content stream (or Form XObject) draws, glyph runs separated by spaces. */
function streamText(
  objects: Map<number, PdfObject>,
  object: PdfObject,
  resources: string,
  depth = 0,
): string {
  const fonts = new Map(
    [...namedRefs(objects, resources, 'Font')].map(([name, id]) => [name, readFont(objects, id)]),
  );
  const forms = namedRefs(objects, resources, 'XObject');
  const out: string[] = [];
  let font: Font | undefined;
  let operands: (Token | Token[])[] = [];
  let array: Token[] | null = null;
  const decode = (bytes: Buffer) => {
    let text = '';
    const width = font?.width ?? 1;
    for (let at = 0; at + width <= bytes.length; at += width) {
      const code = width === 2 ? bytes.readUInt16BE(at) : bytes[at];
      text += font?.map.get(code) ?? '';
    }
    return text;
  };
  for (const token of tokens(object.stream?.toString('latin1') ?? '')) {
    if (token.kind === '[') array = [];
    else if (token.kind === ']') {
      operands.push(array ?? []);
      array = null;
    } else if (array) array.push(token);
    else if (token.kind !== 'op') operands.push(token);
    else {
      const last = operands.at(-1);
      const op = token.value;
      if (op === 'Tf') {
        const name = operands.at(-2);
        if (name && !Array.isArray(name) && name.kind === 'name') font = fonts.get(name.value);
      } else if (
        (op === 'Tj' || op === "'" || op === '"') &&
        last &&
        !Array.isArray(last) &&
        last.kind === 'string'
      )
        out.push(decode(last.bytes));
      else if (op === 'TJ' && Array.isArray(last))
        out.push(
          last
            .map((part) =>
              part.kind === 'string'
                ? decode(part.bytes)
                : part.kind === 'number' && Number(part.value) < -250
                  ? ' '
                  : '',
            )
            .join(''),
        );
      else if (['Td', 'TD', 'Tm', 'T*', 'ET'].includes(op)) out.push(' ');
      else if (op === 'Do' && last && !Array.isArray(last) && last.kind === 'name' && depth < 8) {
        const form = objects.get(forms.get(last.value) ?? -1);
        // A form without resources of its own uses those of what draws it.
        if (form && /\/Subtype\s*\/Form/.test(form.dict))
          out.push(
            ' ',
            streamText(objects, form, `${formResources(objects, form)} ${resources}`, depth + 1),
            ' ',
          );
      }
      operands = [];
    }
  }
  return out.join('');
}

/** A page's or form's resources dictionary: its own, referenced or inline. */
function formResources(objects: Map<number, PdfObject>, object: PdfObject): string {
  const ref = new RegExp(`/Resources\\s*${REF.source}`).exec(object.dict);
  return ref ? (objects.get(Number(ref[1]))?.dict ?? '') : object.dict;
}

/** The pages of a PDF in order of their objects, each with its text. */
export function readPdf(pdf: Buffer): PdfText {
  const objects = parseObjects(pdf);
  const pages = [...objects.values()].filter((object) => /\/Type\s*\/Page\b(?!s)/.test(object.dict));
  return {
    pages: pages.map((page) => {
      const contents = /\/Contents\s*(\[[^\]]*\]|\d+\s+0\s+R)/.exec(page.dict)?.[1] ?? '';
      const streams = [...contents.matchAll(/(\d+)\s+0\s+R/g)].map(([, id]) => objects.get(Number(id)));
      const resources = formResources(objects, page);
      return streams
        .filter((stream): stream is PdfObject => Boolean(stream))
        .map((stream) => streamText(objects, stream, resources))
        .join(' ');
    }),
  };
}

/**
 * The pictures in a PDF (a map's canvas prints as one), how many different sample values each
 * holds (1 is blank), and its samples (8-bit RGB, row by row, as Chromium prints a canvas).
 */
export function readPdfImages(
  pdf: Buffer,
): { width: number; height: number; distinctSamples: number; samples: Buffer }[] {
  return [...parseObjects(pdf).values()]
    .filter((object) => /\/Subtype\s*\/Image\b/.test(object.dict) && object.stream)
    .map((object) => ({
      width: Number(/\/Width\s+(\d+)/.exec(object.dict)?.[1]),
      height: Number(/\/Height\s+(\d+)/.exec(object.dict)?.[1]),
      distinctSamples: new Set(object.stream).size,
      samples: object.stream as Buffer,
    }));
}

/**
 * A text as compared: without whitespace (whatever the PDF's spacing of glyph runs), ligatures
 * taken apart (NFKC: "ﬁ" is "fi") and in lower case (labels printed with text-transform: uppercase).
 */
export const compactText = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
