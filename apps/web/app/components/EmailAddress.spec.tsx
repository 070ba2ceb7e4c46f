import { renderToStaticMarkup } from 'react-dom/server';
import { EmailAddress } from './EmailAddress';

describe('EmailAddress', () => {
  it('may wrap after the @ and before each dot of the domain, nowhere else', () => {
    expect(renderToStaticMarkup(<EmailAddress address="hello@consciousliving.academy" />)).toBe(
      'hello@<wbr/>consciousliving<wbr/>.academy',
    );
    expect(renderToStaticMarkup(<EmailAddress address="amira@inner.light.ae" />)).toBe(
      'amira@<wbr/>inner<wbr/>.light<wbr/>.ae',
    );
  });

  it('leaves a text without an @ as it is', () => {
    expect(renderToStaticMarkup(<EmailAddress address="hello" />)).toBe('hello');
  });
});
