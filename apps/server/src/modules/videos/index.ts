import { ServerModule } from '../module';
import { videoFile } from './videos.route';

/** GET /videos/{file}: the programme videos, from the video host or the bundled sample clips. */
export const videosModule: ServerModule = {
  name: 'videos',
  entities: [],
  migrations: [],
  resolvers: [],
  setup({ config }) {
    return {
      routes: [
        {
          method: 'get',
          paths: ['/videos/:file'],
          access: 'public',
          handlers: [videoFile({ baseUrl: config.videoBaseUrl })],
        },
      ],
    };
  },
};
