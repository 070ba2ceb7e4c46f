import { PROGRAMMES, PROVIDER, formatEventDays, type ProgrammeKey } from '@academy/content';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** What a certificate's PDF shows: the certificate as issued, and where it is verified. */
export interface CertificateFace {
  number: string;
  nameAsCertificate: string;
  programme: ProgrammeKey;
  levelName: string;
  startDate: string;
  endDate: string | null;
  hours: number | null;
  trainer: string;
  issuedAt: Date;
  verifyUrl: string;
}

const fontFile = (family: string, subset: string) =>
  require.resolve(`@fontsource/${family}/files/${family}-${subset}-400-normal.woff`);

/**
 * The fonts a name is set in, as Fontsource splits them by script: Latin and Arabic from Noto Naskh
 * Arabic (fontkit, inside pdfkit, shapes Arabic and lays it right to left), Cyrillic and Greek from Noto
 * Serif, Devanagari from Noto Serif Devanagari (shaped too). Each is embedded with only the glyphs used.
 */
const NAME_FONTS = {
  latin: fontFile('noto-naskh-arabic', 'latin'),
  latinExt: fontFile('noto-naskh-arabic', 'latin-ext'),
  arabic: fontFile('noto-naskh-arabic', 'arabic'),
  cyrillic: fontFile('noto-serif', 'cyrillic'),
  cyrillicExt: fontFile('noto-serif', 'cyrillic-ext'),
  greek: fontFile('noto-serif', 'greek'),
  greekExt: fontFile('noto-serif', 'greek-ext'),
  devanagari: fontFile('noto-serif-devanagari', 'devanagari'),
} as const;
type NameFont = keyof typeof NAME_FONTS;

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/;

/** Which font sets a character (the first whose script it is in; Latin otherwise). */
const SCRIPTS: ReadonlyArray<[NameFont, RegExp]> = [
  ['arabic', ARABIC],
  ['devanagari', /[\u0900-\u097F\u1CD0-\u1CF9\uA8E0-\uA8FF]/],
  ['cyrillic', /[\u0400-\u045F\u0490\u0491\u04B0\u04B1]/],
  ['cyrillicExt', /[\u0460-\u052F\u1C80-\u1C88\u2DE0-\u2DFF\uA640-\uA69F]/],
  ['greek', /[\u0370-\u03FF]/],
  ['greekExt', /[\u1F00-\u1FFF]/],
  ['latinExt', /[\u0100-\u02FF\u1D00-\u1DBF\u1E00-\u1EFF\u2C60-\u2C7F\uA720-\uA7FF]/],
];

interface Run {
  font: NameFont;
  text: string;
}

/** A run placed on the name's line: its left edge from the line's start. */
export interface PlacedRun extends Run {
  x: number;
}

const fontOf = (char: string): NameFont => SCRIPTS.find(([, script]) => script.test(char))?.[0] ?? 'latin';

/** Text cut where its font changes; a space stays in the run it follows. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const font = fontOf(char);
    if (last && (last.font === font || char === ' ')) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/**
 * The name's runs placed on one line. A name without Arabic reads left to right, run after run. One
 * with Arabic reads right to left word by word, each word its own run (fontkit lays an Arabic word right
 * to left itself), drawn in reading order: text extraction (pdf.js) then gives the words back in order.
 */
export function layoutName(
  name: string,
  widthOf: (run: Run) => number,
): { runs: PlacedRun[]; width: number } {
  const place = (runs: Run[], start = 0) => {
    let x = start;
    return runs.map((run) => {
      const placed = { ...run, x };
      x += widthOf(run);
      return placed;
    });
  };
  if (!ARABIC.test(name)) {
    const runs = place(runsOf(name));
    const last = runs.at(-1);
    return { runs, width: last ? last.x + widthOf(last) : 0 };
  }
  const space = widthOf({ font: 'arabic', text: ' ' });
  const words = name.split(' ').filter(Boolean);
  const wordRuns = words.map((word) =>
    ARABIC.test(word) ? [{ font: 'arabic' as const, text: word }] : runsOf(word),
  );
  const wordWidths = wordRuns.map((runs) => runs.reduce((sum, run) => sum + widthOf(run), 0));
  const width = wordWidths.reduce((sum, w) => sum + w, 0) + space * Math.max(0, words.length - 1);
  let right = width;
  const runs = wordRuns.flatMap((word, index) => {
    const left = right - wordWidths[index];
    right = left - space;
    return place(word, left);
  });
  return { runs, width };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '9 August 2027', in Dubai's calendar (the provider's). */
export function issueDay(at: Date): string {
  const local = new Date(at.getTime() + PROVIDER.utcOffsetHours * 3_600_000);
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

/** The certificate on one A4 page, landscape, as a PDF file. */
export async function certificatePdf(face: CertificateFace): Promise<Buffer> {
  const qr = await QRCode.create(face.verifyUrl, { errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `Certificate ${face.number}`,
      Author: PROVIDER.name,
      Subject: `${PROGRAMMES[face.programme].name}: ${face.levelName}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, file] of Object.entries(NAME_FONTS)) doc.registerFont(name, file);

  const { width, height } = doc.page;
  const centre = (text: string, y: number, font: string, size: number, color = '#1a202c') => {
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, 60, y, { width: width - 120, align: 'center' });
  };

  doc
    .lineWidth(3)
    .strokeColor('#2c5282')
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .rect(32, 32, width - 64, height - 64)
    .stroke();

  centre(PROVIDER.name, 64, 'Times-Roman', 20, '#2c5282');
  centre('Certificate of Completion', 100, 'Times-Bold', 34);
  centre('This is to certify that', 160, 'Times-Italic', 15, '#4a5568');

  // The name, run by run, centred on the page.
  const nameSize = 32;
  const name = layoutName(face.nameAsCertificate, (run) =>
    doc.font(run.font).fontSize(nameSize).widthOfString(run.text),
  );
  const left = (width - name.width) / 2;
  for (const run of name.runs) {
    doc
      .font(run.font)
      .fontSize(nameSize)
      .fillColor('#1a202c')
      .text(run.text, left + run.x, 186, { lineBreak: false });
  }

  centre('has completed', 250, 'Times-Italic', 15, '#4a5568');
  centre(`${PROGRAMMES[face.programme].name}: ${face.levelName}`, 276, 'Times-Bold', 20);
  const hours = face.hours === null ? '' : ` · ${face.hours} hours`;
  centre(
    `${formatEventDays({ date: face.startDate, endDate: face.endDate })}${hours}`,
    310,
    'Times-Roman',
    14,
  );
  centre(`Trainer: ${face.trainer}`, 334, 'Times-Roman', 14);

  const footY = height - 150;
  doc.font('Times-Roman').fontSize(11).fillColor('#1a202c');
  doc.text(`Certificate number: ${face.number}`, 60, footY + 30, { lineBreak: false });
  doc.text(`Issued on ${issueDay(face.issuedAt)}`, 60, footY + 48, { lineBreak: false });
  doc.text(`Verify at ${face.verifyUrl}`, 60, footY + 66, { lineBreak: false });

  drawQr(doc, qr.modules, width - 60 - 96, footY, 96);
  doc.end();
  return finished;
}

/** The QR code's dark modules as filled squares (vector: sharp when printed, a few hundred bytes). */
function drawQr(
  doc: PDFKit.PDFDocument,
  modules: { size: number; get(row: number, col: number): number },
  x: number,
  y: number,
  size: number,
): void {
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
}
