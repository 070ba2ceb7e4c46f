import { checkStaticPage } from './page-document';

describe('a static page (no React)', () => {
  it('may hold a form the browser sends itself', () => {
    const html =
      '<main><form method="get" action="/certificates" data-native-form=""><label for="n">Number</label>' +
      '<input id="n" name="number" required/><button type="submit">Check</button></form></main>';
    expect(() => checkStaticPage('/certificates', html)).not.toThrow();
  });

  it('refuses any other form, and a control outside the native form', () => {
    expect(() =>
      checkStaticPage('/contact-us', '<form><input name="email"/><button type="submit">Send</button></form>'),
    ).toThrow('/contact-us is a static page but needs React for 3 control(s)');
    const beside =
      '<form method="get" data-native-form=""><input name="number"/></form><button type="button">Open</button>';
    expect(() => checkStaticPage('/certificates', beside)).toThrow('needs React for 1 control(s)');
  });
});
