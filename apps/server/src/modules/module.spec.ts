import 'reflect-metadata';
import { MODULES } from '.';
import { EntityManager } from 'typeorm';
import { EventRegistry, ServerModule, ServiceRegistry, Services, checkModuleOrder } from './module';

const moduleOf = (
  name: string,
  declared: Pick<ServerModule, 'needs' | 'provides' | 'emits' | 'listens'>,
): ServerModule => ({
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

describe('the events modules declare', () => {
  const manager = {} as EntityManager;

  it('are heard by every listener, set up before or after the emitter, in module order', async () => {
    const heard: string[] = [];
    const early = moduleOf('early', { listens: ['seatsFreed'] });
    const seats = moduleOf('seats', { emits: ['seatsFreed'] });
    const late = moduleOf('late', { listens: ['seatsFreed'] });
    expect(() => checkModuleOrder([early, seats, late])).not.toThrow();
    const events = new EventRegistry();
    const listener = (name: string) => ({
      listeners: {
        seatsFreed: async (_: EntityManager, kind: string, id: string, count: number) => {
          heard.push(`${name} ${kind} ${id} ${count}`);
        },
      },
    });
    events.listen(early, listener('early'));
    const freed = events.for(seats).emitter('seatsFreed');
    events.listen(late, listener('late'));
    await freed(manager, 'event', 'e1', 2);
    expect(heard).toEqual(['early event e1 2', 'late event e1 2']);
  });

  it('must be emitted by some module when one listens', () => {
    expect(() => checkModuleOrder([moduleOf('waiting-list', { listens: ['seatsFreed'] })])).toThrow(
      'The waiting-list module listens to the seatsFreed event, which no module emits',
    );
  });

  it('are emitted only by the module that declares them', () => {
    const events = new EventRegistry();
    expect(() => events.for(moduleOf('other', {})).emitter('seatsFreed')).toThrow(
      'The other module emits the seatsFreed event without naming it in its emits',
    );
  });

  it('take exactly the listeners a module declares', () => {
    const events = new EventRegistry();
    const listener = { seatsFreed: async () => undefined };
    expect(() => events.listen(moduleOf('quiet', {}), { listeners: listener })).toThrow(
      "The quiet module's listeners do not match its listens: seatsFreed",
    );
    expect(() => events.listen(moduleOf('deaf', { listens: ['levelChanging'] }), {})).toThrow(
      "The deaf module's listeners do not match its listens: levelChanging",
    );
  });
});
