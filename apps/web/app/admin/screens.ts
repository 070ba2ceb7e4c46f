import type { RouteModule } from '../routing/route-module';

/** The admin screens' modules (app/routes/admin-*), each its own chunk as the public screens are. */
const ADMIN_SCREEN_LOADERS = import.meta.glob<RouteModule>('../routes/admin-*/route.tsx');

export function loadAdminScreenModule(screen: string): Promise<RouteModule> {
  const load = ADMIN_SCREEN_LOADERS[`../routes/${screen}/route.tsx`];
  if (!load) throw new Error(`No screen module app/routes/${screen}/route.tsx`);
  return load();
}
