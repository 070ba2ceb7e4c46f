import { getIntrospectionQuery } from 'graphql';
import request from 'supertest';
import { Enquiry } from './modules/enquiry/enquiry.entity';
import { adminToken } from './testing/fixtures';
import { TestApp, startTestApp } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';

// The limits are checked before anything reads the database: SQLite is enough.
const [sqlite] = testDatabaseKinds();

/** `fragment F0 on Query { ...F1 ...F1 }` … : the last fragment is reached 2^(levels-1) times. */
const doublingFragments = (levels: number, leaf = 'health { status }') =>
  Array.from({ length: levels }, (_, i) =>
    i < levels - 1
      ? `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`
      : `fragment F${i} on Query { ${leaf} }`,
  ).join('\n');

/** A document of about 2 KB: `parts` repeated inside a selection. */
const twoKilobytes = (part: (i: number) => string, open = '{', close = '}') => {
  let document = open;
  for (let i = 0; document.length < 2000; i += 1) document += ` ${part(i)}`;
  return `${document} ${close}`;
};

const CALENDAR_FIELDS =
  'id name programme date endDate time location trainer type level participants price seats seatsLeft noEnroll enrollable availability pageLink';

const enquiry = (firstName: string) => ({
  firstName,
  lastName: 'Hassan',
  email: 'layla.hassan@example.ae',
  phoneNumber: '+971 50 123 4567',
  country: 'UK',
  zipCode: 'SW1A 1AA',
  message: 'When does the next Decode level 1 start?',
  acceptPrivacyPolicy: true,
});

