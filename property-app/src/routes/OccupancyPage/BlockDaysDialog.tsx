import { parseDate } from '@internationalized/date';
import { ApiError } from '@venue/api-client';
import type { Block } from '@venue/contract';
import { Button, Dialog, DialogActions, Modal, Select, SelectItem, TextArea } from '@venue/design-system';
import { BLOCK_REASONS, type BlockReason } from '@venue/domain';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider.tsx';
import { blockBody } from '../../blocks/blockForm.ts';
import * as css from './OccupancyPage.css.ts';

/** The days of one unit to block: the first and the last day (inclusive), and how they are named. */
export interface BlockTarget {
  readonly unitId: number;
  readonly from: string;
  readonly to: string;
  readonly unitName: string;
  /** "12–14 March" */
  readonly days: string;
}

/**
 * Takes the chosen days of one unit out of sale with a reason and a note, as the Out of sale page does
 * (`blockBody`, POST /api/staff/block/add); the server refuses days a booking or block already holds.
 */
export function BlockDaysDialog({
  propertyId,
  target,
  onClose,
  onBlocked,
}: {
  propertyId: number;
  /** Null while closed. */
  target: BlockTarget | null;
  onClose: () => void;
  onBlocked: (block: Block) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [reason, setReason] = useState<BlockReason>('maintenance');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  const done = () => {
    setNote('');
    setError('');
    onClose();
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!target || pending) return;
    const body = blockBody(propertyId, {
      unitIds: new Set([target.unitId]),
      range: { start: parseDate(target.from), end: parseDate(target.to) },
      reason,
      note,
    });
    if (!body) return;
    setPending(true);
    setError('');
    try {
      const block = await api.blocks.add(body);
      setNote('');
      onBlocked(block);
    } catch (failure) {
      const taken = failure instanceof ApiError && failure.status === 409;
      setError(taken ? t('blocks.error.taken') : t('blocks.error.failed'));
    } finally {
      setPending(false);
    }
  };
  const title = t('occupancy.dialog.title', { unit: target?.unitName ?? '', days: target?.days ?? '' });

  return (
    <Modal isDismissable isOpen={target !== null} onOpenChange={(open) => !open && done()}>
      <Dialog title={title}>
        <Form className={css.form} onSubmit={onSubmit} aria-label={title}>
          <Select
            label={t('blocks.form.reason')}
            selectedKey={reason}
            onSelectionChange={(k) => k !== null && setReason(k as BlockReason)}
          >
            {BLOCK_REASONS.map((r) => (
              <SelectItem key={r} id={r}>
                {t(`blocks.reason.${r}`)}
              </SelectItem>
            ))}
          </Select>
          <TextArea label={t('blocks.form.note')} value={note} onChange={setNote} />
          <p role="alert" className={css.alert}>
            {error}
          </p>
          <DialogActions>
            <Button variant="secondary" onPress={done}>
              {t('common.cancel')}
            </Button>
            {/* No isPending: react-aria would announce the button by its id, and the button is gone with the
                dialog when the block is made (a live message naming a missing element). */}
            <Button type="submit" variant="primary">
              {t('occupancy.dialog.submit')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </Modal>
  );
}
