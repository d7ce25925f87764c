/** Spec §3 API error: id, status, code, title, meta. */
export type ApiError = {
  id: string;
  status: number;
  code: string;
  title: string;
  meta?: Record<string, unknown>;
};
