import { detectImageType } from './image-type';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toEqual({
      extension: 'jpg',
      mime: 'image/jpeg',
    });
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toEqual({
      extension: 'png',
      mime: 'image/png',
    });
    expect(
      detectImageType(Buffer.concat([Buffer.from('RIFF'), bytes(1, 2, 3, 4), Buffer.from('WEBPVP8 ')])),
    ).toEqual({
      extension: 'webp',
      mime: 'image/webp',
    });
  });

  it('refuses anything else, whatever it is called', () => {
    expect(detectImageType(Buffer.from('%PDF-1.7 pretending to be photo.jpg'))).toBeUndefined();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(
      detectImageType(Buffer.concat([Buffer.from('RIFF'), bytes(1, 2, 3, 4), Buffer.from('AVI ')])),
    ).toBeUndefined();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });
});
