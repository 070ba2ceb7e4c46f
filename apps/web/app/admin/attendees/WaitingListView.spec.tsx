import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../../theme/system';
import { WaitingListView } from './WaitingListPanel';

const person = (id: string, status: 'WAITING' | 'OFFERED' | 'REMOVED' | 'LAPSED') => ({
  __typename: 'WaitingListEntry' as const,
  id,
  position: 1,
  status,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  email: `${id}@example.com`,
  mobileNo: '+971501234567',
  offerExpiresAt: null,
  updatedAt: '2026-12-01T08:00:00.000Z',
});

// Without the style tags the styling system writes beside the elements.
const render = (left: ReturnType<typeof person>[]) => markup(left).replace(/<style[^>]*>.*?<\/style>/g, '');

const markup = (left: ReturnType<typeof person>[]) =>
  renderToStaticMarkup(
    <ChakraProvider value={system}>
      <WaitingListView
        eventId="e1"
        entries={[person('a', 'OFFERED'), person('b', 'WAITING'), person('c', 'WAITING')]}
        left={left}
        busy={false}
        onReorder={() => undefined}
        onRemove={() => undefined}
      />
    </ChakraProvider>,
  );

describe('the staff waiting list', () => {
  it('numbers each place in line, the offered first', () => {
    const html = render([]);
    const places = [...html.matchAll(/<li[^>]*><p[^>]*>(\d+)\.<\/p><p[^>]*>(\w+) /g)].map(
      ([, place, name]) => `${place} ${name}`,
    );
    expect(places).toEqual(['1 Firsta', '2 Firstb', '3 Firstc']);
    expect(html).not.toContain('No longer waiting');
  });

  it('lists who left the line apart from it, saying how', () => {
    const html = render([person('d', 'REMOVED'), person('e', 'LAPSED')]);
    const [line, apart] = html.split('No longer waiting');
    expect(line).not.toContain('d@example.com');
    expect(apart).toContain('Firstd Lastd');
    expect(apart).toContain('Removed from the list');
    expect(apart).toContain('Did not claim the offered seat in time');
  });
});