describe('GraphQL request limits', () => {
  let t: TestApp;
  let token: string;
  const post = (query: string, variables?: Record<string, unknown>) =>
    request(t.app.express).post('/graphql').send({ query, variables });
  const asAdmin = (query: string, variables?: Record<string, unknown>) =>
    post(query, variables).set('Authorization', `Bearer ${token}`);
  const refusal = (res: request.Response) => {
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    return res.body.errors[0].message as string;
  };

  beforeAll(async () => {
    t = await startTestApp(sqlite);
    token = await adminToken(t);
  });
  afterAll(() => t.close());

  describe('the shape of the document, before validation or any walk', () => {
    it('refuses a document longer than 1000 tokens', async () => {
      const long = `{ health { ${'status '.repeat(1000)} } }`;
      expect(refusal(await post(long))).toBe('The query has more than 1000 tokens; at most 1000 are allowed');
      // GET is refused alike.
      const get = await request(t.app.express)
        .get('/graphql')
        .set('Accept', 'application/json')
        .set('apollo-require-preflight', 'true')
        .query({ query: long });
      expect(refusal(get)).toMatch(/more than 1000 tokens/);
    });

    it('refuses a document with too many fragments or spreads', async () => {
      const fragments = Array.from({ length: 31 }, (_, i) => `fragment F${i} on Query { __typename }`);
      const manyFragments = `{ ${fragments.map((_, i) => `...F${i}`).join(' ')} } ${fragments.join(' ')}`;
      expect(refusal(await post(manyFragments))).toBe(
        'The query defines 31 fragments; at most 30 are allowed',
      );
      // The verdict on a document's text is kept: the same text again is refused alike.
      expect(refusal(await post(manyFragments))).toBe(
        'The query defines 31 fragments; at most 30 are allowed',
      );
      const manySpreads = `{ ${'...F '.repeat(101)} } fragment F on Query { __typename }`;
      expect(refusal(await post(manySpreads))).toBe(
        'The query spreads fragments 101 times; at most 100 are allowed',
      );
    });

    it('answers a 2 KB document of repeated aliases with one short refusal, before validation compares them', async () => {
      // Fields under one name must be compared pair by pair: this one made 100 validation errors (33 KB).
      const document = twoKilobytes((i) => (i % 2 ? 'a: __typename' : 'a: health { status }'));
      const res = await post(document);
      expect(refusal(res)).toMatch(/^The query has \d+ aliases; at most 30 are allowed$/);
      expect(res.text.length).toBeLessThan(1000);
      // The same without aliases: one name asked for again and again in one selection.
      const repeated = twoKilobytes((i) => `calendarEvent(id: "${i}") { id }`);
      expect(refusal(await post(repeated))).toMatch(
        /^The query asks for "calendarEvent" \d+ times in one selection; at most 10 are allowed$/,
      );
      const leaves = twoKilobytes(() => 'status', '{ health {', '} }');
      expect(refusal(await post(leaves))).toMatch(/^The query asks for "status" \d+ times in one selection/);
    });

    it('refuses an operation or fragment nested deeper than 20 selections', async () => {
      const nested = (levels: number) => `${'{ health '.repeat(levels - 1)}{ status ${'} '.repeat(levels)}`;
      expect(refusal(await post(`fragment F on Query ${nested(21)}\n{ ...F }`))).toBe(
        'The query nests 21 selections deep; at most 20 are allowed',
      );
      // Deep enough for any introspection query; unknown fields are validation's to report.
      const res = await post(`{ ${nested(20).slice(1)}`);
      expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('stops validating at 5 errors', async () => {
      const unknown = twoKilobytes((i) => `unknown${i}`);
      const res = await post(unknown);
      expect(res.status).toBe(400);
      expect(res.body.errors.map((error: { message: string }) => error.message)).toEqual([
        ...Array.from({ length: 5 }, (_, i) => `Cannot query field "unknown${i}" on type "Query".`),
        'Too many validation errors, error limit reached. Validation aborted.',
      ]);
      // A few KB with the stack traces a test server adds (a hundred errors made some 150 KB).
      expect(res.text.length).toBeLessThan(10_000);
    });

    it('walks repeated fragment spreads once each: 20 doubling levels are costed, not expanded', async () => {
      const res = await post(`${doublingFragments(20)}\n{ ...F0 }`);
      expect(refusal(res)).toMatch(/^The query costs \d+; at most 16000 is allowed/);
      // The same document over a field that costs little is answered, the field once.
      const cheap = await post(`${doublingFragments(12, '__typename')}\n{ ...F0 }`).expect(200);
      expect(cheap.body).toEqual({ data: { __typename: 'Query' } });
    });
  });

  describe('a query whose cost cannot be worked out', () => {
    it('is refused, not run, even when padded so that a counter gives up', async () => {
      // Twenty pages of 100 rows: far over the limit; the fragment padding made the old estimator throw.
      const costly = Array.from(
        { length: 20 },
        (_, i) => `r${i}: registrations(limit: 100, search: "r${i}") { items { id firstName email } }`,
      ).join(' ');
      const padded = `{ ${costly} ...F0 }\n${doublingFragments(15, '__typename')}`;
      expect(refusal(await asAdmin(padded))).toMatch(/^The query costs \d+; at most 16000 is allowed/);
    });

    it('is refused when an argument cannot be read from the variables', async () => {
      const res = await asAdmin('query($limit: Int) { registrations(limit: $limit) { total } }', {
        limit: null,
      });
      expect(refusal(res)).toBe(
        'The query\'s cost cannot be worked out (Argument "limit" of non-null type "Int!" must not be null.), so it was not run',
      );
    });

    it('leaves variables that do not fit their types to execution, which refuses them before any resolver', async () => {
      const res = await asAdmin('query($limit: Int!) { registrations(limit: $limit) { total } }', {
        limit: 'ten',
      });
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(res.body.errors[0].message).toMatch(/^Variable "\$limit" got invalid value "ten"/);
    });
  });

  describe('the cost of introspection and of lists read from the database', () => {
    it("answers GraphiQL's and codegen's introspection query, in production too", async () => {
      const production = await startTestApp(sqlite, {
        env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) },
      });
      try {
        for (const query of [
          getIntrospectionQuery(),
          getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true }),
          getIntrospectionQuery({
            descriptions: true,
            specifiedByUrl: true,
            directiveIsRepeatable: true,
            schemaDescription: true,
            inputValueDeprecation: true,
            oneOf: true,
          }),
        ]) {
          const res = await request(production.app.express).post('/graphql').send({ query }).expect(200);
          expect(res.body.errors).toBeUndefined();
          expect(res.body.data.__schema.queryType.name).toBe('Query');
        }
      } finally {
        await production.close();
      }
    });

    it('costs introspection like any query: aliases repeat it, nesting multiplies it', async () => {
      const twice = `{ a: __schema { types { name } } b: __schema { types { name } } }`;
      expect(refusal(await post(twice))).toBe(
        'The query asks for "__schema" more than once with the same arguments; ask for it once',
      );
      // Aliases below the root are not repeats, but each is costed: every type's fields and their arguments.
      const manyLists = `{ __schema { ${Array.from({ length: 25 }, (_, i) => `t${i}: types { fields { args { type { name } } } }`).join(' ')} } }`;
      expect(refusal(await post(manyLists))).toMatch(/^The query costs \d+; at most 16000 is allowed/);
    });

    it('refuses the same list asked for twice, and counts a page of rows for each list', async () => {
      const aliased = (count: number) =>
        `{ ${Array.from({ length: count }, (_, i) => `e${i}: calendarEvents { id }`).join(' ')} }`;
      expect(refusal(await post(aliased(2)))).toBe(
        'The query asks for "calendarEvents" more than once with the same arguments; ask for it once',
      );
      expect(refusal(await post(aliased(25)))).toMatch(/^The query costs 105000; at most 16000 is allowed/);
      const programmes = ['DECODE', 'TASSO', 'AWAKEN', 'HHME', 'GENERAL', 'INDIVIDUAL'];
      const everyProgramme = `{ ${programmes.map((p) => `${p}: calendarEvents(programme: ${p}) { ${CALENDAR_FIELDS} }`).join(' ')} }`;
      expect(refusal(await post(everyProgramme))).toMatch(/^The query costs \d+; at most 16000 is allowed/);
      const one = await post(`{ calendarEvents { ${CALENDAR_FIELDS} } familySessions { id } }`).expect(200);
      expect(one.body.errors).toBeUndefined();
    });

    it('answers a full admin page of 100 rows, and their histories for a smaller page', async () => {
      const fields = 'id firstName lastName email levelName status createdAt event { id name date }';
      const page = (limit: number, history: string) =>
        asAdmin(`{ registrations(limit: ${limit}) { total items { ${fields} ${history} } } }`);
      expect((await page(100, '').expect(200)).body.errors).toBeUndefined();
      const history = 'history { at actor action summary }';
      expect((await page(20, history).expect(200)).body.errors).toBeUndefined();
      // A hundred rows and some three hundred entries of history: each row read costs.
      expect(refusal(await page(100, history))).toMatch(/^The query costs \d+; at most 16000 is allowed/);
    });
  });

  describe('writes', () => {
    const stored = () => t.dataSource.getRepository(Enquiry).count();

    it('refuses more than one mutation field in a request, and stores nothing', async () => {
      const before = await stored();
      const twice = await post(
        `mutation($a: EnquiryInput!, $b: EnquiryInput!) {
          a: submitEnquiry(input: $a) { id } b: submitEnquiry(input: $b) { id } }`,
        { a: enquiry('Layla'), b: enquiry('Mariam') },
      );
      expect(refusal(twice)).toBe(
        'A request may carry one mutation field; this one has 2. Send each change in a request of its own.',
      );
      const viaFragment = await post(
        `mutation($a: EnquiryInput!) { ...M } fragment M on Mutation { submitEnquiry(input: $a) { id } adminLogout }`,
        { a: enquiry('Layla') },
      );
      expect(refusal(viaFragment)).toMatch(/^A request may carry one mutation field; this one has 2\./);
      expect(await stored()).toBe(before);
      const once = await post(`mutation($a: EnquiryInput!) { __typename submitEnquiry(input: $a) { id } }`, {
        a: enquiry('Layla'),
      }).expect(200);
      expect(once.body.errors).toBeUndefined();
      expect(await stored()).toBe(before + 1);
    });
  });

  describe('with introspection turned off', () => {
    it('names no field of the schema in its errors', async () => {
      const off = await startTestApp(sqlite, { env: { GRAPHQL_INTROSPECTION: 'false' } });
      try {
        const res = await request(off.app.express)
          .post('/graphql')
          .send({ query: '{ registratons { total } }' });
        expect(res.status).toBe(400);
        expect(res.body.errors[0].message).toBe('Cannot query field "registratons" on type "Query".');
      } finally {
        await off.close();
      }
      const on = await post('{ registratons { total } }');
      expect(on.body.errors[0].message).toMatch(/Did you mean "registrations"/);
    });
  });
});
