import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import { useNotify, useSidebarState, useTranslate } from 'react-admin';
import { useAdminApi } from '../dataProvider';

/**
 * Opens bull-board in a new tab (the board is not a react-admin page, so it cannot sit inside our frame). The board is a plain page without our bearer token, so the API first trades the
 * token for a short-lived cookie scoped to /api/admin/queues. The tab is opened inside the click, before the request,
 * so that pop-up blockers let it through.
 */
export function QueueHealthMenuItem() {
  const notify = useNotify();
  const translate = useTranslate();
  const api = useAdminApi();
  const [sidebarOpen] = useSidebarState();
  const open = async () => {
    const tab = window.open('about:blank', '_blank');
    if (!(await api.openQueueBoardSession())) {
      tab?.close();
      notify('bte.queues.unavailable', { type: 'error' });
      return;
    }
    if (tab) tab.location.href = '/api/admin/queues/';
    else window.location.assign('/api/admin/queues/');
  };
  // It leaves the back-office's frame: the item says where it goes (on hover and focus, and to screen readers).
  return (
    <Tooltip title={translate('bte.queues.opens_in_new_tab')} placement="right" describeChild>
      <MenuItem onClick={() => void open()} sx={{ color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40 } }} aria-label={translate('bte.nav.queues')}>
        <ListItemIcon>
          <MonitorHeartIcon />
        </ListItemIcon>
        {sidebarOpen && (
          <>
            <ListItemText>{translate('bte.nav.queues')}</ListItemText>
            <OpenInNewIcon fontSize="inherit" />
          </>
        )}
      </MenuItem>
    </Tooltip>
  );
}
