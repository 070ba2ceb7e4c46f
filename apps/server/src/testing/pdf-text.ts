import { execFile } from 'node:child_process';
import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as pdf-parse (pdf.js) extracts it. Read in a node process of its own: pdf.js loads
 * its worker by a dynamic import, which Jest's module sandbox does not allow.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  const script = `
    const { PDFParse } = require('pdf-parse');
    const chunks = [];
    process.stdin.on('data', (chunk) => chunks.push(chunk));
    process.stdin.on('end', async () => {
      const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
      process.stdout.write((await parser.getText()).text);
      await parser.destroy();
    });`;
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['-e', script], { maxBuffer: 10_000_000 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}

/**
 * The ActualText of a PDF's marked content (the letters a shaped Arabic run stands for), from its
 * content streams: pdf.js's text extraction reads the glyphs instead, and gives a letter sharing another's
 * glyph (dal and thal) as that other letter.
 */
export function pdfActualTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const found of content.matchAll(/\/ActualText \(/g)) {
      const bytes: number[] = [];
      for (let i = (found.index ?? 0) + found[0].length; i < content.length; i += 1) {
        const char = content[i];
        if (char === ')') break;
        if (char !== '\\') {
          bytes.push(char.charCodeAt(0));
          continue;
        }
        i += 1;
        const escaped = content[i];
        const octal = /^[0-7]{1,3}/.exec(content.slice(i, i + 3));
        if (octal) {
          bytes.push(parseInt(octal[0], 8));
          i += octal[0].length - 1;
        } else {
          bytes.push(
            { n: 10, r: 13, t: 9, b: 8, f: 12 }[escaped as 'n' | 'r' | 't' | 'b' | 'f'] ??
              escaped.charCodeAt(0),
          );
        }
      }
      const utf16 = Buffer.from(bytes);
      const body = utf16[0] === 0xfe && utf16[1] === 0xff ? utf16.subarray(2) : utf16;
      texts.push(Buffer.from(body).swap16().toString('utf16le'));
    }
  }
  return texts;
}
