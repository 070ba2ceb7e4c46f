import type { GraphiQLProps } from 'graphiql';

type TabDefinition = NonNullable<GraphiQLProps['defaultTabs']>[number];

/**
 * The playground's example operations, one tab each: the first is the one a visitor runs at once
 * (it needs no sign-in); the staff ones say how to send the token adminLogin returns.
 */
export const EXAMPLE_TABS: TabDefinition[] = [
  {
    query: `# Ask the server how it is doing. Press the run button (or Ctrl+Enter).
query Health {
  health {
    status
    database
  }
}
`,
  },
  {
    query: `# The calendar's upcoming events of a programme, with their fees.
query UpcomingEvents($programme: Programme) {
  calendarEvents(programme: $programme, upcoming: true) {
    id
    name
    date
    endDate
    location
    availability
    fee {
      formatted
    }
  }
}
`,
    variables: JSON.stringify({ programme: 'DECODE' }, null, 2),
  },
  {
    query: `# Staff: sign in for a token, then send it as the header
# Authorization: Bearer <token> (the Headers tab below) in the staff operations.
mutation SignIn($email: String!, $password: String!) {
  adminLogin(email: $email, password: $password) {
    token
    expiresAt
  }
}
`,
    variables: JSON.stringify({ email: 'staff@example.com', password: '' }, null, 2),
  },
  {
    query: `# Staff only: the newest registrations. Needs the token of adminLogin in the Headers tab.
query NewestRegistrations {
  registrations(page: 1, limit: 10) {
    total
    items {
      referenceCode
      firstName
      lastName
      status
      paymentStatus
      createdAt
    }
  }
}
`,
    headers: JSON.stringify({ Authorization: 'Bearer <token from adminLogin>' }, null, 2),
  },
];
