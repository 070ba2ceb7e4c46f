import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import type { VideoAsset } from '@academy/content';
import { MediaIcon, PLAY_ICON } from './icons';
import type { StopReason } from './ActiveVideo';

export interface VideoPlayerProps {
  video: VideoAsset;
  /** What the video is; names the player for assistive technology. */
  title: string;
  /** Large caption over the thumbnail. */
  overlayText?: string;
  /** Smaller line under the caption. */
  overlaySubtext?: string;
  /** Starts playing as soon as it is shown (the modal players); falls back to the thumbnail if refused. */
  autoPlay?: boolean;
  /** Hides the control bar after 4 seconds without mouse movement while playing. */
  autoHideControls?: boolean;
  allowFullscreen?: boolean;
  /** Thumbnails below the fold load when scrolled near; one visible at once (a modal) says 'eager'. */
  posterLoading?: 'lazy' | 'eager';
  onPlayingChange?: (playing: boolean) => void;
}

/** The playing video and its controls: code a page needs only once a visitor presses play. */
export const loadActiveVideo = () => import('./ActiveVideo');
const ActiveVideo = lazy(loadActiveVideo);

/** Posters are 16:9 stills of this size (libs/content/src/videos.ts). */
const POSTER_WIDTH = 640;
const POSTER_HEIGHT = 360;

/**
 * A video behind its thumbnail: nothing of the video is fetched until the visitor presses play, then
 * it plays under custom controls (play/pause, time, seek bar, mute, full screen). When it ends, fails or
 * may not start, the thumbnail returns with the position back at the start (SPEC.md sections 4 and 8).
 */
export function VideoPlayer({
  video,
  title,
  overlayText,
  overlaySubtext,
  autoPlay = false,
  autoHideControls = false,
  allowFullscreen = false,
  posterLoading = 'lazy',
  onPlayingChange,
}: VideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  // Each press of play mounts a fresh <video> (a new key), so a replay starts at 0:00.
  const [run, setRun] = useState<number | null>(autoPlay ? 0 : null);
  const [notice, setNotice] = useState<string | null>(null);

  const play = () => {
    setNotice(null);
    setRun((previous) => (previous ?? 0) + 1);
  };

  const stop = (reason: StopReason) => {
    setRun(null);
    setNotice(reason === 'failed' ? 'Click play to start' : null);
    onPlayingChange?.(false);
  };

  const thumbnail = (notice: string | null) => (
    <Thumbnail
      video={video}
      overlayText={overlayText}
      overlaySubtext={overlaySubtext}
      posterLoading={posterLoading}
      notice={notice}
      onPlay={play}
      onIntent={() => void loadActiveVideo()}
    />
  );

  return (
    <Box
      ref={containerRef}
      role="group"
      aria-label={title}
      position="relative"
      w="full"
      aspectRatio="16 / 9"
      overflow="hidden"
      bg="teal.950"
      color="white"
      _fullscreen={{ aspectRatio: 'auto', h: '100dvh' }}
    >
      {run === null ? (
        thumbnail(notice)
      ) : (
        <Suspense fallback={thumbnail('Loading...')}>
          <ActiveVideo
            key={run}
            video={video}
            containerRef={containerRef}
            autoHideControls={autoHideControls}
            allowFullscreen={allowFullscreen}
            onPlayingChange={onPlayingChange}
            onStop={stop}
          />
        </Suspense>
      )}
    </Box>
  );
}

interface ThumbnailProps {
  video: VideoAsset;
  overlayText?: string;
  overlaySubtext?: string;
  posterLoading: 'lazy' | 'eager';
  notice: string | null;
  onPlay: () => void;
  /** The visitor is about to press play: time to fetch the player's code. */
  onIntent: () => void;
}

function Thumbnail({
  video,
  overlayText,
  overlaySubtext,
  posterLoading,
  notice,
  onPlay,
  onIntent,
}: ThumbnailProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [imageFailed, setImageFailed] = useState(false);

  // A prerendered <img> may have failed before React attached onError; its state tells.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setImageFailed(true);
  }, []);

  return (
    <>
      {!imageFailed && (
        <chakra.img
          ref={imageRef}
          src={video.poster}
          alt=""
          htmlWidth={POSTER_WIDTH}
          htmlHeight={POSTER_HEIGHT}
          loading={posterLoading}
          decoding="async"
          onError={() => setImageFailed(true)}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
        />
      )}
      <Flex
        position="absolute"
        inset="0"
        direction="column"
        align="center"
        justify="center"
        gap="3"
        p="4"
        bgGradient="to-t"
        gradientFrom="blackAlpha.700"
        gradientVia="blackAlpha.200"
        gradientTo="blackAlpha.100"
      >
        <chakra.button
          type="button"
          aria-label="Play video"
          onClick={onPlay}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          display="grid"
          placeItems="center"
          boxSize={{ base: '14', md: '16' }}
          rounded="full"
          bg="white"
          color="teal.800"
          shadow="lg"
          cursor="pointer"
          transition="transform 0.15s"
          _hover={{ transform: { _motionSafe: 'scale(1.06)' }, bg: 'teal.50' }}
          _focusVisible={{ outline: '3px solid', outlineColor: 'orange.300', outlineOffset: '3px' }}
        >
          <MediaIcon path={PLAY_ICON} boxSize={{ base: '7', md: '8' }} />
        </chakra.button>
        <Text role="status" fontSize="sm" fontWeight="medium" minH="5">
          {notice}
        </Text>
      </Flex>
      {(overlayText || overlaySubtext) && (
        <Box
          position="absolute"
          insetX="0"
          bottom="0"
          px={{ base: '4', md: '5' }}
          pb="3"
          pointerEvents="none"
        >
          {overlayText && (
            <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} lineHeight="short">
              {overlayText}
            </Text>
          )}
          {overlaySubtext && (
            <Text fontSize="sm" color="whiteAlpha.900">
              {overlaySubtext}
            </Text>
          )}
        </Box>
      )}
    </>
  );
}
