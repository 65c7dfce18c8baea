import type { CurrentUser } from "../../schemas/account";
import { NotificationSwitches } from "./mail-settings";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";

/**
 * The personal centre's account tab: profile, password and notifications. Its own module so the
 * forms' code (react-hook-form, the schemas) loads when the tab is opened, not with the page.
 */
export default function AccountPanel({ user, className }: { user: Partial<CurrentUser>; className?: string }) {
  return (
    <div className={className}>
      <ProfileForm user={user} />
      <div>
        <PasswordForm />
      </div>
      <NotificationSwitches />
    </div>
  );
}
