import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta('Decode', 'DECODE: transform your mind, behaviour, relationships and blueprint in four levels.');

export default function DecodeRoute() {
  return (
    <PlainPage title="DECODE" lead="Transform your Mind, Behavior, Relationships, and Blueprint">
      <Paragraph>
        Decode is taught in four levels: Decode Your Mind, Decode Your Behaviour, Decode Your Relationships
        and Decode Your Blueprint.
      </Paragraph>
    </PlainPage>
  );
}
