import type { Page, Route } from '@playwright/test';

/** A calendar row as the API answers it: the fields the tests reshape. */
export interface CalendarRow {
  id: string;
  name: string;
  programme: string;
  date: string;
  endDate: string | null;
  seats: number;
  seatsLeft: number;
  availability: string;
  enrollable: boolean;
}

/**
 * Answers the page's calendar query with the live rows passed through `reshape`, so that rows other
 * workers add or fill meanwhile cannot change what a test sees. Returns the answers given, each
 * counted once it is given. Other requests go their way.
 */
export async function reshapeCalendar(page: Page, reshape: (rows: CalendarRow[]) => CalendarRow[]) {
  const answered: string[] = [];
  await page.route('**/graphql', async (route: Route) => {
    if (!route.request().postData()?.includes('calendarEvents')) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { calendarEvents: CalendarRow[] } };
    body.data.calendarEvents = reshape(body.data.calendarEvents);
    await route.fulfill({ response, json: body });
    answered.push(route.request().url());
  });
  return answered;
}
