import { useState } from 'react';
import { Box, Button, Flex, Heading, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { ADMIN_LIST, ADMIN_REGISTRATION_DETAILS } from '@academy/content';
import { ModalDialog } from '../../components/overlay/ModalDialog';

type PhotoField = keyof typeof ADMIN_REGISTRATION_DETAILS.photoLabels;

/** A registration's photo addresses: authenticated endpoints the browser sends the session cookie to. */
export type Photos = Record<PhotoField, string | null>;

const ID_PHOTOS: readonly PhotoField[] = ['idPhotofront', 'idphotoback'];

/**
 * The ID photos and profile image as thumbnails; a click opens the full-size viewer. A photo that fails
 * to load shows 'Image not found'; without ID photos, 'No ID photos available'.
 */
export function PhotoGallery({ photos }: { photos: Photos }) {
  const [viewing, setViewing] = useState<PhotoField>();
  const [failed, setFailed] = useState<ReadonlySet<PhotoField>>(new Set());
  const present = (Object.keys(ADMIN_REGISTRATION_DETAILS.photoLabels) as PhotoField[]).filter(
    (field) => photos[field],
  );
  const markFailed = (field: PhotoField) => setFailed((current) => new Set(current).add(field));
  const viewed = viewing && photos[viewing];
  return (
    <Box as="section">
      <Heading as="h3" size="md" color="teal.900" mb="2">
        {ADMIN_REGISTRATION_DETAILS.photos}
      </Heading>
      {!ID_PHOTOS.some((field) => photos[field]) && (
        <Text color="gray.600" mb="2">
          {ADMIN_REGISTRATION_DETAILS.noIdPhotos}
        </Text>
      )}
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        {present.map((field) => {
          const label = ADMIN_REGISTRATION_DETAILS.photoLabels[field];
          return (
            <Box as="figure" key={field} m="0">
              {failed.has(field) ? (
                <ImageNotFound />
              ) : (
                <chakra.button
                  type="button"
                  aria-label={ADMIN_REGISTRATION_DETAILS.openImage(label)}
                  onClick={() => setViewing(field)}
                  display="block"
                  w="full"
                  cursor="zoom-in"
                  rounded="md"
                  overflow="hidden"
                  borderWidth="1px"
                  borderColor="gray.200"
                  _focusVisible={{ outline: '3px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}
                >
                  <chakra.img
                    src={photos[field] ?? undefined}
                    alt=""
                    w="full"
                    h="32"
                    objectFit="cover"
                    onError={() => markFailed(field)}
                  />
                </chakra.button>
              )}
              <Text as="figcaption" fontSize="sm" color="gray.700" mt="1">
                {label}
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>
      <ModalDialog
        open={Boolean(viewed)}
        onClose={() => setViewing(undefined)}
        label={
          viewing && ADMIN_REGISTRATION_DETAILS.imageViewer(ADMIN_REGISTRATION_DETAILS.photoLabels[viewing])
        }
        placement="fullscreen"
        panelProps={{ bg: 'blackAlpha.900', display: 'flex', flexDirection: 'column', p: '4', gap: '3' }}
      >
        <Flex justify="flex-end">
          <Button size="sm" variant="solid" colorPalette="teal" onClick={() => setViewing(undefined)}>
            {ADMIN_LIST.close}
          </Button>
        </Flex>
        {viewing && viewed && (
          <Flex flex="1" minH="0" align="center" justify="center">
            {failed.has(viewing) ? (
              <ImageNotFound />
            ) : (
              <chakra.img
                src={viewed}
                alt={ADMIN_REGISTRATION_DETAILS.photoLabels[viewing]}
                maxW="full"
                maxH="full"
                objectFit="contain"
                onError={() => markFailed(viewing)}
              />
            )}
          </Flex>
        )}
      </ModalDialog>
    </Box>
  );
}

function ImageNotFound() {
  return (
    <Flex
      h="32"
      minW="32"
      align="center"
      justify="center"
      bg="gray.100"
      color="gray.700"
      rounded="md"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="gray.400"
      fontSize="sm"
    >
      {ADMIN_REGISTRATION_DETAILS.imageNotFound}
    </Flex>
  );
}
