import { MEDIA_TEXT } from '@academy/content';
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from 'react';
import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import { type VideoAsset, videoSrc } from '@academy/content';
import { formatTime } from './format-time';
import { MediaIcon, PLAY_ICON } from './icons';

/** SPEC.md section 9: controls hide after 4 seconds without mouse movement. */
const CONTROLS_HIDE_MS = 4000;

/** Why a playing video went back to its thumbnail. */
export type StopReason = 'ended' | 'refused' | 'failed';

const PAUSE_ICON = 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z';
const VOLUME_ICON =
  'M3 9v6h4l5 5V4L7 9H3Zm13.5 3A4.5 4.5 0 0 0 14 7.97v8.05A4.47 4.47 0 0 0 16.5 12ZM14 3.23v2.06a7 7 0 0 1 0 13.42v2.06a9 9 0 0 0 0-17.54Z';
const MUTED_ICON =
  'M16.5 12A4.5 4.5 0 0 0 14 7.97v2.21l2.45 2.45c.03-.2.05-.41.05-.63Zm2.5 0c0 .94-.2 1.82-.54 2.64l1.51 1.51A8.8 8.8 0 0 0 21 12a9 9 0 0 0-7-8.77v2.06A7 7 0 0 1 19 12ZM4.27 3 3 4.27 7.73 9H3v6h4l5 5v-6.73l4.25 4.25A7 7 0 0 1 14 18.7v2.06a9 9 0 0 0 3.69-1.81L19.73 21 21 19.73l-9-9L4.27 3ZM12 4 9.91 6.09 12 8.18V4Z';
const ENTER_FULLSCREEN_ICON =
  'M7 14H5v5h5v-2H7v-3Zm-2-4h2V7h3V5H5v5Zm12 7h-3v2h5v-5h-2v3ZM14 5v2h3v3h2V5h-5Z';
const EXIT_FULLSCREEN_ICON = 'M5 16h3v3h2v-5H5v2Zm3-8H5v2h5V5H8v3Zm6 11h2v-3h3v-2h-5v5Zm2-11V5h-2v5h5V8h-3Z';

interface ActiveVideoProps {
  video: VideoAsset;
  /** The player's box: what goes full screen, so the custom controls come along. */
  containerRef: RefObject<HTMLDivElement | null>;
  autoHideControls: boolean;
  allowFullscreen: boolean;
  onPlayingChange?: (playing: boolean) => void;
  onStop: (reason: StopReason) => void;
}

/**
 * The <video> and its control bar, mounted when the visitor presses play: it starts playing at once,
 * and hands back to the thumbnail (onStop) when the video ends, fails to load or may not start.
 */
