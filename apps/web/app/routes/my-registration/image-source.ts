/**
 * A picture as an address an <img> can show, without sending it anywhere. A data: address rather than
 * an object URL: the pages' content security policy allows images from the site and data: only, so a
 * blob: address would be blocked (and a data: one needs no revoking).
 */
export function readAsImageSource(picture: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(picture);
  });
}
