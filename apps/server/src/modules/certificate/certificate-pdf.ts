import { type Locale, PROGRAMMES, PROVIDER, formatEventDays, type ProgrammeKey } from '@academy/content';
import QRCode from 'qrcode';
import { mailLanguage } from '../mail/mail-language';

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
  /** The registration's language (issue 30): 'ar' sets the certificate's words in Arabic, right to left. */
  locale?: Locale;
}

/**
 * A new PDF document. pdfkit (with fontkit and the rest, some 30 modules) is loaded on the first
 * certificate, not at start: most processes never make one.
 */
async function pdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument(options);
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

/** A neutral mark that ends a word (a colon after a label): in a right-to-left line it goes to its left. */
const TRAILING_MARKS = /[:.;,!?]+$/;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

interface Segment {
  /** Drawn right to left (an Arabic word, a mark), or left to right (Latin words and numbers together). */
  rtl: boolean;
  runs: Run[];
  /** A mark ending the word before: no space between them. */
  joined?: boolean;
}

/**
 * A line of a right-to-left paragraph, as the Unicode bidirectional algorithm shows it for what a
 * certificate says: Arabic words from right to left; consecutive Latin words and numbers together, left
 * to right ('Samir Haddad', 'CLA-2027-…', '2027'); a mark ending a word (':') and a word of marks only
 * ('–', '·') on the side the reading goes on. Runs come back in reading order, with their left edges.
 */
export function layoutRtlLine(
  text: string,
  widthOf: (run: Run) => number,
): { runs: PlacedRun[]; width: number } {
  const segments: Segment[] = [];
  const rtl = (runs: Run[]) => segments.push({ rtl: true, runs });
  for (const word of text.split(' ').filter(Boolean)) {
    if (ARABIC.test(word) || !HAS_LETTER_OR_DIGIT.test(word)) {
      rtl(runsOf(word));
      continue;
    }
    const mark = TRAILING_MARKS.exec(word)?.[0] ?? '';
    const core = word.slice(0, word.length - mark.length);
    const last = segments.at(-1);
    if (last && !last.rtl) last.runs.push(...runsOf(` ${core}`));
    else segments.push({ rtl: false, runs: runsOf(core) });
    if (mark) segments.push({ rtl: true, runs: runsOf(mark), joined: true });
  }
  const space = widthOf({ font: 'arabic', text: ' ' });
  const widths = segments.map((segment) => segment.runs.reduce((sum, run) => sum + widthOf(run), 0));
  const gaps = segments.map((segment, index) => (index === 0 || segment.joined ? 0 : space));
  const width = [...widths, ...gaps].reduce((sum, w) => sum + w, 0);
  let right = width;
  const runs = segments.flatMap((segment, index) => {
    right -= gaps[index];
    const left = right - widths[index];
    right = left;
    if (segment.rtl) {
      // Within a right-to-left segment, each run lies left of the one before it.
      let edge = left + widths[index];
      return segment.runs.map((run) => {
        edge -= widthOf(run);
        return { ...run, x: edge };
      });
    }
    let x = left;
    return segment.runs.map((run) => {
      const placed = { ...run, x };
      x += widthOf(run);
      return placed;
    });
  });
  return { runs, width };
}

/** '16 ساعة', '3 ساعات', 'ساعتان': hours with the Arabic number agreement, Western digits as in the UAE. */
export function arabicHours(hours: number): string {
  if (hours === 1) return 'ساعة واحدة';
  if (hours === 2) return 'ساعتان';
  if (hours >= 3 && hours <= 10) return `${hours} ساعات`;
  return `${hours} ساعة`;
}

/** The Arabic certificate's words (issue 30). */
const ARABIC_FACE = {
  provider: 'أكاديمية الحياة الواعية',
  title: 'شهادة إتمام',
  awardedTo: 'تُمنح هذه الشهادة إلى',
  forCompleting: 'تقديراً لإتمام',
  trainer: (trainer: string) => `المدرّب: ${trainer}`,
  number: (number: string) => `رقم الشهادة: ${number}`,
  issued: (day: string) => `تاريخ الإصدار: ${day}`,
  verify: (url: string) => `للتحقق منها: ${url}`,
};

