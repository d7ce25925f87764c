import type { TabState, WizardParams, WizardTab } from "./wizard";

/** What the wizard page gets from its loader. */
export type WizardPageData = {
  params: WizardParams;
  tabs: TabState[];
  listing: {
    id: string;
    title: string;
    state: "draft" | "pendingApproval" | "published" | "closed";
    unit: string | null;
    images: Array<{ id: string; url: string }>;
  } | null;
  values: Record<string, string>;
  config: { allowFree: boolean; stockManaged: boolean; approvalRequired: boolean };
  /** Publish blockers known before publishing (draft photos tab). */
  blockers: string[];
  loadError: string | null;
};

/** What the wizard's action answers when it does not redirect. */
export type WizardActionResult =
  | { ok: true; tab: WizardTab }
  | {
      ok: false;
      tab: WizardTab;
      fieldErrors: Record<string, string>;
      formError?: string;
      values: Record<string, string>;
      /** Publish blockers (catalogue ids) when publishing was refused. */
      blockers?: string[];
    };
