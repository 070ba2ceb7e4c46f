export { VideoPlayer, type VideoPlayerProps } from './VideoPlayer';
export { VideoModalButton, type VideoModalButtonProps } from './VideoModalButton';
export { TestimonialCarousel } from './TestimonialCarousel';
