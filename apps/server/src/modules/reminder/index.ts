import { CheckInCodes } from '../../common/check-in-code';
import { checkInPasses } from '../mail/check-in-pass';
import { PeriodicTask } from '../../common/periodic-task';
import { ServerModule } from '../module';
import { privateLinkOf } from '../registration/registration.service';
import { CreateReminderSent1764400000000 } from './migrations/1764400000000-create-reminder-sent';
import { ReminderSent } from './reminder-sent.entity';
import { ReminderService } from './reminder.service';

/** Reminders 7 days and 1 day before a dated event or family session, sent by a background worker. */
export const reminderModule: ServerModule = {
  name: 'reminder',
  needs: ['calendar', 'mail'],
  entities: [ReminderSent],
  migrations: [CreateReminderSent1764400000000],
  resolvers: [],
  setup({ config, db, clock, services, logger, jwtSecret }) {
    const mail = services.get('mail');
    const reminders = new ReminderService(db, clock, services.get('calendar'), mail, {
      privateLink: (id, token, locale) => privateLinkOf(config.publicUrl, id, token, locale),
      domain: mail.domain,
      checkInPass: checkInPasses(new CheckInCodes(jwtSecret)),
    });
    const worker = new PeriodicTask(
      'reminders',
      async () => {
        const queued = await reminders.sendDue();
        if (queued > 0) logger.info({ queued }, 'Reminders queued');
      },
      config.reminderPollMs,
      logger,
    );
    return { tasks: [worker] };
  },
};
