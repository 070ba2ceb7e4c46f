import { type ReactNode, Suspense, lazy, useState } from 'react';
import { chakra } from '@chakra-ui/react';
import type { VideoAsset } from '@academy/content';
import { islandAttributes } from '../island/island-attributes';
import { MediaIcon, PLAY_ICON } from './icons';
import { loadActiveVideo } from './VideoPlayer';

const loadVideoModal = () => import('./VideoModal');
// The modal and its player stay out of the page's first JavaScript; hovering or focusing the button
// fetches them ahead of the click.
const VideoModal = lazy(loadVideoModal);
const prefetch = () => void Promise.all([loadVideoModal(), loadActiveVideo()]);

export interface VideoModalButtonProps {
  video: VideoAsset;
  /** The video's name, shown above it in the modal. */
  title: string;
  /** The button's accessible name, e.g. 'Play the DECODE trailer'. */
  label: string;
  /** What the button shows; a round play badge when omitted. */
  children?: ReactNode;
  /** Opens the video over the whole screen instead of in a centred panel. */
  fullscreen?: boolean;
}

/** What the modal needs to open without the page's React (islands/video-modal.tsx). */
export type VideoModalIslandProps = Required<Pick<VideoModalButtonProps, 'video' | 'title' | 'fullscreen'>>;

/**
 * A button that opens a video in a modal, where it starts playing (SPEC.md 2.4 and 2.7). On a page that
 * ships no React (RouteModule.staticPage) it is an island: islands/video-modal.tsx opens the same modal.
 */
export function VideoModalButton({
  video,
  title,
  label,
  children,
  fullscreen = false,
}: VideoModalButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <chakra.button
        type="button"
        aria-label={label}
        {...islandAttributes<VideoModalIslandProps>('video-modal', { video, title, fullscreen })}
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        cursor="pointer"
        rounded="full"
        _focusVisible={{ outline: '3px solid', outlineColor: 'orange.400', outlineOffset: '3px' }}
      >
        {children ?? (
          <chakra.span
            display="grid"
            placeItems="center"
            boxSize="16"
            rounded="full"
            bg="white"
            color="teal.800"
            shadow="lg"
            transition="transform 0.15s"
            _hover={{ transform: { _motionSafe: 'scale(1.06)' } }}
          >
            <MediaIcon path={PLAY_ICON} boxSize="8" />
          </chakra.span>
        )}
      </chakra.button>
      {open && (
        <Suspense fallback={null}>
          <VideoModal video={video} title={title} fullscreen={fullscreen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
