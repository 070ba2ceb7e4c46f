import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MY_REGISTRATION, MY_REGISTRATION_PANELS } from '@academy/content';
import { PHOTO_FIELDS, type PhotoField } from '@academy/validation';
import { DetailsPanel } from './DetailsPanel';
import { isActive } from './registration-facts';
import { type PhotoName, PhotoUploadField } from './PhotoUploadField';
import type { MyRegistration } from './use-my-registration';

const PHOTO_NAMES: Readonly<Record<PhotoField, PhotoName>> = MY_REGISTRATION_PANELS.photos.names;

interface PhotoUploadsProps {
  registration: MyRegistration;
  token: string;
  /** Reloads the registration once a photo is stored, so its thumbnail appears. */
  onSaved: () => Promise<unknown>;
}

/** The three photos: what is stored, and (until the registration is cancelled) a field to send each. */
export function PhotoUploads({ registration, token, onSaved }: PhotoUploadsProps) {
  const canUpload = isActive(registration.status);
  const nothingStored = PHOTO_FIELDS.every((field) => !registration[field]);
  return (
    <DetailsPanel title={MY_REGISTRATION_PANELS.photos.title}>
      <Stack gap="5">
        {canUpload && <Text color="gray.700">{MY_REGISTRATION.photos.intro}</Text>}
        {nothingStored && (
          <Text color="gray.600" fontStyle="italic">
            {MY_REGISTRATION.photos.none}
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {PHOTO_FIELDS.map((field) => (
            <PhotoUploadField
              key={field}
              registrationId={registration.id}
              token={token}
              field={field}
              photo={PHOTO_NAMES[field]}
              storedPath={registration[field]}
              canUpload={canUpload}
              onSaved={onSaved}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </DetailsPanel>
  );
}
