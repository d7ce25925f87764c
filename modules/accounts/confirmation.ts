/** What an account without a password types to confirm its deletion (decision 083). */
export const DELETE_CONFIRMATION = { nl: "VERWIJDER", en: "DELETE" } as const;
