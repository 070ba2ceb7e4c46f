import { PDFParse } from 'pdf-parse';

/** The text of a PDF, as pdf.js reads it (words drawn one by one come back joined by tabs). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\t/g, ' ');
  } finally {
    await parser.destroy();
  }
}
