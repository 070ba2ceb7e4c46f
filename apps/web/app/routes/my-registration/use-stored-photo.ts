import { useEffect, useState } from 'react';
import { readAsImageSource } from './image-source';
import { REGISTRATION_TOKEN_HEADER, isSitePath } from './photo-requests';

export type StoredPhoto = { status: 'loading' } | { status: 'shown'; source: string } | { status: 'failed' };

/**
 * A stored photo, fetched with the private link's token: the photo paths are private (no cookie, no
 * public address opens them), so an <img src> of the path would be refused.
 */
export function useStoredPhoto(path: string, token: string): StoredPhoto {
  const [photo, setPhoto] = useState<StoredPhoto>({ status: 'loading' });

  const onThisSite = isSitePath(path);

  useEffect(() => {
    if (!onThisSite) return;
    const controller = new AbortController();
    fetch(path, {
      headers: { [REGISTRATION_TOKEN_HEADER]: token },
      cache: 'no-store',
      signal: controller.signal,
    })
      .then((response) => {
        if (!response.ok) throw new Error(`The photo answered ${response.status}`);
        return response.blob();
      })
      .then(readAsImageSource)
      .then(
        (source) => setPhoto({ status: 'shown', source }),
        () => {
          if (!controller.signal.aborted) setPhoto({ status: 'failed' });
        },
      );
    return () => controller.abort();
  }, [path, token, onThisSite]);

  return onThisSite ? photo : { status: 'failed' };
}
