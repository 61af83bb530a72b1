import { useEffect } from 'react';
import { useAnnouncements } from '../../api/announcements.ts';
import { useSession } from '../../state/session.ts';
import { markPopupShown, shouldShowPopup } from './popupOnce.ts';
import { usePopupExecution } from './usePopupExecution.ts';

/**
 * Opens the announcement popup (publicModal) once the visitor's audience is known and its popups are loaded, when
 * no other modal is open and this session has not shown it yet. A session being restored waits, so a
 * returning member never sees the anonymous popup.
 */
export function useAnnouncementPopup(): void {
  const execution = usePopupExecution();
  const { data } = useAnnouncements(execution);
  const modal = useSession((s) => s.modal);
  const restoring = useSession((s) => s.restoring);
  const openModal = useSession((s) => s.openModal);
  const count = data?.popup.length ?? 0;
  useEffect(() => {
    if (restoring || modal || count === 0 || !shouldShowPopup(execution)) return;
    markPopupShown(execution);
    openModal('public');
  }, [restoring, modal, count, execution, openModal]);
}
