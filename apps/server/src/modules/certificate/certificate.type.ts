import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum CertificateStatus {
  VALID = 'VALID',
  REVOKED = 'REVOKED',
  REPLACED = 'REPLACED',
}

registerEnumType(CertificateStatus, {
  name: 'CertificateStatus',
  description:
    'VALID: it stands. REVOKED: withdrawn by staff. REPLACED: a corrected certificate took its place',
});

@ObjectType('Certificate', {
  description:
    'A certificate as anyone with its number may check it (the verification page): nothing else about the person',
})
export class CertificateView {
  @Field({ description: "'CLA-2027-7KQM-4XPB'" })
  number: string;

  @Field(() => CertificateStatus)
  status: CertificateStatus;

  @Field(() => String, { nullable: true, description: 'The number of the certificate that replaced it' })
  replacedBy: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When it was revoked (never why)' })
  revokedAt: Date | null;

  @Field()
  nameAsCertificate: string;

  @Field({ description: "The programme's name" })
  programme: string;

  @Field()
  levelName: string;

  @Field({ description: 'The first day, YYYY-MM-DD' })
  startDate: string;

  @Field(() => String, { nullable: true, description: 'The last day of a longer event, YYYY-MM-DD' })
  endDate: string | null;

  @Field()
  trainer: string;

  @Field(() => DateTimeISOResolver)
  issuedAt: Date;
}

@ObjectType({
  description:
    'A certificate as staff see it beside its registration: what replaced it and why it was revoked (who issued it is in the history)',
})
export class StaffCertificate {
  @Field(() => ID)
  registrationId: string;

  @Field()
  number: string;

  @Field(() => CertificateStatus)
  status: CertificateStatus;

  @Field()
  nameAsCertificate: string;

  @Field(() => DateTimeISOResolver)
  issuedAt: Date;

  @Field(() => String, { nullable: true, description: 'The number of the certificate that replaced it' })
  replacedBy: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true })
  revokedAt: Date | null;

  @Field(() => String, { nullable: true })
  revokeReason: string | null;
}

@ObjectType({ description: 'A completed registration of an event without a certificate yet' })
export class CertificateToIssue {
  @Field(() => ID)
  registrationId: string;

  @Field()
  referenceCode: string;

  @Field()
  nameAsCertificate: string;
}
