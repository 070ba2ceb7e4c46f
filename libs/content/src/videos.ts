/**
 * Every programme video the site shows, by id. Pages name a video by id; the browser fetches
 * `/videos/{file}`, which the server answers from VIDEO_BASE_URL (the provider's CDN) or, when that is
 * unset, with the bundled sample clip named by `sample`, so every player works offline on a fresh clone.
 */
export type SampleClip = 'breath' | 'mandala' | 'sunrise' | 'waves';

export interface VideoAsset {
  /** File name on the video host. */
  file: string;
  /** Still image shown before playing (WebP, 16:9, under apps/web/public). */
  poster: string;
  /** The bundled clip served for this video when no video host is configured. */
  sample: SampleClip;
}

const video = (id: string, sample: SampleClip): VideoAsset => ({
  file: `${id}.mp4`,
  poster: `/images/posters/${id}.webp`,
  sample,
});

/** SPEC.md 9: every level video reads '15 mins'. */
export const LEVEL_VIDEO_LENGTH = '15 mins';

export const VIDEOS = {
  homeIntro: video('home-intro', 'sunrise'),
  benefitCorporates: video('benefit-corporates', 'waves'),
  benefitParentsTeachers: video('benefit-parents-teachers', 'breath'),
  benefitHealthPractitioners: video('benefit-health-practitioners', 'mandala'),
  testimonialHome: video('testimonial-home', 'breath'),
  testimonialDecode1: video('testimonial-decode-1', 'waves'),
  testimonialDecode2: video('testimonial-decode-2', 'sunrise'),
  testimonialDecode3: video('testimonial-decode-3', 'mandala'),
  testimonialDecode4: video('testimonial-decode-4', 'breath'),
  decodeTrailer: video('decode-trailer', 'mandala'),
  decodeLevel1: video('decode-level-1', 'sunrise'),
  decodeLevel2: video('decode-level-2', 'waves'),
  decodeLevel3: video('decode-level-3', 'breath'),
  decodeLevel4: video('decode-level-4', 'mandala'),
  ichLevel1: video('ich-level-1', 'sunrise'),
  ichLevel2: video('ich-level-2', 'waves'),
  ichLevel3: video('ich-level-3', 'breath'),
  ichLevel4: video('ich-level-4', 'mandala'),
  ichLevel5: video('ich-level-5', 'sunrise'),
  ichLevel6: video('ich-level-6', 'waves'),
  tassoModule1: video('tasso-module-1', 'breath'),
  tassoModule2: video('tasso-module-2', 'mandala'),
  tassoModule3: video('tasso-module-3', 'sunrise'),
  tassoModule4: video('tasso-module-4', 'waves'),
  tassoModule5: video('tasso-module-5', 'breath'),
  tassoModule6: video('tasso-module-6', 'mandala'),
  familyConstellationHero: video('family-constellation-hero', 'waves'),
} as const satisfies Record<string, VideoAsset>;

export type VideoId = keyof typeof VIDEOS;

/** The address a browser plays a video from (the server decides where it really comes from). */
export function videoSrc(asset: VideoAsset): string {
  return `/videos/${asset.file}`;
}

/** The catalogue entry a `/videos/{file}` request names, if any. */
export function videoByFile(file: string): VideoAsset | undefined {
  return Object.values(VIDEOS).find((asset) => asset.file === file);
}
