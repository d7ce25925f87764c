// Plain numbers apart from the zod schemas: a page that only needs a limit (the contact form's
// maxLength) must not pull zod into the browser with schemas.ts (decision 060).

/** Spec §9: textareas take at most 5000 characters. */
export const MESSAGE_MAX_LENGTH = 5000;
/** Spec §9 messages page size. */
export const MESSAGES_PER_PAGE = 100;
