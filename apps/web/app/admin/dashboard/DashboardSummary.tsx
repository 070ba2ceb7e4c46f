import { Bar, BarChart, XAxis } from 'recharts';
import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_DASHBOARD_SUMMARY as TEXT } from '@academy/content';
import { ErrorPanel } from '../list/ErrorPanel';
import { formatDay } from '../list/format';
import { LoadingState } from '../list/LoadingState';
import { UpcomingSeats } from './UpcomingSeats';
import { type DashboardSummaryData, useDashboardSummary } from './use-dashboard-summary';

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const weekday = (day: string) => WEEKDAY.format(new Date(`${day}T00:00:00Z`));

/**
 * The top of the dashboard: this week's registrations, enquiries waiting and the seats of upcoming events.
 * The charts are pictures of figures that are also written out, for screen readers and at a glance.
 */
export function DashboardSummary() {
  const { summary, loading, error, refetch } = useDashboardSummary();
  return (
    <Box as="section" aria-labelledby="dashboard-summary">
      <Heading as="h2" id="dashboard-summary" size="md" mb="3">
        {TEXT.heading}
      </Heading>
      {summary ? (
        <Figures summary={summary} />
      ) : error ? (
        <ErrorPanel summary={TEXT.failure} error={error} onRetry={() => void refetch()} />
      ) : (
        loading && <LoadingState label={TEXT.loading} />
      )}
    </Box>
  );
}

function Figures({ summary }: { summary: DashboardSummaryData }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
      <Card title={TEXT.registrationsThisWeek} figure={summary.registrationsThisWeek}>
        <WeekChart days={summary.registrationsByDay} />
      </Card>
      <Card title={TEXT.enquiriesWaiting} figure={summary.enquiriesWaiting}>
        <Link asChild color="teal.800" fontWeight="medium" textDecoration="underline">
          <RouterLink to={TEXT.enquiriesPath}>{TEXT.enquiriesLink}</RouterLink>
        </Link>
      </Card>
      <Card title={TEXT.upcomingSeats}>
        <UpcomingSeats events={summary.upcomingEvents} />
      </Card>
    </SimpleGrid>
  );
}

function Card({ title, figure, children }: { title: string; figure?: number; children: React.ReactNode }) {
  return (
    <Stack borderWidth="1px" borderColor="gray.200" rounded="lg" p="4" gap="3" bg="white">
      <Heading as="h3" size="sm" color="gray.700">
        {title}
      </Heading>
      {figure !== undefined && (
        <Text fontSize="3xl" fontWeight="bold" color="teal.800" lineHeight="1">
          {figure}
        </Text>
      )}
      {children}
    </Stack>
  );
}

function WeekChart({ days }: { days: DashboardSummaryData['registrationsByDay'] }) {
  const chart = useChart({
    data: days.map((day) => ({ day: weekday(day.date), count: day.count })),
    series: [{ name: 'count', color: 'teal.600' }],
  });
  return (
    <>
      <Chart.Root chart={chart} h="28" aspectRatio="auto" aria-hidden="true">
        <BarChart
          // The figures are written out below; the picture takes no focus of its own.
          accessibilityLayer={false}
          responsive
          style={{ width: '100%', height: '100%' }}
          data={chart.data}
          margin={{ top: 4, right: 0, bottom: 0, left: 0 }}
        >
          <XAxis dataKey={chart.key('day')} tickLine={false} axisLine={false} fontSize={12} />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              dataKey={chart.key(item.name)}
              fill={chart.color(item.color)}
              radius={3}
              isAnimationActive={false}
              minPointSize={2}
            />
          ))}
        </BarChart>
      </Chart.Root>
      <List.Root srOnly aria-label={TEXT.registrationsByDay}>
        {days.map((day) => (
          <List.Item key={day.date}>
            {formatDay(day.date)}: {day.count}
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}
