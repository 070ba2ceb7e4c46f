import { useId } from 'react';
import { Input, Stack, chakra } from '@chakra-ui/react';
import { ADMIN_LIST } from '@academy/content';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/** The search field of an admin list; what it holds is sent to the server shortly after typing stops. */
export function SearchBox({ value, onChange, placeholder }: SearchBoxProps) {
  const id = useId();
  return (
    <Stack gap="1" flex="1" minW={{ base: 'full', sm: '64' }} role="search">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {ADMIN_LIST.search}
      </chakra.label>
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        bg="white"
        onChange={(event) => onChange(event.target.value)}
      />
    </Stack>
  );
}
