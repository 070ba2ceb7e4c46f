import { useState } from 'react';
import { Box, Text, chakra } from '@chakra-ui/react';
import { MY_REGISTRATION, MY_REGISTRATION_PANELS } from '@academy/content';
import { useStoredPhoto } from './use-stored-photo';

const THUMBNAIL = {
  display: 'block',
  w: 'full',
  maxW: '14rem',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  bg: 'gray.50',
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderRadius: 'md',
} as const;

/** A stored photo, fetched with the private link's token. */
export function StoredPhotoThumbnail({ path, token, name }: { path: string; token: string; name: string }) {
  const photo = useStoredPhoto(path, token);
  if (photo.status === 'loading') {
    return <Box {...THUMBNAIL} aria-hidden="true" />;
  }
  if (photo.status === 'failed') {
    return (
      <Text color="gray.600" fontSize="sm">
        {MY_REGISTRATION.photos.notShown}
      </Text>
    );
  }
  return <chakra.img src={photo.source} alt={MY_REGISTRATION_PANELS.photos.savedAlt(name)} {...THUMBNAIL} />;
}

/**
 * The chosen file as it will be sent. A file that is no image in fact (a renamed one) shows nothing
 * rather than a broken picture; the server's refusal says why.
 */
export function ChosenPhotoPreview({ source, name }: { source: string; name: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return (
    <chakra.img
      src={source}
      alt={MY_REGISTRATION_PANELS.photos.previewAlt(name)}
      onError={() => setBroken(true)}
      {...THUMBNAIL}
      borderStyle="dashed"
      borderColor="teal.400"
    />
  );
}
