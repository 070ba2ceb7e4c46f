import 'reflect-metadata';
import { MODULES } from '.';
import { ServerModule, ServiceRegistry, Services, checkModuleOrder } from './module';

const moduleOf = (name: string, declared: Pick<ServerModule, 'needs' | 'provides'>): ServerModule => ({
  name,
  ...declared,
  entities: [],
  migrations: [],
  resolvers: [],
  setup: () => ({}),
});

describe('the order of the server modules', () => {
  it('holds for modules/index.ts', () => {
    expect(() => checkModuleOrder(MODULES)).not.toThrow();
  });

  it('names a needed service no module provides, and the module needing it', () => {
    expect(() => checkModuleOrder([moduleOf('reminder', { needs: ['mail'] })])).toThrow(
      'The reminder module needs the mail service, which no module provides',
    );
  });

  it('names the module that provides a needed service too late', () => {
    const modules = [moduleOf('reminder', { needs: ['mail'] }), moduleOf('mail', { provides: ['mail'] })];
    expect(() => checkModuleOrder(modules)).toThrow(
      'The reminder module needs the mail service, which mail provides only after it: reorder modules/index.ts',
    );
    expect(() => checkModuleOrder([...modules].reverse())).not.toThrow();
  });

  it('refuses a service provided by two modules', () => {
    const modules = [moduleOf('audit', { provides: ['audit'] }), moduleOf('other', { provides: ['audit'] })];
    expect(() => checkModuleOrder(modules)).toThrow('The audit service is provided by both audit and other');
  });
});

describe('the services a module reaches', () => {
  const audit = {} as Services['audit'];

  it('are those it declares, and it must provide what it says it does', () => {
    const registry = new ServiceRegistry();
    const auditServices = registry.for(moduleOf('audit', { provides: ['audit'] }));
    expect(() => auditServices.done()).toThrow('The audit module did not provide the audit service');
    auditServices.provide('audit', audit);
    auditServices.done();
    const user = registry.for(moduleOf('catalogue', { needs: ['audit'] }));
    expect(user.get('audit')).toBe(audit);
    expect(() => user.get('mail')).toThrow(
      'The catalogue module uses the mail service without naming it in its needs',
    );
    expect(() => user.provide('catalogue', {} as Services['catalogue'])).toThrow(
      'The catalogue module uses the catalogue service without naming it in its provides',
    );
  });
});
