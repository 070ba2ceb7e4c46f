/** The image formats accepted for ID photos and profile images, by the extension they are stored under. */
export const IMAGE_MIME_BY_EXTENSION = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

type ImageExtension = keyof typeof IMAGE_MIME_BY_EXTENSION;

export type ImageType = {
  extension: ImageExtension;
  mime: (typeof IMAGE_MIME_BY_EXTENSION)[ImageExtension];
};

const imageType = (extension: ImageExtension): ImageType => ({
  extension,
  mime: IMAGE_MIME_BY_EXTENSION[extension],
});

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The image type a file really is, judged by its first bytes, never by its name or the type the
 * browser claims: a renamed document is refused.
 */
export function detectImageType(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return imageType('jpg');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return imageType('png');
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return imageType('webp');
  }
  return undefined;
}
