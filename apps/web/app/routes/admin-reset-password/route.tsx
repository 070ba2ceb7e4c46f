import { ADMIN_PASSWORD_RESET } from '@academy/content';
import { PasswordResetScreen } from '../../admin/sign-in/PasswordResetScreen';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta(ADMIN_PASSWORD_RESET.title, 'Staff choose a new password for the administration area.', {
    noIndex: true,
  });

export default PasswordResetScreen;
