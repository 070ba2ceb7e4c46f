import { Paragraph, PlainPage } from '../../components/PlainPage';

/** SPEC.md 2.8: what a level-detail URL of a level that does not exist shows. */
export function LevelNotFound() {
  return (
    <PlainPage title="Level Not Found">
      <Paragraph>The requested level does not exist.</Paragraph>
    </PlainPage>
  );
}
