import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './graphiql-phone.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { EXAMPLE_TABS } from './examples';

const fetcher = createGraphiQLFetcher({ url: '/graphql' });

export default function GraphiqlEditor() {
  return <GraphiQL fetcher={fetcher} defaultTabs={EXAMPLE_TABS} />;
}
