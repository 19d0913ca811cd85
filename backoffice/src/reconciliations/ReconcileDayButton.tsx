import FactCheckIcon from '@mui/icons-material/FactCheck';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useAdminApi } from '../dataProvider';
import { ConfirmButton } from '../shared/ConfirmButton';
import { TextButton } from '../shared/TextButton';

/** Staff reconcile a day (again): the job runs in the background and the day's report says running until it is done. */
export function ReconcileDayButton() {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const api = useAdminApi();
  const [day, setDay] = useState('');
  const [busy, setBusy] = useState(false);

  // A day already reconciled runs again at once: nothing is lost by running it twice.
  const again = async (which: string) => {
    setBusy(true);
    try {
      await api.reconcileDay(which);
      notify('bte.reconciliations.started', { type: 'info', messageArgs: { day: which } });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (record) return <TextButton label="bte.reconciliations.run_again" onClick={() => void again(String(record.id))} disabled={busy} startIcon={<FactCheckIcon />} />;
  return (
    <ConfirmButton
      label="bte.reconciliations.run"
      icon={<FactCheckIcon />}
      content="bte.reconciliations.run_help"
      confirmLabel="bte.reconciliations.run"
      keepLabel="bte.confirm.not_now"
      ready={day !== ''}
      action={() => api.reconcileDay(day)}
      success="bte.reconciliations.started"
      successArgs={{ day }}
      afterSuccess={refresh}
    >
      <TextField
        type="date"
        fullWidth
        margin="dense"
        label={translate('bte.reconciliations.day')}
        value={day}
        onChange={(event) => setDay(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </ConfirmButton>
  );
}
