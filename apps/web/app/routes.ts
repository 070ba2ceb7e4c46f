import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { DECODE_LEVEL_PATHS } from './routes/level/decode-level';

/** Admin page-editing links that show the Coming Soon page (SPEC.md 2.14). */
const COMING_SOON_PATHS = ['admin-familyconstellation', 'admin-Hypnotherapy', 'admin-decode'];

/**
 * Every screen of SPEC.md 2.1. Paths with a partial dynamic segment (admin listings) and unknown Decode
 * levels are resolved by the catch-all.
 */
export default [
  index('routes/home/route.tsx'),
  route('about', 'routes/about/route.tsx'),
  route('contact-us', 'routes/contact-us/route.tsx'),
  route('decode', 'routes/decode/route.tsx'),
  route('ich', 'routes/ich/route.tsx'),
  route('ich/levels', 'routes/ich-levels/route.tsx'),
  route('tasso', 'routes/tasso/route.tsx'),
  route('individual', 'routes/individual/route.tsx'),
  route('family-constellation', 'routes/family-constellation/route.tsx'),
  route('Hidden-Colours', 'routes/hidden-colours/route.tsx'),
  route('hhme', 'routes/hhme/route.tsx'),
  route('practitioner', 'routes/practitioner/route.tsx'),
  route('Our-Trainers', 'routes/our-trainers/route.tsx'),
  ...Object.keys(DECODE_LEVEL_PATHS).map((path) =>
    route(path.slice(1), 'routes/level/route.tsx', { id: `decode-${path.slice(1).replace('/', '-')}` }),
  ),
  route('privacy-policy', 'routes/privacy-policy/route.tsx'),
  route('graphql', 'routes/graphiql/route.tsx'),

  route('admin', 'routes/admin-login/route.tsx', { id: 'admin' }),
  route('admin/login', 'routes/admin-login/route.tsx', { id: 'admin-login' }),
  route('admin/dashboard', 'routes/admin-dashboard/route.tsx', { id: 'admin-dashboard' }),
  route('admin/awaken-limitless-human', 'routes/admin-dashboard/route.tsx', {
    id: 'admin-awaken-limitless-human',
  }),
  route('all-FamilyConsultationTable.usa', 'routes/admin-family-consultations/route.tsx'),
  route('all-ICTable.usa', 'routes/admin-hypnotherapy-registrations/route.tsx'),
  ...COMING_SOON_PATHS.map((path) => route(path, 'routes/coming-soon/route.tsx', { id: path })),

  route('*', 'routes/catch-all/route.tsx'),
] satisfies RouteConfig;
