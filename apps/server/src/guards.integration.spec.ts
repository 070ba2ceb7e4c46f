import {
  GraphQLArgument,
  GraphQLField,
  GraphQLInputType,
  GraphQLObjectType,
  GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import request from 'supertest';
import { getMetadataStorage } from 'type-graphql';
import { buildGraphqlSchema } from './graphql/schema';
import { RESOLVER_CLASSES } from './modules';
import { FamilySession } from './modules/family-session/family-session.entity';
import { HttpMethod } from './modules/module';
import { VALID_REGISTRATION, adminToken, privateToken } from './testing/fixtures';
import { TestApp, startTestApp } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';

/**
 * What anybody may call: everything else of the schema and of the REST route table is staff's, and
 * this walk proves each answers 401 without a session and 403 with an ended one. A new admin field or
 * path without its guard fails here.
 */
const PUBLIC_FIELDS = new Set([
  'Query.health',
  'Query.calendarEvents',
  // The catalogue's fees and durations, which every public page shows.
  'Query.programmeLevels',
  'Query.familySessions',
  // Opened by the private link's token, checked by the service (404 for a wrong one).
  'Query.myRegistration',
  'Mutation.submitEnquiry',
  'Mutation.submitRegistration',
  'Mutation.bookFamilySession',
  'Mutation.adminLogin',
  // A forgotten password: mails the account's own address, throttled, the same answer for any address.
  'Mutation.requestAdminPasswordReset',
  // Opened by the signed token of the link that mail carries (refused when wrong, used or expired).
  'Mutation.resetAdminPassword',
  'Mutation.cancelMyRegistration',
  'Mutation.changeMyRegistrationEmail',
  // Opened by the token of the link sent to the new address.
  'Mutation.confirmMyRegistrationEmail',
  // 'Lost your link?': mails the links to the address itself; throttled like the forms.
  'Mutation.sendMyRegistrationLinks',
  // Opens the payment page of the registration the private link's token opens; throttled.
  'Mutation.startMyPayment',
  // A full event's waiting list: throttled like the forms, the same answer for a known address.
  'Mutation.joinWaitingList',
  // Opened by the token of the link the join mailed (404 for a wrong or expired one).
  'Mutation.confirmWaitingList',
  // Opened by the claim link's token (404 for a wrong, used or lapsed one).
  'Query.waitingListOffer',
  // A certificate's check by its number: the verification page's fields only; throttled per address.
  'Query.certificate',
]);

/** Online payment on, so that its routes (Stripe's webhook, public: it checks the signature) are walked. */
const STRIPE_ON = { STRIPE_SECRET_KEY: 'sk_test_guards', STRIPE_WEBHOOK_SECRET: 'whsec_guards' };

/** A value of the input type that passes GraphQL's own checks, so the request reaches the guard. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sampleValue(field.type)]),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'DateTimeISO':
        return '2026-11-23T08:00:00.000Z';
      default:
        return 'x';
    }
  }
  throw new Error(`No sample for ${String(type)}`);
}

/** The operation calling one root field with sample arguments, selecting just __typename. */
function operationFor(root: 'Query' | 'Mutation', field: GraphQLField<unknown, unknown>) {
  const args = field.args.filter(
    (arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined,
  );
  const declarations = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const keyword = root === 'Query' ? 'query' : 'mutation';
  return {
    query: `${keyword}${declarations ? `(${declarations})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`,
    variables: Object.fromEntries(args.map((arg) => [arg.name, sampleValue(arg.type)])),
  };
}

/** Staff-only fields of object types (@Authorized on a field or a field resolver), as 'Type.field'. */
function staffOnlyFields(): Set<string> {
  const names = new Set<string>();
  for (const type of getMetadataStorage().objectTypes) {
    for (const field of type.fields ?? []) if (field.roles) names.add(`${type.name}.${field.schemaName}`);
  }
  return names;
}

/** The object types the public root fields can return, at any depth. */
function typesReachedFrom(schema: GraphQLSchema, roots: Iterable<string>): Set<string> {
  const reached = new Set<string>();
  const visit = (type: unknown) => {
    const named = getNamedType(type as GraphQLObjectType);
    if (!isObjectType(named) || reached.has(named.name)) return;
    reached.add(named.name);
    for (const field of Object.values(named.getFields())) visit(field.type);
  };
  for (const root of roots) {
    const [rootType, name] = root.split('.');
    visit((schema.getType(rootType) as GraphQLObjectType).getFields()[name].type);
  }
  return reached;
}

/** A public query opening a real record, with its real credential: `selection` is asked of the record. */
type RealRecordQuery = (selection: string) => Promise<{
  status: number;
  body: { errors?: Array<{ extensions?: { code?: string } }>; record?: Record<string, unknown> | null };
}>;

/**
 * For each type a public field returns that has staff-only fields, how a visitor reaches a real one:
 * a guard walked with made-up ids is never reached (NOT_FOUND answers first), so these create the
 * record and use the link its visitor really holds.
 */
const REAL_RECORDS: Record<string, (t: TestApp) => Promise<RealRecordQuery>> = {
  Registration: async (t) => {
    const enrolled = await request(t.app.express)
      .post('/api/awakenLimitlessHuman')
      .send({ ...VALID_REGISTRATION, email: 'guard.walk@example.com' })
      .expect(201);
    const id = enrolled.body.data.id as string;
    const token = await privateToken(t, id);
    return (selection) =>
      request(t.app.express)
        .post('/graphql')
        .send({
          query: `query($id: ID!, $token: String!) { myRegistration(id: $id, token: $token) { id ${selection} } }`,
          variables: { id, token },
        })
        .then((res) => ({
          status: res.status,
          body: { ...res.body, record: res.body.data?.myRegistration },
        }));
  },
  // The receipt of a booking shows the booking: the same booking sent again (its key) is the same one.
  FamilyBookingView: async (t) => {
    const session: FamilySession = {
      id: 'family-session-guard-walk',
      venue: 'Online (Zoom), US Eastern Time',
      date: '2099-12-06',
      timeSlots: JSON.stringify(['9:00 AM - 10:30 AM']),
      timeZone: 'America/New_York',
      seats: 10,
      seatsTaken: 0,
      isOpen: true,
    };
    await t.dataSource.getRepository(FamilySession).insert(session);
    const input = {
      sessionId: session.id,
      sessionSlot: '9:00 AM - 10:30 AM',
      familyMembers: ['Omar Haddad'],
      email: 'guard.walk@example.com',
      phone: '(555) 123-4567',
      submissionKey: 'guard-walk-booking',
    };
    return (selection) =>
      request(t.app.express)
        .post('/graphql')
        .send({
          query: `mutation($input: FamilyBookingInput!) { bookFamilySession(input: $input) { booking { id ${selection} } } }`,
          variables: { input },
        })
        .then((res) => ({
          status: res.status,
          body: { ...res.body, record: res.body.data?.bookFamilySession?.booking },
        }));
  },
  // Every level of the catalogue is public: the seeded ones are real records.
  ProgrammeLevel: async (t) => (selection) =>
    request(t.app.express)
      .post('/graphql')
      .send({ query: `{ programmeLevels { id ${selection} } }` })
      .then((res) => ({
        status: res.status,
        body: { ...res.body, record: res.body.data?.programmeLevels?.[0] },
      })),
};

const samplePath = (path: string) =>
  path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    name === 'field' ? 'idPhotofront' : '00000000-0000-4000-8000-000000000000',
  );

describe.each(testDatabaseKinds())('guards on %s', (kind) => {
  let t: TestApp;
  let revoked: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { env: STRIPE_ON });
    revoked = await adminToken(t, 'walker@example.com');
    await request(t.app.express)
      .post('/api/admin/logout')
      .set('Authorization', `Bearer ${revoked}`)
      .expect(200);
  });
  afterAll(() => t.close());

  describe('every admin field of the schema', () => {
    const fields: Array<[string, 'Query' | 'Mutation', GraphQLField<unknown, unknown>]> = [];
    beforeAll(async () => {
      const schema = await buildGraphqlSchema(RESOLVER_CLASSES);
      for (const root of ['Query', 'Mutation'] as const) {
        const type = schema.getType(root) as GraphQLObjectType;
        for (const field of Object.values(type.getFields()))
          fields.push([`${root}.${field.name}`, root, field]);
      }
    });

    it('answers 401 without a session and 403 with an ended one', async () => {
      const guarded = fields.filter(([name]) => !PUBLIC_FIELDS.has(name));
      expect(guarded.length).toBeGreaterThanOrEqual(25);
      for (const [name, root, field] of guarded) {
        const body = operationFor(root, field);
        const anonymous = await request(t.app.express).post('/graphql').send(body);
        expect({
          name,
          status: anonymous.status,
          code: anonymous.body.errors?.[0]?.extensions?.code,
        }).toEqual({
          name,
          status: 401,
          code: 'UNAUTHENTICATED',
        });
        expect(anonymous.body.data ?? null).toBeNull();
        const ended = await request(t.app.express)
          .post('/graphql')
          .set('Authorization', `Bearer ${revoked}`)
          .send(body);
        expect({ name, status: ended.status, code: ended.body.errors?.[0]?.extensions?.code }).toEqual({
          name,
          status: 403,
          code: 'FORBIDDEN',
        });
      }
      console.info(`Guard walk: ${guarded.length} admin GraphQL fields answered 401 and 403`);
    });

    it('lists every public field as a real field of the schema', () => {
      const names = new Set(fields.map(([name]) => name));
      for (const name of PUBLIC_FIELDS) expect(names).toContain(name);
    });

    it('keeps staff-only fields of the types public fields return (history) from the holder of a real record', async () => {
      const schema = await buildGraphqlSchema(RESOLVER_CLASSES);
      const reached = typesReachedFrom(schema, PUBLIC_FIELDS);
      // Those known, walked even if their guard's decorator is gone, and any other a guard marks.
      const walked = [
        ...new Set([
          'Registration.history',
          // Why it awaits approval: the registrant's own note, for staff (issue 28 §3).
          'Registration.prerequisiteRequest',
          'FamilyBookingView.history',
          // The door's record of a registrant (issue 28).
          'Registration.checkIns',
          'Registration.completion',
          ...[...staffOnlyFields()].filter((name) => reached.has(name.split('.')[0])),
        ]),
      ];
      // One real record per type, opened once for every staff-only field it has.
      const opened = new Map<string, RealRecordQuery>();
      for (const name of walked) {
        const [typeName, fieldName] = name.split('.');
        const open = REAL_RECORDS[typeName];
        // A staff-only field on a new type that public fields return needs its real record here.
        expect({ name, realRecord: Boolean(open) }).toEqual({ name, realRecord: true });
        const query = opened.get(typeName) ?? (await open(t));
        opened.set(typeName, query);
        // The record opens: the request gets past the lookup and its credential check.
        const plain = await query('__typename');
        expect({ name, errors: plain.body.errors, opened: Boolean(plain.body.record) }).toEqual({
          name,
          errors: undefined,
          opened: true,
        });
        const field = (schema.getType(typeName) as GraphQLObjectType).getFields()[fieldName];
        const selection = isObjectType(getNamedType(field.type)) ? `${fieldName} { __typename }` : fieldName;
        const guarded = await query(selection);
        expect({
          name,
          code: guarded.body.errors?.[0]?.extensions?.code,
          value: guarded.body.record?.[fieldName] ?? null,
        }).toEqual({ name, code: 'UNAUTHENTICATED', value: null });
      }
      console.info(`Guard walk: ${walked.join(', ')} refused to the holder of a real record`);
    });
  });

  describe('every admin path of the REST route table', () => {
    it('answers 401 without a session and 403 with an ended one', async () => {
      const guarded = t.app.routes.filter((route) => route.access !== 'public');
      let paths = 0;
      for (const route of guarded) {
        for (const path of route.paths) {
          paths += 1;
          const call = () => request(t.app.express)[route.method](samplePath(path));
          const anonymous = await call();
          expect({ path, method: route.method, status: anonymous.status }).toEqual({
            path,
            method: route.method,
            status: 401,
          });
          expect(anonymous.body.data).toBeUndefined();
          const ended = await call().set('Authorization', `Bearer ${revoked}`);
          expect({ path, method: route.method, status: ended.status }).toEqual({
            path,
            method: route.method,
            status: 403,
          });
        }
      }
      expect(paths).toBeGreaterThanOrEqual(20);
      console.info(`Guard walk: ${paths} admin or registrant REST paths answered 401 and 403`);
    });

    it('declares every route Express serves, so none escapes the walk', () => {
      const declared = new Set(
        t.app.routes.flatMap((route) => route.paths.map((path) => `${route.method} ${path}`)),
      );
      const served: string[] = [];
      for (const layer of (
        t.app.express as unknown as {
          router: { stack: Array<{ route?: { path: string | string[]; methods: Record<string, boolean> } }> };
        }
      ).router.stack) {
        if (!layer.route) continue;
        const layerPaths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const method of Object.keys(layer.route.methods) as HttpMethod[]) {
          for (const path of layerPaths) served.push(`${method} ${path}`);
        }
      }
      // GraphQL guards its own fields (above), /metrics its scraper's token or address (see
      // metrics.integration.spec.ts); everything else must be in the route table.
      const ownGuards = new Set(['get /graphql', 'get /metrics']);
      const undeclared = served.filter((entry) => !declared.has(entry) && !ownGuards.has(entry));
      expect(undeclared).toEqual([]);
      expect(served.length).toBeGreaterThanOrEqual(declared.size);
    });
  });
});
