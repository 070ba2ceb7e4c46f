import { useId, useRef } from 'react';
import { Button, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { MY_REGISTRATION, MY_REGISTRATION_PANELS } from '@academy/content';
import { PHOTO_MEDIA_TYPES, type PhotoField } from '@academy/validation';
import { FormBanners } from '../../components/form/FormBanner';
import { FormField } from '../../components/form/FormField';
import { ChosenPhotoPreview, StoredPhotoThumbnail } from './PhotoThumbnail';
import { UploadProgress } from './UploadProgress';
import { usePhotoUpload } from './use-photo-upload';

/** A photo's name as a heading and inside a sentence ('Choose the profile image'). */
export interface PhotoName {
  title: string;
  phrase: string;
}

interface PhotoUploadFieldProps {
  registrationId: string;
  token: string;
  field: PhotoField;
  photo: PhotoName;
  /** Where the stored photo is fetched from, or null when there is none. */
  storedPath: string | null;
  canUpload: boolean;
  onSaved: () => Promise<unknown>;
}

/**
 * One photo: the stored one, and a form to send another (banner above its file input, the chosen
 * file's preview, the upload's progress), as every form of the site behaves.
 */
export function PhotoUploadField({ photo, storedPath, token, canUpload, ...options }: PhotoUploadFieldProps) {
  const text = MY_REGISTRATION_PANELS.photos;
  const form = useRef<HTMLFormElement>(null);
  const upload = usePhotoUpload({ ...options, token, form });
  const inputId = useId();
  const headingId = useId();
  const submitting = upload.status === 'submitting';

  return (
    <Stack role="group" aria-labelledby={headingId} gap="3" minW="0">
      <Heading as="h3" id={headingId} size="md" color="gray.800">
        {photo.title}
      </Heading>
      {storedPath ? (
        <StoredPhotoThumbnail
          key={`${storedPath}#${upload.saves}`}
          path={storedPath}
          token={token}
          name={photo.phrase}
        />
      ) : (
        <Text color="gray.600" fontSize="sm">
          {text.noPhoto}
        </Text>
      )}

      {canUpload && (
        <chakra.form ref={form} onSubmit={upload.onSubmit} noValidate display="grid" gap="2">
          <FormBanners
            success={upload.status === 'saved' ? MY_REGISTRATION.photos.saved : undefined}
            error={upload.status === 'failed' ? upload.failureMessage : undefined}
          />
          <FormField
            id={inputId}
            name={options.field}
            label={storedPath ? text.replace(photo.phrase) : text.choose(photo.phrase)}
            error={upload.error}
          >
            {(control) => (
              <chakra.input
                {...control}
                // A fresh input after each save, so it no longer names the file just sent.
                key={upload.saves}
                type="file"
                accept={PHOTO_MEDIA_TYPES.join(',')}
                disabled={submitting}
                onChange={(event) => upload.choose(event.target.files?.[0])}
                w="full"
                fontSize="sm"
                color="gray.700"
                css={{
                  '&::file-selector-button': {
                    me: '3',
                    px: '3',
                    py: '1.5',
                    borderRadius: 'md',
                    borderWidth: '1px',
                    borderColor: 'teal.700',
                    bg: 'white',
                    color: 'teal.800',
                    cursor: 'pointer',
                  },
                }}
              />
            )}
          </FormField>

          {upload.preview && (
            <ChosenPhotoPreview key={upload.preview} source={upload.preview} name={photo.phrase} />
          )}
          {upload.file && (
            <Button
              type="submit"
              colorPalette="teal"
              justifySelf="start"
              // Not disabled while sending: a disabled button would drop the keyboard focus.
              aria-disabled={submitting || undefined}
              {...upload.submitPress}
            >
              {submitting ? `${text.uploading(photo.phrase)}…` : text.upload(photo.phrase)}
            </Button>
          )}
          {submitting && <UploadProgress percent={upload.progress} label={text.uploading(photo.phrase)} />}
        </chakra.form>
      )}
    </Stack>
  );
}
