import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DocumentNode,
  FragmentDefinitionNode,
  GraphQLInputType,
  GraphQLNamedType,
  GraphQLSchema,
  Kind,
  TypeNode,
  OperationDefinitionNode,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  validate,
} from 'graphql';
import { DEFAULT_PAGE_SIZE } from './graphql/paging';
import { COST, CostUnknownError, MAX_WALK_STEPS, analyseOperation } from './graphql/query-cost';
import { QUERY_LIMITS, checkOperation } from './graphql/query-limits';
import { buildGraphqlSchema } from './graphql/schema';
import { RESOLVER_CLASSES } from './modules';

const fragmentsOf = (document: DocumentNode) =>
  new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );

const operationOf = (document: DocumentNode) =>
  document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;

describe('the cost of a query', () => {
  let schema: GraphQLSchema;
  const analyse = (query: string, variables: Record<string, unknown> = {}) => {
    const document = parse(query);
    expect(validate(schema, document)).toEqual([]);
    return analyseOperation(schema, operationOf(document), fragmentsOf(document), variables);
  };

  beforeAll(async () => {
    schema = await buildGraphqlSchema(RESOLVER_CLASSES);
  });

  it('counts each field once, a database query and each row it may read, and depth without __typename', () => {
    expect(analyse('{ health { status database __typename } }')).toMatchObject({
      depth: 2,
      cost: COST.query + 3,
    });
    const page = analyse(
      'query($limit: Int!) { registrations(limit: $limit) { total items { id email } } }',
      {
        limit: 50,
      },
    );
    expect(page).toMatchObject({ depth: 3, cost: COST.query + 50 * (COST.row + 1 + 1 + 2) });
    // A limit out of range is refused by the resolver, and never makes a query cheaper.
    expect(analyse('{ registrations(limit: -1000) { total } }').cost).toBe(COST.query + COST.row + 1);
    expect(analyse('{ calendarEvents { id name } }').cost).toBe(COST.query + 100 * (COST.row + 2));
    expect(analyse('{ a: calendarEvents { id } b: calendarEvents { id } }').cost).toBe(
      2 * (COST.query + 100 * (COST.row + 1)),
    );
  });

  it('walks each fragment once however often it is spread: 30 doubling levels in a few dozen steps', () => {
    const levels = 30;
    const document = Array.from({ length: levels }, (_, i) =>
      i < levels - 1
        ? `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`
        : `fragment F${i} on Query { health { status } }`,
    ).join('\n');
    const analysis = analyse(`${document}\n{ ...F0 }`);
    expect(analysis.depth).toBe(2);
    expect(analysis.cost).toBe(2 ** (levels - 1) * (COST.query + 1));
    // Each fragment's selections once, and the operation's one spread: 2 per level, 2 in the last, 1.
    expect(analysis.visited).toBe(2 * (levels - 1) + 2 + 1);
  });

  it('stops a walk past MAX_WALK_STEPS, so that a walk that repeats itself fails at once instead of hanging', () => {
    const wide = `{ health { ${'status '.repeat(MAX_WALK_STEPS)} } }`;
    const document = parse(wide);
    expect(() => analyseOperation(schema, operationOf(document), new Map(), {})).toThrow(
      new CostUnknownError(`walking it took over ${MAX_WALK_STEPS} steps`),
    );
  });

  it('costs a fragment anew in each context it is spread in: the same type read as any one, every one, or a wrapped one', () => {
    // What the fragment reads depends on where: each type's fields on average under __schema.types, the
    // largest type's under __type, and the wrappers a field's type may have under `type`.
    const fragment = 'fragment T on __Type { name fields { name } ofType { name ofType { name } } }';
    const uses = {
      every: 'all: __schema { types { ...T } }',
      one: 'one: __type(name: "Registration") { ...T }',
      wrapped: 'wrapped: __type(name: "Query") { fields { type { ...T } } }',
    };
    const costOf = (...spreads: string[]) => analyse(`{ ${spreads.join(' ')} }\n${fragment}`).cost;
    const alone = Object.fromEntries(Object.entries(uses).map(([name, use]) => [name, costOf(use)]));
    expect(new Set(Object.values(alone)).size).toBe(3);
    for (const order of [
      ['every', 'one', 'wrapped'],
      ['wrapped', 'one', 'every'],
      ['one', 'wrapped', 'every'],
    ] as const) {
      const together = costOf(...order.map((name) => uses[name]));
      const sum = order.reduce((total, name) => total + alone[name], 0);
      // Each alone is rounded up; together they are rounded once.
      expect({ order, off: Math.abs(together - sum) <= 2 ? 'by rounding at most' : together - sum }).toEqual({
        order,
        off: 'by rounding at most',
      });
    }
  });

  it("costs GraphiQL's and codegen's introspection query within the limit, at what it reads", () => {
    for (const query of [
      getIntrospectionQuery(),
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        inputValueDeprecation: true,
        oneOf: true,
      }),
    ]) {
      const { cost, depth } = analyse(query);
      expect(depth).toBe(0);
      expect(cost).toBeLessThanOrEqual(QUERY_LIMITS.maxCost);
      expect(cost).toBeGreaterThan(QUERY_LIMITS.maxCost / 4);
    }
  });

  it('counts an introspection list by the schema: every type, or the largest where any one may be', () => {
    const types = Object.keys(schema.getTypeMap()).length;
    expect(analyse('{ __schema { types { name } } }').cost).toBe(1 + 1 + types);
    const largest = Math.max(
      ...Object.values(schema.getTypeMap()).map((type) =>
        isObjectType(type) ? Object.keys(type.getFields()).length : 0,
      ),
    );
    expect(analyse('{ __type(name: "Registration") { fields { name } } }').cost).toBe(1 + 1 + largest);
    // A named type has no ofType: what is below it is never resolved.
    expect(analyse('{ __type(name: "Query") { ofType { ofType { name } } } }').cost).toBe(1 + 1);
  });

  it('fits every operation the web app sends, with the pages it asks for', () => {
    // The generated documents are read as data: the server does not depend on the web's libraries.
    const generated = readFileSync(
      join(__dirname, '../../../libs/graphql-client/src/generated/graphql.ts'),
      'utf8',
    );
    const documents = [...generated.matchAll(/^export const (\w+Document) = (\{.*\}) as unknown as /gm)];
    expect(documents.length).toBeGreaterThan(20);
    for (const [, name, json] of documents) {
      const document = JSON.parse(json) as DocumentNode;
      const operation = operationOf(document);
      const variables = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((definition) => [
          definition.variable.name.value,
          sampleValue(schema, definition.variable.name.value, definition.type),
        ]),
      );
      expect({
        name,
        error: refusalOf(() => checkOperation(schema, document, operation, variables)),
      }).toEqual({
        name,
        error: undefined,
      });
    }
  });

  it('knows how many rows each list of objects may hold, outside the items of a page', () => {
    const unannotated: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const list = isListType(isNonNullType(field.type) ? field.type.ofType : field.type);
        const pageItems = field.name === 'items' && type.name.endsWith('Page');
        if (list && isObjectType(getNamedType(field.type)) && !pageItems && !field.extensions.complexity) {
          unannotated.push(`${type.name}.${field.name}`);
        }
      }
    }
    expect(unannotated).toEqual([]);
  });
});

function refusalOf(check: () => void): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A value of a variable's type; a page of 10 rows, as the admin screens ask (PAGE_SIZE in apps/web). */
function sampleValue(schema: GraphQLSchema, name: string, typeNode: TypeNode): unknown {
  if (typeNode.kind === Kind.NON_NULL_TYPE) return sampleValue(schema, name, typeNode.type);
  if (typeNode.kind === Kind.LIST_TYPE) return [];
  const type = schema.getType(typeNode.name.value) as GraphQLInputType & GraphQLNamedType;
  if (name === 'limit') return DEFAULT_PAGE_SIZE;
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) return {};
  switch (type.name) {
    case 'Int':
      return 1;
    case 'Boolean':
      return true;
    case 'DateTimeISO':
      return new Date('2026-01-01T00:00:00Z');
    default:
      return 'x';
  }
}
