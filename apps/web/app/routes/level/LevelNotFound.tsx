import { LEVEL_NOT_FOUND } from '@academy/content';
import { Paragraph, PlainPage } from '../../components/PlainPage';

/** SPEC.md 2.8: what a level-detail URL of a level that does not exist shows. */
export function LevelNotFound() {
  return (
    <PlainPage title={LEVEL_NOT_FOUND.title}>
      <Paragraph>{LEVEL_NOT_FOUND.text}</Paragraph>
    </PlainPage>
  );
}