export default function ActiveVideo({
  video,
  containerRef,
  autoHideControls,
  allowFullscreen,
  onPlayingChange,
  onStop,
}: ActiveVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [loading, setLoading] = useState(true);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [muted, setMuted] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [idle, setIdle] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);

  const stop = (reason: StopReason) => {
    if (document.fullscreenElement === containerRef.current) void exitFullscreen();
    onStop(reason);
  };
  // Playback starts once per mount, whatever callbacks the owner passes on later renders.
  const stopAfterFailedStart = useEffectEvent(stop);

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    element.play().catch((error: unknown) => {
      // A pause() before playback began (a carousel moving on) is no failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Refused (autoplay policy) or unplayable: the thumbnail and its play button come back. A load
      // failure also fires 'error', which logs it and says so.
      stopAfterFailedStart(element.error ? 'failed' : 'refused');
    });
  }, []);

  useEffect(() => {
    if (!allowFullscreen) return;
    const sync = () => setFullscreen(document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [allowFullscreen, containerRef]);

  /** Shows the controls and, while playing with auto-hide on, hides them again after a quiet spell. */
  const wake = useCallback(() => {
    setIdle(false);
    window.clearTimeout(hideTimer.current);
    if (autoHideControls && videoRef.current && !videoRef.current.paused) {
      hideTimer.current = window.setTimeout(() => setIdle(true), CONTROLS_HIDE_MS);
    }
  }, [autoHideControls]);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const controlsHidden = autoHideControls && playing && idle;

  const togglePlay = () => {
    const element = videoRef.current;
    if (!element) return;
    // A refused play() leaves the video paused, which the controls already show.
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };

  const seek = (seconds: number) => {
    const element = videoRef.current;
    if (!element) return;
    element.currentTime = seconds;
    setTime(seconds);
  };

  const setPlayingState = (value: boolean) => {
    setPlaying(value);
    onPlayingChange?.(value);
    wake();
  };

  return (
    <Box
      position="absolute"
      inset="0"
      onMouseMove={wake}
      onPointerDown={wake}
      onKeyDown={wake}
      onFocus={wake}
      cursor={controlsHidden ? 'none' : undefined}
    >
      <chakra.video
        ref={videoRef}
        src={videoSrc(video)}
        preload="none"
        playsInline
        onClick={togglePlay}
        onPlay={() => setPlayingState(true)}
        onPlaying={() => setLoading(false)}
        onPause={() => {
          setPlayingState(false);
          setLoading(false);
        }}
        onWaiting={() => setLoading(true)}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
        onEnded={() => stop('ended')}
        onError={(event) => {
          console.error(`Video ${video.file} failed to load:`, event.currentTarget.error?.message);
          stop('failed');
        }}
        w="full"
        h="full"
        objectFit="contain"
        bg="black"
      />
      {loading && (
        <Text
          role="status"
          position="absolute"
          top="50%"
          left="50%"
          transform="translate(-50%, -50%)"
          px="3"
          py="1"
          rounded="md"
          bg="blackAlpha.700"
          fontSize="sm"
          pointerEvents="none"
        >
          Loading...
        </Text>
      )}
      <Flex
        position="absolute"
        bottom={{ base: '2', md: '3' }}
        left="50%"
        transform="translateX(-50%)"
        w="calc(100% - 1rem)"
        maxW={fullscreen ? '800px' : '622px'}
        align="center"
        gap={{ base: '1', md: '2' }}
        px="2"
        py="1"
        rounded="lg"
        bg="blackAlpha.800"
        opacity={controlsHidden ? 0 : 1}
        transition="opacity 0.3s"
      >
        <ControlButton label={playing ? MEDIA_TEXT.pauseVideo : MEDIA_TEXT.playVideo} onClick={togglePlay}>
          <MediaIcon path={playing ? PAUSE_ICON : PLAY_ICON} />
        </ControlButton>
        <Text fontSize="xs" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="video-time">
          {formatTime(time)} / {formatTime(duration)}
        </Text>
        <chakra.input
          type="range"
          aria-label={MEDIA_TEXT.seek}
          aria-valuetext={`${formatTime(time)} of ${formatTime(duration)}`}
          min={0}
          max={Number.isFinite(duration) ? duration : 0}
          step={1}
          // Whole seconds, like the time text beside it (the browser would round to the step instead).
          value={Math.floor(time)}
          onChange={(event) => seek(Number(event.currentTarget.value))}
          flex="1"
          minW="0"
          h="6"
          accentColor="orange.300"
          cursor="pointer"
          _focusVisible={{ outline: '2px solid', outlineColor: 'white', outlineOffset: '2px' }}
        />
        <ControlButton
          label={muted ? MEDIA_TEXT.unmute : MEDIA_TEXT.mute}
          onClick={() => {
            if (videoRef.current) videoRef.current.muted = !videoRef.current.muted;
          }}
        >
          <MediaIcon path={muted ? MUTED_ICON : VOLUME_ICON} />
        </ControlButton>
        {allowFullscreen && (
          <ControlButton
            label={fullscreen ? MEDIA_TEXT.exitFullScreen : MEDIA_TEXT.enterFullScreen}
            onClick={() => void toggleFullscreen(containerRef.current)}
          >
            <MediaIcon path={fullscreen ? EXIT_FULLSCREEN_ICON : ENTER_FULLSCREEN_ICON} />
          </ControlButton>
        )}
      </Flex>
    </Box>
  );
}

function ControlButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <chakra.button
      type="button"
      aria-label={label}
      onClick={onClick}
      display="grid"
      placeItems="center"
      boxSize="9"
      flexShrink={0}
      rounded="md"
      color="white"
      cursor="pointer"
      _hover={{ bg: 'whiteAlpha.300' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'white', outlineOffset: '1px' }}
    >
      {children}
    </chakra.button>
  );
}

/** Full screen is a nicety: where the browser refuses it (or lacks it) the failure is only logged. */
async function toggleFullscreen(element: HTMLElement | null) {
  if (!element) return;
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await element.requestFullscreen();
  } catch (error) {
    console.error('Full screen failed:', error);
  }
}

async function exitFullscreen() {
  try {
    await document.exitFullscreen();
  } catch (error) {
    console.error('Leaving full screen failed:', error);
  }
}
