/**
 * What the certificates read of completion (the attendance module's `completion` service): a
 * registration is completed when it attended every day of its event, or staff marked it by hand.
 */
export interface CompletionReader {
  completedRegistrationIds(eventId: string): Promise<string[]>;
  isCompleted(registrationId: string): Promise<boolean>;
}
