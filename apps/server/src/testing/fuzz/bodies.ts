import fc, { Arbitrary } from 'fast-check';
import { PHOTO_FIELDS, PHOTO_MAX_BYTES } from '@academy/validation';
import { JPEG, PNG } from '../fixtures';
import { JsonTree, PROTOTYPE_KEYS, hostileText, hostileTree, jsonText } from './json-text';

/** What a generated request carries besides its method and path. */
export interface FuzzBody {
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Content types a JSON path must refuse or read as JSON; none of them is plain `application/json`. */
const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=bogus',
  'application/merge-patch+json',
  'application/jsonx',
  '*/*',
  'application/json, text/plain',
  '',
];

/** Encodings a body may claim; the payload underneath is plain, so a decoder chokes on it. */
const CONTENT_ENCODINGS = ['gzip', 'deflate', 'br', 'identity', 'compress', 'x-unknown'];

/** One header, or none when there is no value. */
export const optionalHeader = (name: string, value: string | null | undefined): Record<string, string> =>
  value ? { [name]: value } : {};

/** A truncated copy: everything up to a cut somewhere inside. */
const truncated = (text: string, cut: number) => text.slice(0, text.length > 0 ? cut % text.length : 0);

/**
 * Bodies for a path that reads JSON: the generated documents, some of them cut short, sent under other
 * content types or encodings, as bare JSON values, or as bytes that are not UTF-8 at all.
 */
