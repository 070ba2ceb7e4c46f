import { MEDIA_TEXT } from '@academy/content';
import { useId } from 'react';
import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import type { VideoAsset } from '@academy/content';
import { ModalDialog } from '../overlay/ModalDialog';
import { CLOSE_ICON, MediaIcon } from './icons';
import { VideoPlayer } from './VideoPlayer';

export interface VideoModalProps {
  video: VideoAsset;
  title: string;
  /** Fills the whole screen instead of a centred panel (the Decode trailer). */
  fullscreen: boolean;
  onClose: () => void;
}

/**
 * The open video modal: a title bar with its close button above a player that starts at once and
 * hides its controls while watched. Loaded only when a VideoModalButton is first used.
 */
export default function VideoModal({ video, title, fullscreen, onClose }: VideoModalProps) {
  const titleId = useId();
  return (
    <ModalDialog
      open
      onClose={onClose}
      labelledBy={titleId}
      placement={fullscreen ? 'fullscreen' : 'center'}
      panelProps={{
        bg: 'black',
        color: 'white',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        ...(fullscreen ? {} : { w: 'min(100% - 2rem, 60rem)', rounded: 'lg' }),
      }}
    >
      <Flex align="center" justify="space-between" gap="3" ps="4" pe="1" py="1" flexShrink={0}>
        <Text id={titleId} fontWeight="semibold" truncate>
          {title}
        </Text>
        <chakra.button
          type="button"
          aria-label={MEDIA_TEXT.closeVideo}
          onClick={onClose}
          display="grid"
          placeItems="center"
          boxSize="10"
          rounded="md"
          cursor="pointer"
          _hover={{ bg: 'whiteAlpha.300' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'white', outlineOffset: '-2px' }}
        >
          <MediaIcon path={CLOSE_ICON} />
        </chakra.button>
      </Flex>
      <Flex flex="1" minH="0" align="center" justify="center">
        {/* As wide as the screen allows while the whole 16:9 picture stays in view under the title bar. */}
        <Box w={fullscreen ? 'min(100%, calc((100dvh - 3rem) * 16 / 9))' : 'full'}>
          <VideoPlayer video={video} title={title} autoPlay autoHideControls posterLoading="eager" />
        </Box>
      </Flex>
    </ModalDialog>
  );
}
