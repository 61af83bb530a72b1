// Names shared by the server tier's global setup and its database legs.

/** The cluster database holding every migration: a leg's migrated database is a copy of it. */
export const MIGRATED_PG_TEMPLATE = 't_migrated_template';
