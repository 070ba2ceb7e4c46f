import { MEDIA_TEXT } from '@academy/content';
import { type RefObject, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import type { VideoAsset } from '@academy/content';
import { MediaIcon, PLAY_ICON } from './icons';
import { islandAttributes } from '../island/island-attributes';
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

/** What a player needs to play again in a root of its own (islands/video.tsx): its props less the callback. */
export type VideoIslandProps = Omit<VideoPlayerProps, 'title' | 'onPlayingChange' | 'autoPlay'>;

/** Marks the player's box, which the video island finds from its play button. */
export const VIDEO_PLAYER = 'data-video-player';

/**
 * A video behind its thumbnail: nothing of the video is fetched until the visitor presses play, then
 * it plays under custom controls (play/pause, time, seek bar, mute, full screen). When it ends, fails or
 * may not start, the thumbnail returns with the position back at the start (SPEC.md sections 4 and 8).
 * On a page that ships no React (RouteModule.staticPage) the play button is an island: islands/video.tsx
 * plays the video in the same box.
 */
export function VideoPlayer({ title, ...props }: VideoPlayerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  return (
    <Box
      ref={containerRef}
      {...{ [VIDEO_PLAYER]: '' }}
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
      <PlayerContent {...props} containerRef={containerRef} />
    </Box>
  );
}

interface PlayerContentProps extends Omit<VideoPlayerProps, 'title'> {
  containerRef: RefObject<HTMLDivElement | null>;
}

/** What the player's box holds: the thumbnail, or the playing video. */
export function PlayerContent({
  video,
  overlayText,
  overlaySubtext,
  autoPlay = false,
  autoHideControls = false,
  allowFullscreen = false,
  posterLoading = 'lazy',
  onPlayingChange,
  containerRef,
}: PlayerContentProps) {
  // Each press of play mounts a fresh <video> (a new key), so a replay starts at 0:00.
  const [run, setRun] = useState<number | null>(autoPlay ? 0 : null);
  const [notice, setNotice] = useState<string | null>(null);

  const play = () => {
    setNotice(null);
    setRun((previous) => (previous ?? 0) + 1);
  };

  const stop = (reason: StopReason) => {
    setRun(null);
    setNotice(reason === 'failed' ? MEDIA_TEXT.clickToPlay : null);
    onPlayingChange?.(false);
  };

  // A player that reports its state to the page (a carousel) needs the page's React: no island.
  const island: VideoIslandProps | undefined = onPlayingChange
    ? undefined
    : { video, overlayText, overlaySubtext, autoHideControls, allowFullscreen, posterLoading };
  const thumbnail = (notice: string | null) => (
    <Thumbnail
      video={video}
      overlayText={overlayText}
      overlaySubtext={overlaySubtext}
      posterLoading={posterLoading}
      notice={notice}
      island={island}
      onPlay={play}
      onIntent={() => void loadActiveVideo()}
    />
  );

  if (run === null) return thumbnail(notice);
  return (
    <Suspense fallback={thumbnail(MEDIA_TEXT.loading)}>
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
  );
}

interface ThumbnailProps {
  video: VideoAsset;
  overlayText?: string;
  overlaySubtext?: string;
  posterLoading: 'lazy' | 'eager';
  notice: string | null;
  /** The play button's island props, when the player can play without the page's React. */
  island?: VideoIslandProps;
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
  island,
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
          aria-label={MEDIA_TEXT.playVideo}
          {...(island && islandAttributes('video', island))}
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