/** The certificate on one A4 page, landscape, as a PDF file; in Arabic, right to left, for an Arabic registration. */
export async function certificatePdf(face: CertificateFace): Promise<Buffer> {
  if (face.locale === 'ar') return arabicCertificatePdf(face);
  const qr = await QRCode.create(face.verifyUrl, { errorCorrectionLevel: 'M' });
  const doc = await pdfDocument({
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

/** The Dubai day of a moment as an ISO date. */
const dubaiDay = (at: Date) =>
  new Date(at.getTime() + PROVIDER.utcOffsetHours * 3_600_000).toISOString().slice(0, 10);

/**
 * The Arabic certificate: the English one's page, frame and QR code, its words in Arabic set in Noto
 * Naskh Arabic (shaped by fontkit), every line laid out right to left (layoutRtlLine), the footer on the
 * right and the QR code on the left.
 */
async function arabicCertificatePdf(face: CertificateFace): Promise<Buffer> {
  const w = mailLanguage('ar');
  const qr = await QRCode.create(face.verifyUrl, { errorCorrectionLevel: 'M' });
  const doc = await pdfDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: 'ar',
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
  /** A line right to left, centred on the page or ending at `right`. */
  const line = (text: string, y: number, size: number, color: string, right?: number) => {
    const laid = layoutRtlLine(text, (run) => doc.font(run.font).fontSize(size).widthOfString(run.text));
    const left = right === undefined ? (width - laid.width) / 2 : right - laid.width;
    for (const run of laid.runs) {
      // A shaped Arabic run carries its letters as ActualText: a shared glyph (dal and thal, alif under a
      // hamza) would otherwise read back as another letter when the text is copied or searched.
      const shaped = run.font === 'arabic';
      if (shaped) doc.markContent('Span', { actual: run.text });
      doc
        .font(run.font)
        .fontSize(size)
        .fillColor(color)
        .text(run.text, left + run.x, y, { lineBreak: false });
      if (shaped) doc.endMarkedContent();
    }
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

  // The name first, centred as on the English certificate: a font maps each glyph back to the one
  // letter it first set, so letters sharing a glyph (dal and thal, heh and teh marbuta) read back as the
  // name has them when its text is copied; every Arabic run carries its letters as ActualText too.
  const nameSize = 32;
  const name = layoutName(face.nameAsCertificate, (run) =>
    doc.font(run.font).fontSize(nameSize).widthOfString(run.text),
  );
  const left = (width - name.width) / 2;
  for (const run of name.runs) {
    const shaped = run.font === 'arabic';
    if (shaped) doc.markContent('Span', { actual: run.text });
    doc
      .font(run.font)
      .fontSize(nameSize)
      .fillColor('#1a202c')
      .text(run.text, left + run.x, 186, { lineBreak: false });
    if (shaped) doc.endMarkedContent();
  }

  line(ARABIC_FACE.provider, 58, 20, '#2c5282');
  line(ARABIC_FACE.title, 92, 32, '#1a202c');
  line(ARABIC_FACE.awardedTo, 152, 15, '#4a5568');

  line(ARABIC_FACE.forCompleting, 244, 15, '#4a5568');
  line(`${w.programme(face.programme)} – ${w.level(face.programme, face.levelName)}`, 270, 20, '#1a202c');
  const hours = face.hours === null ? '' : ` · ${arabicHours(face.hours)}`;
  line(`${w.eventDays({ date: face.startDate, endDate: face.endDate })}${hours}`, 304, 14, '#1a202c');
  line(ARABIC_FACE.trainer(face.trainer), 330, 14, '#1a202c');

  const footY = height - 150;
  const right = width - 60;
  line(ARABIC_FACE.number(face.number), footY + 26, 11, '#1a202c', right);
  line(ARABIC_FACE.issued(w.eventDate(dubaiDay(face.issuedAt))), footY + 44, 11, '#1a202c', right);
  line(ARABIC_FACE.verify(face.verifyUrl), footY + 62, 11, '#1a202c', right);

  drawQr(doc, qr.modules, 60, footY, 96);
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
