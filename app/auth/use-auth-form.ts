import { type FormEvent, useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { type AuthAction, beginAuthAction, clearClientState, endAuthAction } from "./auth-guard";

/**
 * Wires a login/signup/logout form to the guard: a submit while another auth
 * action runs is stopped and reported instead of being sent.
 */
export function useAuthForm(action: AuthAction) {
  const navigation = useNavigation();
  const [refused, setRefused] = useState(false);
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  useEffect(() => {
    if (navigation.state !== "idle") return;
    endAuthAction();
    // The refused second submit is over once the first one has answered: its own result
    // (e.g. a wrong password) must show, not a stale "already in progress".
    setRefused(false);
  }, [navigation.state]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!beginAuthAction(action)) {
      event.preventDefault();
      setRefused(true);
      return;
    }
    setRefused(false);
    if (action === "logout") clearClientState();
  };
  return { onSubmit, refused, busy };
}
