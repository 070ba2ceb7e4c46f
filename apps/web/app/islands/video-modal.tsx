import VideoModal from '../components/media/VideoModal';
import type { VideoModalIslandProps } from '../components/media/VideoModalButton';
import { islandProps } from '../components/island/island-attributes';
import { islandRoot } from '../components/island/island-root';

let root: ReturnType<typeof islandRoot> | undefined;

/**
 * The island of a button that opens a video in a modal (components/media/VideoModalButton.tsx), on a
 * page that ships no React: the modal renders in a root of its own at the end of <body> and starts the
 * video; focus returns to the button when it closes.
 */
export function activate(button: HTMLElement): void {
  const { video, title, fullscreen } = islandProps<VideoModalIslandProps>(button);
  if (document.activeElement !== button) button.focus();
  root ??= islandRoot(document.body.appendChild(document.createElement('div')));
  const close = () => root?.render(null);
  root.render(
    <VideoModal key={video.file} video={video} title={title} fullscreen={fullscreen} onClose={close} />,
  );
}
