import { ServerModule } from '../module';
import { AuditEntry } from './audit-entry.entity';
import { AuditService } from './audit.service';
import { CreateAuditEntry1763930000000 } from './migrations/1763930000000-create-audit-entry';

/** The services this module provides to the ones set up after it (ModuleContext.services). */
declare module '../module' {
  interface Services {
    audit: AuditService;
  }
}

/** The record of admin changes (the `audit` service); the details modals show each record's history. */
export const auditModule: ServerModule = {
  name: 'audit',
  provides: ['audit'],
  entities: [AuditEntry],
  migrations: [CreateAuditEntry1763930000000],
  resolvers: [],
  setup({ clock, db, services }) {
    services.provide('audit', new AuditService(clock, db));
    return {};
  },
};
