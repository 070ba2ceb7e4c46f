import { useLocation } from 'react-router';
import { Paragraph, PlainPage } from '../../components/PlainPage';
import { pageMeta } from '../../seo';
import type { Route } from './+types/route';
import { LevelNotFound } from './LevelNotFound';
import { decodeLevelFor } from './decode-level';

export const meta = ({ location }: Route.MetaArgs) => {
  const level = decodeLevelFor(location.pathname);
  return level === undefined
    ? pageMeta('Level Not Found', 'The requested level does not exist.', { noIndex: true })
    : pageMeta(
        `Decode Level ${level}`,
        `Decode level ${level}: what you learn, benefits and upcoming workshops.`,
      );
};

/** One module for every Decode level path (/level/1 … /level/4, /level-one … /level-four). */
export default function LevelRoute() {
  const level = decodeLevelFor(useLocation().pathname);
  if (level === undefined) return <LevelNotFound />;
  return (
    <PlainPage title={`Decode Level ${level}`}>
      <Paragraph>
        What you will learn in level {level} of Decode, its benefits, price and upcoming workshops.
      </Paragraph>
    </PlainPage>
  );
}
