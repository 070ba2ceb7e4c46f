import { DECODE_LEVEL_PAGE_TEXT } from '@academy/content';
import { Paragraph, PlainPage } from '../../components/PlainPage';

/** SPEC.md 2.8: what a level-detail URL of a level that does not exist shows. */
export function LevelNotFound() {
  return (
    <PlainPage title={DECODE_LEVEL_PAGE_TEXT.notFound.title}>
      <Paragraph>{DECODE_LEVEL_PAGE_TEXT.notFound.text}</Paragraph>
    </PlainPage>
  );
}
