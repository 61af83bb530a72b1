// One place that runs an activity's action: guests log in first, apply opens the dialog, join and claim go
// to the server with a toast either way.
import { useIntl } from 'react-intl';
import { useToast } from '../../../ui/index.ts';
import { useSession, whenRestored } from '../../state/session.ts';
import { claimPromotion, joinPromotion, usePromotionAction, type PromotionView } from './api.ts';
import { promotionMessages as m } from './messages.ts';
import type { PromotionAction } from './status.ts';

export interface Act {
  run(p: PromotionView, action: PromotionAction, onApply: () => void): void;
  pending: string | null;
}

export function useAct(money: (minor: string) => string): Act {
  const intl = useIntl();
  const toast = useToast();
  const join = usePromotionAction(joinPromotion);
  const claim = usePromotionAction(claimPromotion);
  const pending = join.isPending ? (join.variables ?? null) : claim.isPending ? (claim.variables ?? null) : null;
  const act = (p: PromotionView, action: PromotionAction, onApply: () => void): void => {
    const { isLogin, isTrial, openModal } = useSession.getState();
    if (!isLogin) {
      openModal('login', 'notLoggedIn');
      return;
    }
    if (isTrial) {
      openModal('trialPrompt');
      return;
    }
    if (action === 'apply') {
      onApply();
      return;
    }
    const onError = (err: Error): void => void toast.show(err.message, { tone: 'danger' });
    if (action === 'join') join.mutate(p.id, { onSuccess: () => toast.show(intl.formatMessage(m.joinedToast), { tone: 'success' }), onError });
    else
      claim.mutate(p.id, {
        onSuccess: (r) => toast.show(intl.formatMessage(m.claimedToast, { amount: money(r.amountMinor ?? '0') }), { tone: 'success' }),
        onError,
      });
  };
  return {
    pending,
    // a guest or a member is known only once a stored session has been restored
    run: (p, action, onApply) => whenRestored(() => act(p, action, onApply)),
  };
}
