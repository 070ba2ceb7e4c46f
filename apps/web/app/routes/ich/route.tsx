import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta('Awaken the Limitless Human', 'Awaken the Limitless Human: a training in six levels.');

export default function IchRoute() {
  return (
    <PlainPage title="AWAKEN THE LIMITLESS HUMAN">
      <Paragraph>
        Awaken the Limitless Human is a training in six levels, each with its own duration and fee.
      </Paragraph>
    </PlainPage>
  );
}
