import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { certificates, personProfiles, users } from '../../db/schema';

/** Published certificates of a user, by grade. */
export function findPublishedCertificates(db: Database, userId: number) {
  return db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.published, true)))
    .orderBy(asc(certificates.grade), asc(certificates.id));
}

export interface CertificateLookup {
  name: string;
  idType?: number;
  idNumber?: string;
  serial?: string;
}

/**
 * Athletes (profile + id) matching the name and the given identity document and/or the
 * certificate serial (or certificate number) of one of their published certificates.
 */
export function findQueriedAthletes(db: Database, lookup: CertificateLookup) {
  const serial = lookup.serial;
  return db
    .select({ id: users.id, name: personProfiles.name, certificatesNumber: personProfiles.certificatesNumber })
    .from(personProfiles)
    .innerJoin(users, eq(users.id, personProfiles.userId))
    .where(
      and(
        eq(users.usertype, 1),
        eq(personProfiles.name, lookup.name),
        lookup.idNumber ? and(eq(personProfiles.certificatesType, lookup.idType ?? 1), eq(personProfiles.certificatesNumber, lookup.idNumber)) : undefined,
        serial
          ? exists(
              db
                .select({ one: sql`1` })
                .from(certificates)
                .where(
                  and(
                    eq(certificates.userId, personProfiles.userId),
                    eq(certificates.published, true),
                    or(eq(certificates.certificateNumbering, serial), eq(certificates.certificateNumber, serial)),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(5);
}
