import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './graphiql-phone.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';

const fetcher = createGraphiQLFetcher({ url: '/graphql' });

const DEFAULT_QUERY = `# Submit a contact enquiry, or ask the server how it is doing.
query Health {
  health {
    status
    database
  }
}
`;

export default function GraphiqlEditor() {
  return <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />;
}
