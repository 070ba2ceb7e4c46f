import { useEffect, useId, useRef } from 'react';
import { Box, Button, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { MY_REGISTRATION } from '@academy/content';
import { PHOTO_MEDIA_TYPES, type PhotoField } from '@academy/validation';
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

/** One photo: the stored one, a file input, the chosen file's preview, its upload progress and outcome. */
export function PhotoUploadField({ photo, storedPath, token, canUpload, ...options }: PhotoUploadFieldProps) {
  const upload = usePhotoUpload({ ...options, token });
  const inputId = useId();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const sending = upload.status === 'sending';

  // The Upload button goes once the photo is saved: keep the keyboard in this field.
  useEffect(() => {
    if (upload.saves > 0) inputRef.current?.focus();
  }, [upload.saves]);

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
          No photo yet.
        </Text>
      )}

      {canUpload && (
        <Stack gap="2">
          <chakra.label htmlFor={inputId} fontWeight="medium" fontSize="sm" color="gray.800">
            {storedPath ? `Replace the ${photo.phrase}` : `Choose the ${photo.phrase}`}
          </chakra.label>
          <chakra.input
            // A fresh input after each save, so it no longer names the file just sent.
            key={upload.saves}
            ref={inputRef}
            id={inputId}
            type="file"
            accept={PHOTO_MEDIA_TYPES.join(',')}
            disabled={sending}
            aria-invalid={upload.error ? true : undefined}
            aria-describedby={`${inputId}-error`}
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
          {/* Stays in the page so each new error is announced. */}
          <Box id={`${inputId}-error`} role="alert" color="red.700" fontSize="sm">
            {upload.error}
          </Box>

          {upload.preview && (
            <ChosenPhotoPreview key={upload.preview} source={upload.preview} name={photo.phrase} />
          )}
          {upload.file && (
            <Button
              colorPalette="teal"
              alignSelf="flex-start"
              // Not disabled while sending: a disabled button would drop the keyboard focus.
              aria-disabled={sending || undefined}
              onClick={() => void upload.upload()}
            >
              Upload {photo.phrase}
            </Button>
          )}
          {sending && <UploadProgress percent={upload.progress} label={`Uploading the ${photo.phrase}`} />}
          <Text role="status" fontSize="sm" color="gray.700">
            {sending && `Uploading the ${photo.phrase}…`}
            {upload.status === 'saved' && MY_REGISTRATION.photos.saved}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
