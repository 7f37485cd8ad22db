import { inflateSync } from 'node:zlib';

/** The WinAnsi characters our statements use beyond ASCII. */
const WIN_ANSI: Record<string, string> = { '\x85': '…', '\x95': '•', '\x96': '–', '\xb7': '·' };

/**
 * The text of a PDF that pdfkit wrote with its built-in fonts, one string per page: each page's
 * content stream inflated, and the hex strings of its TJ operators decoded (WinAnsi). Enough to read our own statements back, not a PDF parser.
 */
export function pdfPages(pdf: Buffer): string[] {
  const pages: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const dictionary = match[1];
    let body = pdf.subarray(start, end);
    if (/FlateDecode/.test(dictionary)) {
      try { body = inflateSync(body); } catch { continue; }
    }
    const content = body.toString('latin1');
    if (!/\bTJ\b/.test(content)) continue;
    const lines = [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)].map(([, array]) =>
      [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    pages.push(lines.join('\n').replace(/[\x85\x95\x96\xb7]/g, (c) => WIN_ANSI[c]));
  }
  return pages;
}
