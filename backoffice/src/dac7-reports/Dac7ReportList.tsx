import DownloadIcon from '@mui/icons-material/Download';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Stack, TextField as YearInput } from '@mui/material';
import { useState } from 'react';
import { FunctionField, List, NumberField, SelectField, TextField, TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useAdminApi } from '../dataProvider';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { ConfirmButton } from '../shared/ConfirmButton';
import { Timestamp } from '../shared/format';
import { TextButton } from '../shared/TextButton';

const STATES = ['pending', 'ready', 'failed'].map((id) => ({ id, name: `bte.dac7.state.${id}` }));

/** Staff ask for a year's report; a job writes it. */
function RequestReportButton() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const api = useAdminApi();
  const [year, setYear] = useState(String(new Date().getFullYear() - 1));
  return (
    <ConfirmButton
      label="bte.dac7.request"
      icon={<ReceiptLongIcon />}
      content="bte.dac7.request_help"
      confirmLabel="bte.dac7.request"
      keepLabel="bte.confirm.not_now"
      ready={/^\d{4}$/.test(year)}
      action={() => api.requestDac7Report(Number(year))}
      success="bte.dac7.requested"
      successArgs={{ year }}
      afterSuccess={refresh}
    >
      <YearInput fullWidth margin="dense" label={translate('bte.dac7.year')} value={year} onChange={(event) => setYear(event.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
    </ConfirmButton>
  );
}

/** The CSV and the XML of a written report, fetched with the session and saved. */
function Downloads() {
  const record = useRecordContext<{ id: string; year: number; state: string }>();
  const api = useAdminApi();
  const notify = useNotify();
  if (!record || record.state !== 'ready') return null;
  const save = async (format: 'csv' | 'xml') => {
    try {
      const url = URL.createObjectURL(await api.dac7ReportFile(record.id, format));
      const link = document.createElement('a');
      link.href = url;
      link.download = `dac7-${record.year}.${format}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      <TextButton label="bte.dac7.csv" onClick={() => void save('csv')} startIcon={<DownloadIcon />} />
      <TextButton label="bte.dac7.xml" onClick={() => void save('xml')} startIcon={<DownloadIcon />} />
    </Stack>
  );
}

/** DAC7 reports: each year asked for, its state and reportable sellers, and its files. */
export default function Dac7ReportList() {
  const translate = useTranslate();
  return (
    <List
      actions={
        <TopToolbar>
          <RequestReportButton />
        </TopToolbar>
      }
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={false}
    >
      <ResponsiveDatagrid
        rowClick={false}
        primary={(record) => String(record.year)}
        secondary={(record) => translate(`bte.dac7.state.${record.state}`)}
        tertiary={(record) => String(record.sellerCount)}
      >
        <TextField source="year" sortable={false} />
        <SelectField source="state" choices={STATES} sortable={false} />
        <NumberField source="sellerCount" sortable={false} />
        <TextField source="requestedBy" sortable={false} />
        <Timestamp source="createdAt" showTime />
        <FunctionField source="id" label="bte.dac7.files" sortable={false} render={() => <Downloads />} />
      </ResponsiveDatagrid>
    </List>
  );
}
