import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta(
    'Awaken the Limitless Human Levels',
    'What you learn in each level of Awaken the Limitless Human, its benefits, curriculum and prerequisites.',
  );

export default function IchLevelsRoute() {
  return (
    <PlainPage title="Awaken the Limitless Human: Level Details">
      <Paragraph>
        Each level lists what you will learn, its benefits, the curriculum, who should attend and the
        prerequisites.
      </Paragraph>
    </PlainPage>
  );
}
