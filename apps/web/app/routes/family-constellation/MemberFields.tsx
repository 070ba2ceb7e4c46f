import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { FAMILY_BOOKING_TEXT, FAMILY_SESSIONS_TEXT } from '@academy/content';
import { FAMILY_MEMBER_NAME_MAX, type FamilyBookingErrors, familyMemberField } from '@academy/validation';
import { FormField } from '../../components/form/FormField';
import { type MemberRow, canAddMember, canRemoveMember, shownMemberError } from './family-booking-state';

interface MemberFieldsProps {
  idPrefix: string;
  members: readonly MemberRow[];
  errors: FamilyBookingErrors;
  onChange: (index: number, name: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/**
 * One name per family member, 1 to 4 rows: Add member below them, a remove button on each row while
 * more than one is left. Only the first member's error is shown (SPEC.md 5.3).
 */
export function MemberFields({ idPrefix, members, errors, onChange, onAdd, onRemove }: MemberFieldsProps) {
  const shown = shownMemberError(errors);
  const removable = canRemoveMember(members);
  return (
    <Stack gap="3">
      {members.map((member, index) => (
        <FormField
          key={member.key}
          id={`${idPrefix}${familyMemberField(index)}`}
          name={familyMemberField(index)}
          label={FAMILY_BOOKING_TEXT.memberName(index + 1)}
          required
          error={shown?.index === index ? shown.message : undefined}
        >
          {(control) => (
            <Flex gap="2">
              <Input
                {...control}
                flex="1"
                autoComplete="off"
                maxLength={FAMILY_MEMBER_NAME_MAX}
                value={member.name}
                onChange={(event) => onChange(index, event.target.value)}
              />
              {removable && (
                <Button
                  type="button"
                  variant="outline"
                  colorPalette="red"
                  aria-label={FAMILY_BOOKING_TEXT.removeMember(index + 1)}
                  onClick={() => onRemove(index)}
                >
                  {FAMILY_BOOKING_TEXT.remove}
                </Button>
              )}
            </Flex>
          )}
        </FormField>
      ))}
      <Flex gap="3" align="center" wrap="wrap">
        {canAddMember(members) && (
          <Button type="button" variant="outline" colorPalette="teal" size="sm" onClick={onAdd}>
            {FAMILY_BOOKING_TEXT.addMember}
          </Button>
        )}
        <Text fontSize="sm" color="gray.600">
          {FAMILY_SESSIONS_TEXT.membersHint}
        </Text>
      </Flex>
    </Stack>
  );
}
