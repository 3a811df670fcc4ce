import { useEffect, useState } from 'react';
import { messageOf } from '../../api/ApiError';
import { useCall, useCallMutation } from '../../api/calls';
import { useShowError } from '../../errors/useShowError';
import { notificationTexts as t } from './messages';
import { currentEndpoint, permissionDenied, pushSupport, PushRefused, subscribeThisDevice, unsubscribeThisDevice, type PushProblem } from './pushDevice';

/**
 * This device's part of the 'Meldingen' screen: whether it can get notifications, its endpoint (null
 * while the browser is asked), why turning on did not work, and the switch's two actions.
 */
export function useDevicePush() {
  const [support] = useState(pushSupport);
  const [endpoint, setEndpoint] = useState<string | null>(support === 'ok' ? null : '');
  const [problem, setProblem] = useState<PushProblem | null>(() => (permissionDenied() ? 'denied' : null));
  const [busy, setBusy] = useState(false);
  const showError = useShowError();
  useEffect(() => {
    if (support === 'ok') currentEndpoint().then(setEndpoint, () => setEndpoint(''));
  }, [support]);
  const key = useCall('notifications/publicKey', {}, { enabled: support === 'ok', staleTime: Infinity });
  const subscribe = useCallMutation('notifications/subscribe', { invalidates: ['notifications/preferences'] });
  const unsubscribe = useCallMutation('notifications/unsubscribe', { invalidates: ['notifications/preferences'] });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      if (error instanceof PushRefused) setProblem(error.problem);
      else showError(t.errorTitle, messageOf(error, t.failed));
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    run(async () => {
      const publicKey = key.data?.publicKey ?? (await key.refresh())?.publicKey;
      if (!publicKey) throw new PushRefused('failed');
      const device = await subscribeThisDevice(publicKey);
      setEndpoint(device.endpoint);
      await subscribe.mutateAsync(device);
    });

  const turnOff = () =>
    run(async () => {
      const gone = await unsubscribeThisDevice();
      setEndpoint('');
      if (gone) await unsubscribe.mutateAsync({ endpoint: gone });
    });

  return { support, endpoint, problem, busy, turnOn, turnOff };
}
