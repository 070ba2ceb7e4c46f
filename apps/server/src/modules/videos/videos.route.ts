import { resolve } from 'node:path';
import { RequestHandler } from 'express';
import { videoByFile } from '@academy/content';
import { notFoundJson } from '../../http/error-handler';

/**
 * apps/server/assets/sample-videos, the same three folders up from this file whether it runs as
 * source (tests) or compiled into dist/ (the server).
 */
export const SAMPLE_VIDEO_DIR = resolve(__dirname, '../../../assets/sample-videos');

/** A programme video changes rarely; a day of caching spares re-downloads while still letting a re-cut through. */
const VIDEO_MAX_AGE = '1d';

export interface VideoFileOptions {
  /** The provider's video host (no trailing slash); unset, the bundled sample clips are played. */
  baseUrl?: string;
}

/**
 * GET /videos/:file for the files of the video catalogue only: a redirect to the video host when one
 * is configured, otherwise the bundled sample clip standing in for it, with Range support so that
 * browsers can seek and stream.
 */
export function videoFile({ baseUrl }: VideoFileOptions): RequestHandler {
  return (req, res, next) => {
    const file = String(req.params.file);
    const video = videoByFile(file);
    if (!video) return notFoundJson(req, res, next);
    if (baseUrl) return res.redirect(302, `${baseUrl}/${encodeURIComponent(file)}`);
    res.sendFile(`${video.sample}.mp4`, {
      root: SAMPLE_VIDEO_DIR,
      maxAge: VIDEO_MAX_AGE,
      headers: { 'Content-Type': 'video/mp4' },
    });
  };
}
