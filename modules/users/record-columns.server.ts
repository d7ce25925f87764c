import { sql } from "drizzle-orm";
import { profileImages, users } from "../../db/schema";

/**
 * The columns of a UserRecord. Published so that auth reads a session and its user in one
 * statement on every request (decision 088), while the users module keeps saying what a user
 * record is made of.
 */
export const userRecordColumns = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  bio: users.bio,
  publicData: users.publicData,
  protectedData: users.protectedData,
  privateData: users.privateData,
  metadata: users.metadata,
  banned: users.banned,
  deleted: users.deleted,
  stripeConnected: users.stripeConnected,
  isOperator: users.isOperator,
  scopes: users.scopes,
  locale: users.locale,
  createdAt: users.createdAt,
  // The top bar shows the photo; a subquery so every read and RETURNING carries it.
  profileImageKey: sql<
    string | null
  >`(select ${profileImages.storageKey} from ${profileImages} where ${profileImages.id} = ${users.profileImageId})`,
};