export function jsonBodies(tree: Arbitrary<JsonTree>): Arbitrary<FuzzBody> {
  const json = { 'Content-Type': 'application/json' };
  return fc.oneof(
    { weight: 12, arbitrary: tree.map((t) => ({ headers: json, body: jsonText(t) })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(tree, fc.nat())
        .map(([t, cut]) => ({ headers: json, body: truncated(jsonText(t), cut) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(tree, fc.constantFrom(...OTHER_CONTENT_TYPES))
        .map(([t, type]) => ({ headers: optionalHeader('Content-Type', type), body: jsonText(t) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(tree, fc.constantFrom(...CONTENT_ENCODINGS))
        .map(([t, encoding]) => ({ headers: { ...json, 'Content-Encoding': encoding }, body: jsonText(t) })),
    },
    { weight: 2, arbitrary: hostileTree.map((t) => ({ headers: json, body: jsonText(t) })) },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 200 })
        .map((bytes) => ({ headers: json, body: Buffer.from(bytes) })),
    },
    { weight: 1, arbitrary: fc.constant({ headers: json }) },
  );
}

/**
 * Bodies for a form posted without script (application/x-www-form-urlencoded): each field its value,
 * other text or missing, unknown names, a name given twice, far too many fields, other content types.
 */
export function urlencodedBodies(valid: Record<string, string>): Arbitrary<FuzzBody> {
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const names = Object.keys(valid);
  const entry = fc.tuple(
    fc.oneof(fc.constantFrom(...names, ...PROTOTYPE_KEYS, 'a[b]', 'a[]'), fc.string({ maxLength: 10 })),
    hostileText,
  );
  const fields = fc
    .tuple(
      fc.tuple(
        ...names.map((name) =>
          fc.oneof(
            { weight: 3, arbitrary: fc.constant<string | undefined>(valid[name]) },
            { weight: 2, arbitrary: hostileText },
            { weight: 1, arbitrary: fc.constant(undefined) },
          ),
        ),
      ),
      fc.array(entry, { maxLength: 3 }),
    )
    .map(([values, extra]) => {
      const params = new URLSearchParams();
      names.forEach((name, index) => {
        if (values[index] !== undefined) params.append(name, values[index] as string);
      });
      for (const [name, value] of extra) params.append(name, value);
      return params.toString();
    });
  const tooMany = fc
    .integer({ min: 1_001, max: 3_000 })
    .map((count) => Array.from({ length: count }, (_, index) => `f${index}=x`).join('&'));
  return fc.oneof(
    { weight: 12, arbitrary: fields.map((body) => ({ headers: form, body })) },
    { weight: 1, arbitrary: tooMany.map((body) => ({ headers: form, body })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fields, fc.nat())
        .map(([body, cut]) => ({ headers: form, body: truncated(body, cut) })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fields, fc.constantFrom(...OTHER_CONTENT_TYPES, 'application/json'))
        .map(([body, type]) => ({ headers: optionalHeader('Content-Type', type), body })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fields, fc.constantFrom(...CONTENT_ENCODINGS))
        .map(([body, encoding]) => ({ headers: { ...form, 'Content-Encoding': encoding }, body })),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 200 })
        .map((bytes) => ({ headers: form, body: Buffer.from(bytes) })),
    },
  );
}

const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([8, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
/** One byte over the photo limit; made once, sent now and then. */
const OVERSIZED = Buffer.concat([JPEG, Buffer.alloc(PHOTO_MAX_BYTES + 1 - JPEG.length, 0x20)]);

const fileContent: Arbitrary<Buffer> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(JPEG, PNG, WEBP) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom(JPEG, PNG, WEBP), fc.uint8Array({ maxLength: 64 }))
      .map(([magic, tail]) => Buffer.concat([magic.subarray(0, 3), Buffer.from(tail)])),
  },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
  { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
  { weight: 1, arbitrary: fc.constant(Buffer.from('%PDF-1.7 a passport scan')) },
  { weight: 1, arbitrary: fc.constant(Buffer.from('GIF89a')) },
  { weight: 1, arbitrary: fc.constant(OVERSIZED) },
);

interface Part {
  name: string;
  file?: { filename: string; contentType: string };
  content: Buffer;
}

/** A header parameter as a sender might write it: quoted, and the quotes and line breaks escaped. */
const quoted = (value: string) => `"${value.replace(/["\r\n\\]/g, '_')}"`;

function multipartBody(boundary: string, parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name=${quoted(part.name)}${part.file ? `; filename=${quoted(part.file.filename)}` : ''}`;
    const type = part.file?.contentType ? `\r\nContent-Type: ${part.file.contentType}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      part.content,
    );
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * Multipart bodies for the registrant's PUT: the photo fields with images, wrong magic bytes, no bytes
 * or one byte too many; more files than fields; unexpected and prototype field names; text fields with
 * hostile values; cut short, or announced with another boundary or none.
 */
export function multipartBodies(textFields: Record<string, string>): Arbitrary<FuzzBody> {
  const names = Object.keys(textFields);
  const filePart: Arbitrary<Part> = fc.record({
    name: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...PHOTO_FIELDS) },
      { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS, 'photo', '', 'idPhotofront[]') },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    ),
    file: fc.record({
      filename: fc.oneof(fc.constantFrom('front.jpg', 'me.png', '../../etc/passwd', ''), hostileText),
      contentType: fc.constantFrom(
        'image/jpeg',
        'image/png',
        'image/webp',
        'application/pdf',
        'text/plain',
        '',
      ),
    }),
    content: fileContent,
  });
  const textPart: Arbitrary<Part> = fc
    .tuple(
      fc.oneof(fc.constantFrom(...names, ...PROTOTYPE_KEYS), fc.string({ maxLength: 12 })),
      fc.oneof(fc.constantFrom(...names.map((name) => textFields[name])), hostileText),
    )
    .map(([name, value]) => ({ name, content: Buffer.from(value) }));
  const parts = fc.array(fc.oneof(filePart, textPart), { maxLength: 8 });
  const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
  return fc
    .tuple(
      parts,
      fc.oneof(
        { weight: 8, arbitrary: fc.constant('whole' as const) },
        { weight: 1, arbitrary: fc.nat().map((cut) => ({ cut })) },
        { weight: 1, arbitrary: fc.constantFrom('no boundary', 'other boundary', 'not multipart') },
      ),
    )
    .map(([chosen, shape]) => {
      const body = multipartBody(boundary, chosen);
      const type = `multipart/form-data; boundary=${boundary}`;
      if (shape === 'whole') return { headers: { 'Content-Type': type }, body };
      if (typeof shape === 'object') {
        return { headers: { 'Content-Type': type }, body: body.subarray(0, shape.cut % body.length) };
      }
      const headers = {
        'no boundary': 'multipart/form-data',
        'other boundary': 'multipart/form-data; boundary=somethingElse',
        'not multipart': 'application/octet-stream',
      }[shape];
      return { headers: { 'Content-Type': headers }, body };
    });
}
