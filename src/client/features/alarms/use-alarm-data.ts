// The alert screen's data: the alert list with the channel state (get_alarm_list), kept in one
// place so every part of the screen shows the same alerts after a change.
import { useCallback, useEffect, useState } from 'react';
import { getAlarmList } from '../../../shared/contracts/alarm/alarm-calls.ts';
import type { AlarmView, ChannelState } from '../../../shared/contracts/alarm/alarm-view.ts';
import { api } from '../../lib/api/api.ts';

export type AlarmData = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: AlarmView[]; channels: ChannelState };

export interface AlarmDataApi {
  data: AlarmData;
  reload(): Promise<void>;
  /** Puts an alert the server answered into the list (new or changed). */
  put(alarm: AlarmView): void;
  remove(id: number): void;
  setChannels(channels: ChannelState): void;
}

export function useAlarmData(): AlarmDataApi {
  const [data, setData] = useState<AlarmData>({ status: 'loading' });

  const reload = useCallback(async () => {
    try {
      const answer = await api.call(getAlarmList, {});
      setData({ status: 'ready', list: answer.list, channels: answer.channels });
    } catch {
      setData((current) => (current.status === 'ready' ? current : { status: 'failed' }));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const put = useCallback((alarm: AlarmView) => {
    setData((current) => {
      if (current.status !== 'ready') return current;
      const exists = current.list.some((entry) => entry.id === alarm.id);
      return { ...current, list: exists ? current.list.map((entry) => (entry.id === alarm.id ? alarm : entry)) : [...current.list, alarm] };
    });
  }, []);

  const remove = useCallback((id: number) => {
    setData((current) => (current.status === 'ready' ? { ...current, list: current.list.filter((entry) => entry.id !== id) } : current));
  }, []);

  const setChannels = useCallback((channels: ChannelState) => {
    setData((current) => (current.status === 'ready' ? { ...current, channels } : current));
  }, []);

  return { data, reload, put, remove, setChannels };
}
