import 'reflect-metadata';
import { resolve } from 'node:path';
import { emitSchemaDefinitionFile } from 'type-graphql';
import { buildGraphqlSchema } from '../graphql/schema';
import { RESOLVER_CLASSES } from '../modules';

/** Writes apps/server/schema.graphql, the contract codegen turns into the web's typed client. */
async function emitSchema(): Promise<void> {
  const target = resolve(__dirname, '../../schema.graphql');
  await emitSchemaDefinitionFile(target, await buildGraphqlSchema(RESOLVER_CLASSES));
  console.info(`Schema written to ${target}`);
}

emitSchema().catch((error) => {
  console.error(error);
  process.exit(1);
});
