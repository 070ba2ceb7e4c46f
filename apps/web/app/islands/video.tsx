import { useRef } from 'react';
import { PlayerContent, VIDEO_PLAYER, type VideoIslandProps } from '../components/media/VideoPlayer';
import { islandProps } from '../components/island/island-attributes';
import { islandRoot } from '../components/island/island-root';

/**
 * The island of a video's play button on a page that ships no React (components/media/VideoPlayer.tsx):
 * the player's box gets a root of its own, which starts the video at once, as the press asked. From then
 * on the box is React's (an island root): its controls, and the play button when the thumbnail returns,
 * work as on a hydrated page.
 */
export function activate(button: HTMLElement): void {
  const player = button.closest(`[${VIDEO_PLAYER}]`);
  if (!player) return;
  islandRoot(player).render(<IslandPlayer player={player} {...islandProps<VideoIslandProps>(button)} />);
}

function IslandPlayer({ player, ...props }: VideoIslandProps & { player: Element }) {
  const containerRef = useRef(player as HTMLDivElement);
  return <PlayerContent {...props} containerRef={containerRef} autoPlay />;
}
