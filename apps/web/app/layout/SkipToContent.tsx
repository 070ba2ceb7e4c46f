import { chakra } from '@chakra-ui/react';
import { SITE_FRAME_TEXT } from '@academy/content';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the header; visible only while focused. */
export function SkipToContent() {
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      position="fixed"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="white"
      color="teal.800"
      fontWeight="semibold"
      borderRadius="md"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)', outline: '2px solid', outlineColor: 'teal.600' }}
    >
      {SITE_FRAME_TEXT.skipToContent}
    </chakra.a>
  );
}
