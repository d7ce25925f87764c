import { data, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { useT } from "~/hooks/use-t";
import type { Route } from "./+types/login-as";
import { startLoginAs } from "./login-as.server";
import { LoginAsForm } from "./login-as-form";
import styles from "./operator.module.css";
import { requireOperator } from "./operator.server";

/** GET /operator/login-as?userId=…: whom the operator is about to look as, and why. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireOperator(context, request);
  const userId = z.uuid().safeParse(new URL(request.url).searchParams.get("userId"));
  const user = userId.success ? await context.services.users.findById(userId.data) : null;
  if (!user) throw data(null, { status: 404 });
  return { user: { id: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email } };
}

export const action = ({ context, request }: Route.ActionArgs) => startLoginAs(context, request);

export default function LoginAsPage() {
  const t = useT();
  const { user } = useLoaderData<typeof loader>();
  const errors = useActionData<typeof action>();
  return (
    <section className={styles.section} aria-labelledby="login-as-heading">
      <h2 id="login-as-heading">{t("LoginAs.heading", { name: user.name })}</h2>
      <p className={styles.intro}>{t("LoginAs.intro", { email: user.email })}</p>
      <LoginAsForm userId={user.id} errors={errors ?? undefined} />
    </section>
  );
}
