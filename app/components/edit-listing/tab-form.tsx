import type { FormEvent, ReactNode, Ref } from "react";
import { Form } from "react-router";
import styles from "./edit-listing.module.css";

/** What every tab's fields get: the values to show and the field errors (catalogue ids). */
export type TabFormProps = {
  values: Record<string, string>;
  errors: Record<string, string>;
};

/** A tab's form: its fields, then the save (or publish) button. */
export function TabForm({
  children,
  status,
  submit,
  formRef,
  onChange,
}: {
  children: ReactNode;
  formRef?: Ref<HTMLFormElement>;
  /** Any edit in the form: the wizard checks the tab again so fixed errors go at once. */
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  /** Success or error message, shown right above the button where the eye is after a click. */
  status?: ReactNode;
  submit: ReactNode;
}) {
  return (
    <Form method="post" noValidate className={styles.form} ref={formRef} onChange={onChange}>
      {children}
      {status}
      <div className={styles.actions}>{submit}</div>
    </Form>
  );
}
