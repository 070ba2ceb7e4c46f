import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { ConfirmQuestion } from '../../components/overlay/ConfirmQuestion';

interface BulkCancelButtonProps {
  /** How many rows are selected, for the question. */
  count: number;
  texts: {
    cancel: string;
    cancelQuestion: (count: number) => string;
    cancelYes: string;
    keep: string;
  };
  disabled: boolean;
  onConfirm: () => void;
}

/** A bulk action that cancels the selected rows (or releases their seats), asked first: it frees seats and tells people. */
export function BulkCancelButton({ count, texts, disabled, onConfirm }: BulkCancelButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {texts.cancel}
      </Button>
      {asking && (
        <ConfirmQuestion
          question={texts.cancelQuestion(count)}
          confirmLabel={texts.cancelYes}
          cancelLabel={texts.keep}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onConfirm();
          }}
        />
      )}
    </>
  );
}
