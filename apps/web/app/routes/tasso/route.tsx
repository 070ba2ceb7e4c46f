import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta('Transpersonal Regression', 'TASSO Transpersonal Regression: six modules of five days each.');

export default function TassoRoute() {
  return (
    <PlainPage title="Transpersonal Regression">
      <Paragraph>TASSO Transpersonal Regression is taught in six modules of five days each.</Paragraph>
    </PlainPage>
  );
}
