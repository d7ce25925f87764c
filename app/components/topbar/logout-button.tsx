import { Form } from "react-router";
import { useAuthForm } from "~/auth/use-auth-form";
import { useT } from "~/hooks/use-t";

/** Logout is a POST; outside development it reloads the whole document so no state survives. */
export function LogoutButton({ className }: { className?: string }) {
  const t = useT();
  const { onSubmit, refused } = useAuthForm("logout");
  return (
    <Form method="post" action="/logout" reloadDocument={!import.meta.env.DEV} onSubmit={onSubmit}>
      <button type="submit" className={className}>
        {t("Topbar.logout")}
      </button>
      {refused ? <p role="alert">{t("Auth.loginOrLogoutInProgress")}</p> : null}
    </Form>
  );
}
