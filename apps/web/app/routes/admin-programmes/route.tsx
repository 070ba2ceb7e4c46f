import { ADMIN_PROGRAMMES } from '@academy/content';
import { ProgrammesScreen } from '../../admin/programmes/ProgrammesScreen';
import { AdminArea } from '../../admin/shell/AdminArea';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta(ADMIN_PROGRAMMES.title, 'The fee, duration and hours of every programme level.', {
    noIndex: true,
  });

/** /admin/programmes: the catalogue staff manage (issue 26). */
export default function AdminProgrammesRoute() {
  return (
    <AdminArea>
      <ProgrammesScreen />
    </AdminArea>
  );
}
