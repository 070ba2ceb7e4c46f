/**
 * Every public route of SPEC.md 2.1 (one concrete path for each pattern) with a text that must be in its
 * prerendered HTML, i.e. readable before any JavaScript runs. Kept apart from libs/content's own route
 * list so that the tests check that list instead of repeating it.
 */
export const PUBLIC_ROUTES: ReadonlyArray<{ path: string; text: string }> = [
  { path: '/', text: 'Conscious Living' },
  { path: '/about', text: 'Meet Our Directors' },
  { path: '/contact-us', text: 'We&#x27;d Love to Hear From You!' },
  { path: '/decode', text: 'Transform your Mind, Behavior, Relationships, and Blueprint' },
  { path: '/ich', text: 'AWAKEN THE LIMITLESS HUMAN' },
  { path: '/ich/levels', text: 'Curriculum Overview' },
  { path: '/ich/levels?level=6', text: 'Curriculum Overview' },
  { path: '/tasso', text: 'AED 5,614' },
  { path: '/individual', text: 'Customized Individual Training' },
  { path: '/family-constellation', text: 'Programs Details' },
  { path: '/Hidden-Colours', text: 'Hidden Colours' },
  { path: '/hhme', text: 'Grand Mercure Dubai' },
  { path: '/practitioner', text: 'Conducted By' },
  { path: '/Our-Trainers', text: 'Trainers' },
  { path: '/level/1', text: 'Level 1: Decode Your Mind' },
  { path: '/level/4', text: 'Level 4: Decode Your Blueprint' },
  { path: '/level-one', text: 'Level 1: Decode Your Mind' },
  { path: '/level-four', text: 'Level 4: Decode Your Blueprint' },
  { path: '/privacy-policy', text: 'Privacy Policy' },
  { path: '/my-registration', text: 'Lost your link?' },
];
