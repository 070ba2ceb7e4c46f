import {
  type FamilySessionView,
  NO_SESSIONS_TEMPLATE,
  fetchFamilySessions,
} from '../routes/family-constellation/family-sessions-query';

/**
 * The island of the family sessions on a page that ships no React
 * (routes/family-constellation/FamilySessionsSection.tsx), woken when the browser is idle: it asks the
 * API for the sessions to come. When there are none, it shows the words the page keeps for that in a
 * template, with no React; otherwise (or when the request fails) it renders the list, with its booking
 * form and its Try again, in a React root.
 */
export async function activate(element: HTMLElement): Promise<void> {
  const sessions: readonly FamilySessionView[] | null = await fetchFamilySessions().catch(() => null);
  const none = element.querySelector<HTMLTemplateElement>(`template[${NO_SESSIONS_TEMPLATE}]`);
  const status = element.querySelector('[role="status"]');
  if (sessions?.length === 0 && none && status) {
    status.replaceChildren(none.content.cloneNode(true));
    return;
  }
  const { renderFamilySessions } = await import('./family-sessions.view');
  renderFamilySessions(element, sessions);
}
