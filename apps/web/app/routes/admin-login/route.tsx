import { SignInScreen } from '../../admin/sign-in/SignInScreen';
import { pageMeta } from '../../seo';

export const meta = () =>
  pageMeta('Admin Sign In', 'Staff sign-in to the administration area.', { noIndex: true });

export default SignInScreen;
