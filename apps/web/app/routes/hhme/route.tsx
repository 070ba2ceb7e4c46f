import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta('HHME 2025', 'HHME 2025, a holistic health expo in Dubai on October 9, 2025: meet us there.');

export default function HhmeRoute() {
  return (
    <PlainPage title="HHME 2025">
      <Paragraph>
        We are a partner of HHME 2025, a holistic health expo at the Grand Mercure Dubai on October 9, 2025,
        from 9:00 AM to 6:00 PM.
      </Paragraph>
    </PlainPage>
  );
}
