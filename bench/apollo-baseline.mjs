// The peer a good Node team would write for the GraphQL enrolment: Apollo Server 5 on Express 5, a
// schema written in SDL (no type-graphql), and a resolver doing the site's durable work with mysql2
// (bench/peer-work.mjs) for `submitRegistration` in BENCH_EVENT_ID. The input type names the fields
// the bench sends, as the site's RegistrationInput does. Started by bench/submissions.mjs; not part of
// the product.
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { GraphQLError } from 'graphql';
import { BadInput, registration } from './peer-work.mjs';

const typeDefs = `#graphql
  input RegistrationInput {
    firstName: String!
    middleName: String
    lastName: String!
    email: String!
    mobileNo: String!
    TelNo: String
    city: String!
    dob: String!
    occupation: String!
    levelName: String!
    termsandcondition: Boolean!
    currentAddress: String
    permanenetAddress: String
    isSameAddress: Boolean
    venue: String
    hearAbout: String
    communicationPreferences: Boolean
    eventId: String
  }
  type RegistrationReceipt {
    id: ID!
    status: String!
  }
  type Query {
    ok: Boolean
  }
  type Mutation {
    submitRegistration(input: RegistrationInput!): RegistrationReceipt!
  }
`;

const resolvers = {
  Mutation: {
    async submitRegistration(_parent, { input }, { address }) {
      try {
        return await registration(input, address, input.eventId);
      } catch (error) {
        if (error instanceof BadInput)
          throw new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } });
        throw error;
      }
    },
  },
};

const apollo = new ApolloServer({ typeDefs, resolvers });
await apollo.start();
const app = express();
app.set('trust proxy', 'loopback');
app.get('/healthz', (_req, res) => res.send('ok'));
app.use(
  '/graphql',
  express.json({ limit: '100kb' }),
  expressMiddleware(apollo, { context: async ({ req }) => ({ address: req.ip }) }),
);
const server = app.listen(Number(process.env.PORT), '127.0.0.1');
// Requests still running when the bench stops it end with the process.
process.on('SIGTERM', () => server.close(() => process.exit(0)));
